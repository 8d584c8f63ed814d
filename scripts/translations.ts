/**
 * The translator's two commands (docs/translating.md):
 *
 *   npm run translations:status              what is up to date, stale (with the English diff) or missing, per locale
 *   npm run translations:mark -- <what>…     records translations as up to date with their English:
 *                                            a translated file, its English file, or a message id
 *   npm run translations:mark -- --all       every translation there is (the first run)
 *   … --locale sw                            only that locale
 */
import path from 'node:path';
import {MarkError, markTranslations} from '../src/plugins/translations/mark';
import {formatStatus, localeStatus} from '../src/plugins/translations/status';
import {translatedLocales} from '../src/plugins/translations/twins';

const siteDir = path.resolve(__dirname, '..');

/** Runs a command; returns the exit code. The status always exits 0: it informs, `translations:check` gates. */
export function main(argv: readonly string[], cwd = process.cwd()): number {
  const [command, ...rest] = argv;
  const localeAt = rest.indexOf('--locale');
  const locales = localeAt >= 0 ? [rest[localeAt + 1]!] : translatedLocales(siteDir);
  const args =
    localeAt >= 0 ? rest.filter((_arg, i) => i !== localeAt && i !== localeAt + 1) : rest;
  if (command === 'status') {
    console.log(locales.map((locale) => formatStatus(localeStatus(siteDir, locale))).join('\n\n'));
    return 0;
  }
  if (command === 'mark') {
    try {
      const targets = args
        .filter((arg) => arg !== '--all')
        // A path is given from where the command runs; ids are passed as they are.
        .map((arg) => (/[/\\]/.test(arg) ? path.relative(siteDir, path.resolve(cwd, arg)) : arg));
      console.log(
        markTranslations(siteDir, targets, {all: args.includes('--all'), locales}).join('\n'),
      );
      return 0;
    } catch (error) {
      if (error instanceof MarkError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  }
  console.error(
    'Usage: translations.mjs status | mark (<file or message id>… | --all) [--locale <locale>]',
  );
  return 1;
}
