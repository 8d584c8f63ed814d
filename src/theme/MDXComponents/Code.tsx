/**
 * Replaces @docusaurus/theme-classic MDXComponents/Code.
 * Why: the site's articles and pages hold no program code, and the original brings the whole
 * CodeBlock (copy button, line numbers, word wrap, syntax colouring) into every MDX page's
 * JavaScript. A fenced block still renders, as plain preformatted text (see ./Pre).
 */
import type {ComponentProps, ReactNode} from 'react';

export default function MDXCode(props: ComponentProps<'code'>): ReactNode {
  return <code {...props} />;
}
