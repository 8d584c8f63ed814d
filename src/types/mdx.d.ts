/** Named exports the Docusaurus MDX loader adds to every MDX module. */
declare module '*.mdx' {
  export const frontMatter: Record<string, unknown>;
  export const contentTitle: string | undefined;
}

/** A content file as the edition being built has it (src/plugins/edition-files). */
declare module '@edition/*' {
  import type {ComponentType} from 'react';
  const Content: ComponentType;
  export default Content;
  export const frontMatter: Record<string, unknown>;
  export const contentTitle: string | undefined;
}
