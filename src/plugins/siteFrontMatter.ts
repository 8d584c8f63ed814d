/**
 * Docusaurus's parseFrontMatter hook for this site, for every MDX file of every collection and
 * edition: its size checked (./contentLimits.ts), YAML read as data (./frontMatterReader.ts, which
 * refuses code, prototype keys and control characters), a translation's facts from its original, local photos replaced by their
 * sizes, and a translation's staleness. What it returns Docusaurus's MDX loader writes into the
 * page's module (packages/stringify-object keeps it data there).
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {contentLimitProblem} from './contentLimits';
import {readFrontMatter} from './frontMatterReader';
import {withOriginalFacts} from './edition-files/originalFacts';
import {withLocalPhotos} from './photos/frontMatterPhotos';
import type {TranslationSources} from './photos/photoFile';
import {withStaleSince} from './translations/staleSince';

/** A page's address as a writer may set it: `words-and-digits`, in folders, with an optional leading `/`. */
const pageAddress = /^\/?[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function siteFrontMatter({
  siteDir,
  photosDir,
  translationSources,
}: {
  siteDir: string;
  photosDir: string;
  translationSources: TranslationSources;
}): ParseFrontMatter {
  return async (params) => {
    const file = path.relative(siteDir, params.filePath);
    // Before any reader whose time grows faster than the file does.
    const tooLarge = contentLimitProblem(params.fileContent, file);
    if (tooLarge) throw new Error(tooLarge);
    // YAML or nothing: Docusaurus's default reader would run `---js` front matter as code.
    const result = readFrontMatter(params.fileContent, file);
    // Docusaurus writes a page's address into the route table's code with `'` escaped but not
    // `\`: an address is lower-case words and digits joined by hyphens, in folders.
    const {slug} = result.frontMatter;
    if (slug !== undefined && (typeof slug !== 'string' || !pageAddress.test(slug))) {
      throw new Error(
        `${file}: the slug ${JSON.stringify(slug)} is not an address: write lower-case words and digits joined by hyphens, such as construction-permits-guide.`,
      );
    }
    // A translation's facts it leaves out are its original's (src/plugins/edition-files).
    const withFacts = withOriginalFacts(result.frontMatter, {siteDir, file, translationSources});
    const frontMatter = await withLocalPhotos(withFacts, {
      siteDir,
      file,
      cacheDir: photosDir,
      translationSources,
    });
    // A translation whose English changed since it was marked says so on its page.
    return {...result, frontMatter: withStaleSince(frontMatter, siteDir, file)};
  };
}
