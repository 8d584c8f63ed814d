/**
 * `npm run translations:mark`: records that translations are up to date with their English, by
 * writing the English's current hash into the locale's lock. A translator names what they
 * translated: the translated file, its English file (every locale that translates it), or a
 * message id (`quote.submit`, or `navbar.json#title` where two message files share the id);
 * `--all` marks every translation there is, as on the first run. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  englishHash,
  readLock,
  today,
  writeLock,
  type LockEntry,
  type TranslationLock,
} from './lock';
import {
  defaultLocale,
  fileTwins,
  messageFiles,
  readMessages,
  translatedFile,
  translatedLocales,
  twinOfPath,
} from './twins';

type Mark =
  | {readonly locale: string; readonly key: string; readonly english: string}
  | {readonly locale: string; readonly file: string; readonly id: string; readonly english: string};

export class MarkError extends Error {}

const exists = (siteDir: string, file: string) => fs.existsSync(path.join(siteDir, file));

/** What one argument names, in each locale asked for. */
function marksOf(siteDir: string, target: string, locales: readonly string[]): Mark[] {
  const asFile = twinOfPath(siteDir, target);
  if (asFile) {
    const {twin, locale} = asFile;
    const english = fs.readFileSync(path.join(siteDir, twin.english), 'utf8');
    const inLocales = (locale ? [locale] : locales).filter((l) =>
      exists(siteDir, translatedFile(l, twin.key)),
    );
    if (inLocales.length === 0) {
      throw new MarkError(
        `${target}: not translated yet (${locales.map((l) => translatedFile(l, twin.key)).join(', ')})`,
      );
    }
    return inLocales.map((l) => ({locale: l, key: twin.key, english}));
  }
  if (/\.(mdx?|ya?ml|json)$/.test(target)) {
    throw new MarkError(`${target}: not a translated page, article or data file, nor its English`);
  }
  const [fileHint, id] = target.includes('#') ? target.split('#', 2) : [undefined, target];
  const holders = messageFiles(siteDir).filter(
    (file) =>
      (!fileHint || file === fileHint || file.endsWith(`/${fileHint}`)) &&
      id! in readMessages(siteDir, defaultLocale, file),
  );
  if (holders.length === 0) {
    throw new MarkError(`${target}: no file of that name, and no English message with that id`);
  }
  if (holders.length > 1) {
    throw new MarkError(
      `${target}: more than one message file has that id; name one: ${holders.map((f) => `${path.basename(f)}#${id}`).join(', ')}`,
    );
  }
  const file = holders[0]!;
  const english = readMessages(siteDir, defaultLocale, file)[id!]!.message;
  const missing = locales.filter((l) => !(id! in readMessages(siteDir, l, file)));
  if (missing.length > 0) {
    throw new MarkError(
      `${target}: not translated yet in ${missing.map((l) => `i18n/${l}/${file}`).join(', ')}`,
    );
  }
  return locales.map((locale) => ({locale, file, id: id!, english}));
}

/** Every translation a locale has, as `--all` marks them. */
function allMarks(siteDir: string, locale: string): Mark[] {
  const files = fileTwins(siteDir)
    .filter((twin) => exists(siteDir, translatedFile(locale, twin.key)))
    .map((twin) => ({
      locale,
      key: twin.key,
      english: fs.readFileSync(path.join(siteDir, twin.english), 'utf8'),
    }));
  const messages = messageFiles(siteDir).flatMap((file) => {
    const translated = readMessages(siteDir, locale, file);
    return Object.entries(readMessages(siteDir, defaultLocale, file))
      .filter(([id]) => id in translated)
      .map(([id, {message}]) => ({locale, file, id, english: message}));
  });
  return [...files, ...messages];
}

function withMarks(lock: TranslationLock, marks: readonly Mark[], marked: string): TranslationLock {
  const files: Record<string, LockEntry> = {...lock.files};
  const messages: Record<string, Record<string, LockEntry>> = Object.fromEntries(
    Object.entries(lock.messages).map(([file, ids]) => [file, {...ids}]),
  );
  for (const mark of marks) {
    const entry = {english: englishHash(mark.english), marked};
    if ('key' in mark) {
      files[mark.key] = entry;
    } else {
      (messages[mark.file] ??= {})[mark.id] = entry;
    }
  }
  return {files, messages};
}

export type MarkOptions = {
  /** Mark every translation there is, replacing the lock (entries of translations gone go too). */
  readonly all?: boolean;
  /** The locales to mark in; every translated locale by default. */
  readonly locales?: readonly string[];
  readonly now?: Date;
};

/** Marks the targets (none may be wrong, or nothing is written); returns one line per locale. */
export function markTranslations(
  siteDir: string,
  targets: readonly string[],
  {all = false, locales = translatedLocales(siteDir), now = new Date()}: MarkOptions = {},
): string[] {
  if (!all && targets.length === 0) {
    throw new MarkError('Name what you translated (a file or a message id), or --all.');
  }
  const marks = all
    ? locales.flatMap((locale) => allMarks(siteDir, locale))
    : targets.flatMap((target) => marksOf(siteDir, target, locales));
  return locales.map((locale) => {
    const ofLocale = marks.filter((mark) => mark.locale === locale);
    const before = all ? {files: {}, messages: {}} : readLock(siteDir, locale);
    if (ofLocale.length > 0 || all) {
      writeLock(siteDir, locale, withMarks(before, ofLocale, today(now)));
    }
    const files = ofLocale.filter((mark) => 'key' in mark).length;
    return `i18n/${locale}: marked ${files} ${files === 1 ? 'file' : 'files'} and ${ofLocale.length - files} ${ofLocale.length - files === 1 ? 'message' : 'messages'} up to date with the English`;
  });
}
