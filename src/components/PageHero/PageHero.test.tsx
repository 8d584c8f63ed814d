import {render, screen} from '@testing-library/react';
import PageHero from '.';

describe('PageHero', () => {
  it('gives the page its only h1 and marks itself as lying under the header', () => {
    render(<PageHero title="About Us" lead="Since 2008." image="/img/hero/about.jpg" />);
    const heading = screen.getByRole('heading', {level: 1, name: 'About Us'});
    // The header reads the mark from the page (custom.css), never from a class on <html>.
    expect(heading.closest('[data-hero-under-header]')).not.toBeNull();
  });

  it('leaves the header opaque where the page asks for it (the home page)', () => {
    render(<PageHero title="Home" image="/img/hero/home.jpg" underHeader={false} />);
    expect(screen.getByRole('heading', {level: 1}).closest('[data-hero-under-header]')).toBeNull();
  });
});
