/**
 * Replaces @docusaurus/theme-classic MDXComponents/Pre: a fenced block is plain preformatted text
 * (see ./Code for why).
 */
import type {ComponentProps, ReactNode} from 'react';

export default function MDXPre(props: ComponentProps<'pre'>): ReactNode {
  return <pre {...props} />;
}
