/**
 * Where a photo named by a content file is. A photo is a file beside the file naming it, written
 * `./hero.jpg`; a translation (i18n/<locale>/<plugin>/…) may name the photos of the file it
 * translates as that file does, so a translator writes one Markdown file and copies no photos.
 * Nothing else is a photo: not a path up or into another folder, nor a link that leads out of
 * the folder, so a content file can publish no other file of the machine that builds it.
 */
import fs from 'node:fs';
import path from 'node:path';

/** By each content plugin's folder of translations, the site's folder it translates: "docusaurus-plugin-content-blog" → "blog". */
export type TranslationSources = Readonly<Record<string, string>>;

/** A file name beside the content file: `./` and a name without a folder. */
const besideName = /^\.\/[^/\\]+$/;

/** The file itself, when it is in `folder` and not a link to somewhere else. */
function inFolder(candidate: string, file: string, written: string): string {
  if (fs.existsSync(candidate)) {
    const real = fs.realpathSync(candidate);
    if (path.dirname(real) !== fs.realpathSync(path.dirname(candidate))) {
      throw new Error(
        `${file}: the photo "${written}" is a link to a file elsewhere: put the photo itself beside the file.`,
      );
    }
  }
  return candidate;
}

/** `file` is relative to `siteDir`; `written` is the path as the file writes it. */
export function photoFile(
  siteDir: string,
  file: string,
  written: string,
  translationSources: TranslationSources = {},
): string {
  if (!besideName.test(written) || written === './..' || written === './.') {
    throw new Error(
      `${file}: the photo "${written}" must be a file beside it, written ./name.jpg (no folder, no ../).`,
    );
  }
  const beside = path.resolve(siteDir, path.dirname(file), written);
  const translation = /^i18n\/[^/]+\/([^/]+)\/(.+)$/.exec(file.split(path.sep).join('/'));
  const sourceDir = translation && translationSources[translation[1]!];
  if (!sourceDir || fs.existsSync(beside)) {
    return inFolder(beside, file, written);
  }
  return inFolder(
    path.resolve(siteDir, sourceDir, path.dirname(translation[2]!), written),
    file,
    written,
  );
}
