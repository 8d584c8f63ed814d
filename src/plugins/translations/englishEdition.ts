/**
 * What the English build reads as its translations. English is the code's own words: every
 * `translate()` of the site carries its English message, and i18n/en/code.json holds those
 * messages written out for the translators (`translations:check` keeps them equal to the code).
 * Read as they are, they were a second copy of every message in each English page's main.js
 * (11 KB of 148 gzip). The English build reads a copy of i18n/en instead, whose code.json keeps
 * only Docusaurus's own messages (`theme.*`), which the site words its own way ("Categories"
 * for the theme's "Tags").
 */
import fs from 'node:fs';
import path from 'node:path';

type Messages = Record<string, {readonly message: string; readonly description?: string}>;

/** The messages of a code.json the English build needs: Docusaurus's own, as the site words them. */
export function themeMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('theme.')));
}

/**
 * Writes the English build's translations into `outDir` (every file of `englishDir` as it is,
 * code.json with Docusaurus's messages only) and returns `outDir`, for `localeConfigs.en.path`.
 * Files already as they should be are left alone, so builds side by side never see one half
 * written; a file since taken out of i18n/en goes.
 */
export function writeEnglishBuildTranslations(englishDir: string, outDir: string): string {
  const files = fs
    .readdirSync(englishDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(englishDir, file)).isFile());
  for (const file of files) {
    const source = fs.readFileSync(path.join(englishDir, file), 'utf8');
    const text =
      file === 'code.json'
        ? `${JSON.stringify(themeMessages(JSON.parse(source) as Messages), null, 2)}\n`
        : source;
    const target = path.join(outDir, file);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, text);
    }
  }
  if (fs.existsSync(outDir)) {
    for (const file of fs.readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
      const target = path.join(outDir, file);
      if (fs.statSync(target).isFile() && !files.includes(file)) {
        fs.rmSync(target);
      }
    }
  }
  return outDir;
}
