/** Named exports the Docusaurus MDX loader adds to every MDX module. */
declare module '*.mdx' {
  export const frontMatter: Record<string, unknown>;
  export const contentTitle: string | undefined;
}
