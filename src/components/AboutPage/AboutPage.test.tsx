import {render, screen, within} from '@testing-library/react';
import AboutPage from '.';
import type {AboutFrontMatter} from '@site/src/data/frontMatterTypes';

const about: AboutFrontMatter = {
  title: 'About Us',
  description: 'A Nairobi contractor.',
  heroImage: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5',
  mission: 'To build well.',
  vision: 'To be trusted.',
  values: ['Integrity', 'Excellence', 'Innovation', 'Customer Focus'].map((name) => ({
    name,
    description: `${name} means…`,
  })),
  leadership: [{person: 'davidmwangi', bio: 'Founded the company.'}],
};

describe('AboutPage', () => {
  beforeEach(() => {
    render(
      <AboutPage frontMatter={about}>
        <p>The story.</p>
      </AboutPage>,
    );
  });

  it('opens with the company name and the page description', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('About Msingi Construction');
    expect(screen.getByText(about.description)).toBeInTheDocument();
  });

  it('tells the story beside the founding year', () => {
    const story = screen.getByRole('region', {name: 'Our Story'});
    expect(story).toHaveTextContent('Founded in 2008');
    expect(within(story).getByText('The story.')).toBeInTheDocument();
  });

  it('states the mission and vision under their headings', () => {
    expect(screen.getByRole('heading', {name: 'Our Mission'}).nextElementSibling).toHaveTextContent(
      about.mission,
    );
    expect(screen.getByRole('heading', {name: 'Our Vision'}).nextElementSibling).toHaveTextContent(
      about.vision,
    );
  });

  it('lists every core value and the leadership team from the front matter', () => {
    const values = within(screen.getByRole('region', {name: 'Our Core Values'})).getAllByRole(
      'heading',
      {level: 3},
    );
    expect(values.map((h) => h.textContent)).toEqual(about.values.map((v) => v.name));
    const team = within(screen.getByRole('region', {name: 'Leadership Team'})).getAllByRole(
      'listitem',
    );
    expect(team).toHaveLength(about.leadership.length);
    expect(team[0]).toHaveTextContent('Eng. David Mwangi');
  });
});
