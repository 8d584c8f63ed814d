import {render, screen, within} from '@testing-library/react';
import TeamGrid from '.';

const photo = 'https://images.unsplash.com/photo-1472099645785-5658abf4ff4e';

describe('TeamGrid', () => {
  it('shows a person named by key with the name and portrait of blog/authors.yml and their company role', () => {
    render(<TeamGrid members={[{person: 'davidmwangi', bio: 'Founded the company.'}]} />);
    const [card] = screen.getAllByRole('listitem');
    expect(within(card!).getByRole('heading', {level: 3})).toHaveTextContent('Eng. David Mwangi');
    expect(card).toHaveTextContent('Founder & Managing Director');
    expect(card).toHaveTextContent('Founded the company.');
    expect(within(card!).getByRole('img', {name: 'Portrait of Eng. David Mwangi'})).toHaveAttribute(
      'src',
      expect.stringContaining('photo-1560250097-0b93528c311a'),
    );
  });

  it("uses a project's own role for the person when it gives one", () => {
    render(
      <TeamGrid members={[{person: 'davidmwangi', role: 'Project Director'}]} variant="compact" />,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('Project Director');
    expect(card).not.toHaveTextContent('Founder');
  });

  it('shows someone written out in full as written, with their honorific, in order with the others', () => {
    render(
      <TeamGrid
        members={[
          {person: 'gracewanjiku'},
          {name: 'Mercy Achieng', honorific: 'eng', role: 'Project Manager', image: photo},
        ]}
        variant="compact"
      />,
    );
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Grace Wanjiku',
      'Eng. Mercy Achieng',
    ]);
    expect(screen.getByRole('img', {name: 'Portrait of Eng. Mercy Achieng'})).toHaveAttribute(
      'src',
      expect.stringContaining('photo-1472099645785'),
    );
  });
});
