import {render, screen, within} from '@testing-library/react';
import PageNotFound from '.';
import {notFound} from '@site/src/data/notFound';
import {linksIn} from '@site/src/data/routes';

describe('PageNotFound', () => {
  beforeEach(() => {
    render(<PageNotFound />);
  });

  it('says the page was not found in its one heading', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(notFound.title);
  });

  it("offers the route table's ways back, named as the 404 page names them", () => {
    const links = within(screen.getByRole('navigation', {name: notFound.linksLabel})).getAllByRole(
      'link',
    );
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      linksIn('notFound').map((link) => [link.label, link.to]),
    );
  });
});
