import {render, screen} from '@testing-library/react';
import NcaRegistration from '.';
import {ncaRegistration} from '@site/src/data/certification';

describe('NcaRegistration', () => {
  beforeEach(() => {
    render(<NcaRegistration registration={ncaRegistration} />);
  });

  it('states the registration category, class and number', () => {
    const panel = screen.getByRole('complementary', {name: 'NCA registration'});
    expect(panel).toHaveTextContent(
      `Category${ncaRegistration.category} (${ncaRegistration.class})`,
    );
    expect(panel).toHaveTextContent(`Registration number${ncaRegistration.number}`);
  });

  it("links to the authority's public register in a new tab", () => {
    const link = screen.getByRole('link', {name: /Verify on the NCA public register/});
    expect(link).toHaveAttribute('href', ncaRegistration.registerUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Verify on the NCA public register (opens in a new tab)');
  });
});
