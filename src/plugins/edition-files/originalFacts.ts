/**
 * A translation is the same document in other words: its ids, links and facts are its
 * original's. A translation may leave them out (the web editor's Kiswahili articles do: the
 * translator writes only words) and then has them from its original, read at build time from
 * Docusaurus's parseFrontMatter hook; one it writes must be the same (the unit tests check).
 */
import fs from 'node:fs';
import path from 'node:path';
import {readFrontMatter} from '../frontMatterReader';
import {FrontMatterError} from '../content-index/frontMatter';
import type {TranslationSources} from '../photos/photoFile';

/** Front-matter keys whose values are ids, links or facts, never words: by key, or by list and key. */
export const factKeys: ReadonlySet<string> = new Set([
  'slug',
  'image',
  'image_social',
  'authors',
  'tags',
  'related',
  'heroImage',
  'category',
  'completionDate',
  'year',
  'gallery',
  'url',
  'share',
  'person',
  'team.name',
  'featuredProjects',
  'estimate',
  'order',
  'value',
  'author',
  'honorific',
  'featured',
  'draft',
  'date',
]);

/**
 * The web editor's record of which article a translation translates: its original's folder,
 * from which the translation's own folder is named (never a path of its own).
 */
export const translationOfKey = 'translation_of';

/** The original of a translation (i18n/<locale>/<plugin>/<file>), or null for any other file. */
export function originalOf(file: string, translationSources: TranslationSources): string | null {
  const translation = /^i18n\/[^/]+\/([^/]+)\/(.+)$/.exec(file.split(path.sep).join('/'));
  const sourceDir = translation && translationSources[translation[1]!];
  return sourceDir ? `${sourceDir}/${translation[2]}` : null;
}

/**
 * `frontMatter` of `file` (relative to `siteDir`) with the top-level facts it leaves out taken
 * from its original; unchanged for a file that translates nothing.
 */
export function withOriginalFacts(
  frontMatter: Record<string, unknown>,
  {
    siteDir,
    file,
    translationSources,
  }: {siteDir: string; file: string; translationSources: TranslationSources},
): Record<string, unknown> {
  const original = originalOf(file, translationSources);
  if (!original) return frontMatter;
  const folder = path.basename(path.dirname(original));
  const translationOf = frontMatter[translationOfKey];
  if (translationOf !== undefined && translationOf !== folder) {
    throw new FrontMatterError(file, [
      `"${translationOfKey}" "${String(translationOf)}" must be the folder of the article it translates ("${folder}")`,
    ]);
  }
  const originalFile = path.join(siteDir, original);
  if (!fs.existsSync(originalFile)) return frontMatter;
  const source = readFrontMatter(fs.readFileSync(originalFile, 'utf8'), original).frontMatter;
  const inherited = Object.entries(source).filter(
    ([key]) => factKeys.has(key) && !(key in frontMatter),
  );
  return inherited.length > 0 ? {...Object.fromEntries(inherited), ...frontMatter} : frontMatter;
}
