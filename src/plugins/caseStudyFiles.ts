/**
 * Which files of the pages plugin are case studies, the writers' files there: everything under
 * the case studies' folder, at any depth, in the site's pages and in each translation of them.
 * And what of that folder never becomes a page: a case study is one Markdown file beside its
 * photos, so a component (code) or a file in a subfolder there is no route.
 */
export type CaseStudyFolders = {
  /** The pages plugin's folder, e.g. "pages". */
  readonly pagesDir: string;
  /** The plugin's folder of translations, e.g. "docusaurus-plugin-content-pages". */
  readonly translations: string;
  /** The case studies' folder inside it, e.g. "case-study". */
  readonly collection: string;
};

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a site-relative path (with `/`) is under a case studies' folder. */
export function isCaseStudyFileOf({
  pagesDir,
  translations,
  collection,
}: CaseStudyFolders): (file: string) => boolean {
  const under = new RegExp(
    `^(${literally(pagesDir)}|i18n/[^/]+/${literally(translations)})/${literally(collection)}/`,
  );
  return (file) => under.test(file);
}

/** The pages plugin's `exclude` patterns (relative to its folder) that keep all but cases out. */
export function caseStudyExcludes(collection: string): string[] {
  return [`${collection}/**/*.{js,jsx,ts,tsx}`, `${collection}/*/**`];
}
