import {render, screen} from '@testing-library/react';
import TOCItemTree from '.';

// Entries as Docusaurus writes them: text escaped, inline marks as tags, and what a heading's
// expression or photo text carried unescaped (the theme's original writes this as HTML).
const toc = [
  {id: 'cement-costs', value: 'Cement &amp; <code>KES</code> costs', level: 2, children: []},
  {
    id: 'a-heading',
    value: 'Costs <style>body{display:none}</style><meta http-equiv="refresh" content="0;url=x">',
    level: 2,
    children: [{id: 'child', value: '<em>Curing</em> the slab', level: 3, children: []}],
  },
];

describe('TOCItems/Tree', () => {
  it('shows each entry as its words, linked to its heading', () => {
    render(<TOCItemTree toc={toc} className="table-of-contents" linkClassName="toc-link" />);
    expect(screen.getByRole('link', {name: 'Cement & KES costs'})).toHaveAttribute(
      'href',
      '#cement-costs',
    );
    expect(screen.getByRole('link', {name: 'Curing the slab'})).toHaveAttribute('href', '#child');
  });

  it('puts no element a heading carried into the page', () => {
    const {container} = render(
      <TOCItemTree toc={toc} className="table-of-contents" linkClassName={null} />,
    );
    expect(container.querySelectorAll('style, meta, code, em')).toHaveLength(0);
    expect(screen.getByRole('link', {name: /^Costs/})).toHaveTextContent(
      'Costs body{display:none}',
    );
  });
});
