/**
 * At build time, for Docusaurus's parseFrontMatter hook: whether a translated page or article is
 * behind its English (the English hashes differently from the version its translation was
 * marked against), and since when: the English file's last commit, or the build date where the
 * change is not committed or there is no Git history (src/plugins/vcs does the same for page
 * dates). A translation never marked (one a writer made in the web editor, say) may be behind
 * as well: nothing records what it translates, so it is taken for behind since the English's last
 * commit until it is marked. Files that are no translation are not behind. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {staleSinceField} from '../../lib/staleTranslation';
import {englishHistory} from './englishHistory';
import {englishHash, readLock, today} from './lock';
import {englishOfKey} from './twins';

/** `file` is relative to `siteDir`. */
export function translationStaleSince(
  siteDir: string,
  file: string,
  buildDate = new Date(),
): string | undefined {
  const translation = /^i18n\/([^/]+)\/(.+)$/.exec(file.split(path.sep).join('/'));
  const english = translation && englishOfKey(translation[2]!);
  if (!translation || !english || !fs.existsSync(path.join(siteDir, english))) {
    return undefined;
  }
  const entry = readLock(siteDir, translation[1]!).files[translation[2]!];
  const content = fs.readFileSync(path.join(siteDir, english), 'utf8');
  if (entry?.english === englishHash(content)) {
    return undefined;
  }
  return today(englishHistory(siteDir).lastCommitted(english) ?? buildDate);
}

/** The front matter with the field set where the translation is behind (and never as written). */
export function withStaleSince(
  frontMatter: Record<string, unknown>,
  siteDir: string,
  file: string,
  buildDate?: Date,
): Record<string, unknown> {
  const {[staleSinceField]: _written, ...rest} = frontMatter;
  const since = translationStaleSince(siteDir, file, buildDate);
  return since ? {...rest, [staleSinceField]: since} : rest;
}
