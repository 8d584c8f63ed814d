/**
 * Where a photo named by a content file is. A photo's path is relative to the file naming it;
 * a translation (i18n/<locale>/<plugin>/…) may name the photos of the file it translates as that
 * file does (`./hero.jpg`), so a translator writes one Markdown file and copies no photos.
 */
import fs from 'node:fs';
import path from 'node:path';

/** By each content plugin's folder of translations, the site's folder it translates: "docusaurus-plugin-content-blog" → "blog". */
export type TranslationSources = Readonly<Record<string, string>>;

/** `file` is relative to `siteDir`; `written` is the path as the file writes it. */
export function photoFile(
  siteDir: string,
  file: string,
  written: string,
  translationSources: TranslationSources = {},
): string {
  const beside = path.resolve(siteDir, path.dirname(file), written);
  const translation = /^i18n\/[^/]+\/([^/]+)\/(.+)$/.exec(file.split(path.sep).join('/'));
  const sourceDir = translation && translationSources[translation[1]!];
  if (!sourceDir || fs.existsSync(beside)) {
    return beside;
  }
  return path.resolve(siteDir, sourceDir, path.dirname(translation[2]!), written);
}
