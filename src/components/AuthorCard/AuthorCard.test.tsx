import {render, screen} from '@testing-library/react';
import AuthorCard from '.';

describe('AuthorCard', () => {
  it('shows initials, name and role at the company', () => {
    render(<AuthorCard name="Eng. David Mwangi" role="Founder & Managing Director" />);
    expect(screen.getByRole('region', {name: 'About the Author'})).toHaveTextContent('DM');
    expect(screen.getByText('Eng. David Mwangi')).toBeInTheDocument();
    expect(
      screen.getByText('Founder & Managing Director, Msingi Construction Ltd'),
    ).toBeInTheDocument();
  });
});
