import {render, screen} from '@testing-library/react';
import CategoryFeeds from '.';

describe('CategoryFeeds', () => {
  it("offers the category's own feeds, RSS first", () => {
    render(<CategoryFeeds label="Regulations" permalink="/insights/tags/regulations" />);
    expect(screen.getByRole('link', {name: 'Subscribe to Regulations by RSS'})).toHaveAttribute(
      'href',
      '/insights/tags/regulations/rss.xml',
    );
    expect(screen.getByRole('link', {name: 'Atom'})).toHaveAttribute(
      'href',
      '/insights/tags/regulations/atom.xml',
    );
    expect(screen.getByRole('link', {name: 'JSON Feed'})).toHaveAttribute(
      'href',
      '/insights/tags/regulations/feed.json',
    );
  });
});
