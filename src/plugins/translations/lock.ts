/**
 * What each translation translates, one lock file per locale (i18n/<locale>/translations.lock.json):
 * for every translated file and message, the hash of the English it was translated from and the
 * day it was marked. A translation whose English now hashes differently is stale. Kept apart from
 * the translated files so that translating a file and recording it never touch the same lines
 * (docs/decisions/0037-stale-translations-by-lock-file.md). Node-only.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type LockEntry = {
  /** The first 16 hex digits of the SHA-256 of the English (line endings as "\n"). */
  readonly english: string;
  /** The day it was marked, YYYY-MM-DD (UTC). */
  readonly marked: string;
};

export type TranslationLock = {
  /** By the file's path under i18n/<locale>/. */
  readonly files: Readonly<Record<string, LockEntry>>;
  /** By message file (under i18n/<locale>/), then by message id. */
  readonly messages: Readonly<Record<string, Readonly<Record<string, LockEntry>>>>;
};

export const lockFileName = 'translations.lock.json';

export const lockFile = (siteDir: string, locale: string) =>
  path.join(siteDir, 'i18n', locale, lockFileName);

/** The hash of an English text: a file's whole content, or one message. */
export function englishHash(text: string): string {
  return crypto.createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

// The build asks once per translated file; the lock is parsed again only when it changes.
const parsed = new Map<string, {readonly version: string; readonly lock: TranslationLock}>();

export function readLock(siteDir: string, locale: string): TranslationLock {
  const file = lockFile(siteDir, locale);
  if (!fs.existsSync(file)) {
    return {files: {}, messages: {}};
  }
  const {mtimeMs, size} = fs.statSync(file);
  const version = `${mtimeMs}:${size}`;
  const cached = parsed.get(file);
  if (cached?.version === version) {
    return cached.lock;
  }
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<TranslationLock>;
  const lock = {files: read.files ?? {}, messages: read.messages ?? {}};
  parsed.set(file, {version, lock});
  return lock;
}

const sortedKeys = <T>(record: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Written with sorted keys, so two branches that mark different translations merge cleanly. */
export function writeLock(siteDir: string, locale: string, lock: TranslationLock): void {
  const sorted = {
    files: sortedKeys(lock.files),
    messages: sortedKeys(
      Object.fromEntries(
        Object.entries(lock.messages).map(([file, ids]) => [file, sortedKeys(ids)]),
      ),
    ),
  };
  const file = lockFile(siteDir, locale);
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  parsed.delete(file);
}

/** Today as the lock writes it. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);
