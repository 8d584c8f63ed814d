import {render} from '@testing-library/react';
import MDXCode from './Code';
import MDXPre from './Pre';

describe('MDX code', () => {
  it('renders a fenced block as plain preformatted text, keeping its language class and lines', () => {
    const {container} = render(
      <MDXPre>
        <MDXCode className="language-text">{'Cement: 750\nSand: 2500\n'}</MDXCode>
      </MDXPre>,
    );
    const code = container.querySelector('pre > code')!;
    expect(code).toHaveClass('language-text');
    expect(code.textContent).toBe('Cement: 750\nSand: 2500\n');
  });

  it('renders inline code as code', () => {
    const {container} = render(<MDXCode>m²</MDXCode>);
    expect(container.innerHTML).toBe('<code>m²</code>');
  });
});
