import type {ReactElement, ReactNode} from 'react';
import {render} from '@testing-library/react';
import JsonLd from '.';

// Docusaurus's Head (react-helmet-async) writes a script's text into the page as it is given,
// unescaped: what matters is the text JsonLd hands it.
const headChildren: ReactNode[] = [];
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children?: ReactNode}) => {
    headChildren.push(children);
    return null;
  },
}));

describe('JsonLd', () => {
  it('hands the head a data block that no title can end', () => {
    const title = 'Broadwalk Mall </script><script>window.__pwned=1</script>';
    render(<JsonLd data={(siteUrl) => ({'@type': 'Article', headline: title, url: siteUrl})} />);
    const script = headChildren.at(-1) as ReactElement<{type: string; children: string}>;
    expect(script.props.type).toBe('application/ld+json');
    expect(script.props.children).not.toMatch(/<|>/);
    expect(JSON.parse(script.props.children)).toMatchObject({headline: title});
  });
});
