/**
 * Where each locale's translations stand against the English: up to date, stale (the English
 * changed since the translation was marked, with what changed where Git knows), missing, or
 * translated but never marked. For pages, articles, data files and messages alike. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {englishHash, readLock, type LockEntry} from './lock';
import {englishHistory, type EnglishHistory} from './englishHistory';
import {
  defaultLocale,
  fileTwins,
  messageFiles,
  readMessages,
  translatedFile,
  type TwinKind,
} from './twins';

export type TranslationState =
  | {readonly state: 'current'; readonly marked: string}
  /** `change`: the English diff since the marked version, or undefined where Git does not have it. */
  | {readonly state: 'stale'; readonly marked: string; readonly change?: string}
  | {readonly state: 'missing'}
  | {readonly state: 'unmarked'};

export type FileStatus = TranslationState & {
  readonly kind: TwinKind;
  readonly english: string;
  readonly translated: string;
};

export type MessageStatus = TranslationState & {
  readonly kind: 'message';
  /** The message file under i18n/<locale>/, e.g. "code.json". */
  readonly file: string;
  readonly id: string;
  /** The English message now. */
  readonly message: string;
};

export type LocaleStatus = {
  readonly locale: string;
  readonly files: readonly FileStatus[];
  readonly messages: readonly MessageStatus[];
};

function stateOf(
  entry: LockEntry | undefined,
  hash: string,
  change: () => string | undefined,
): TranslationState {
  if (!entry) {
    return {state: 'unmarked'};
  }
  if (entry.english === hash) {
    return {state: 'current', marked: entry.marked};
  }
  return {state: 'stale', marked: entry.marked, change: change()};
}

/** A message's English at the marked version, as "was" and "now". */
function messageChange(
  history: EnglishHistory,
  file: string,
  id: string,
  recorded: string,
  now: string,
): string | undefined {
  const english = `i18n/${defaultLocale}/${file}`;
  const messageIn = (content: string) =>
    (JSON.parse(content) as Record<string, {message?: string}>)[id]?.message;
  const commit = history.commitWhere(english, (content) => {
    const message = messageIn(content);
    return message !== undefined && englishHash(message) === recorded;
  });
  const was = commit && messageIn(history.contentAt(commit, english)!);
  return was === undefined ? undefined : `- ${was}\n+ ${now}`;
}

export function localeStatus(
  siteDir: string,
  locale: string,
  history: EnglishHistory = englishHistory(siteDir),
): LocaleStatus {
  const lock = readLock(siteDir, locale);
  const files = fileTwins(siteDir).map((twin): FileStatus => {
    const translated = translatedFile(locale, twin.key);
    const where = {kind: twin.kind, english: twin.english, translated};
    if (!fs.existsSync(path.join(siteDir, translated))) {
      return {...where, state: 'missing'};
    }
    const content = fs.readFileSync(path.join(siteDir, twin.english), 'utf8');
    const entry = lock.files[twin.key];
    return {
      ...where,
      ...stateOf(entry, englishHash(content), () => {
        const commit = history.commitWhere(
          twin.english,
          (old) => englishHash(old) === entry!.english,
        );
        return commit && history.diffSince(commit, twin.english);
      }),
    };
  });
  const messages = messageFiles(siteDir).flatMap((file) => {
    const english = readMessages(siteDir, defaultLocale, file);
    const translated = readMessages(siteDir, locale, file);
    const marks = lock.messages[file] ?? {};
    return Object.entries(english).map(([id, {message}]): MessageStatus => {
      const where = {kind: 'message' as const, file, id, message};
      if (!(id in translated)) {
        return {...where, state: 'missing'};
      }
      const entry = marks[id];
      return {
        ...where,
        ...stateOf(entry, englishHash(message), () =>
          messageChange(history, file, id, entry!.english, message),
        ),
      };
    });
  });
  return {locale, files, messages};
}

const kindNames: Record<TwinKind | 'message', [string, string]> = {
  page: ['page', 'pages'],
  article: ['article', 'articles'],
  data: ['data file', 'data files'],
  message: ['message', 'messages'],
};

const indent = (text: string, by: string) =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

const nameOf = (item: FileStatus | MessageStatus) =>
  item.kind === 'message'
    ? `message "${item.id}" (${item.file})`
    : `${kindNames[item.kind][0]} ${item.english} → ${item.translated}`;

/** The status as a translator reads it: counts per kind, then what to do, item by item. */
export function formatStatus({locale, files, messages}: LocaleStatus): string {
  const kinds = Object.keys(kindNames);
  const all = [...files, ...messages].sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
  const lines = [`i18n/${locale}:`];
  for (const kind of Object.keys(kindNames) as (keyof typeof kindNames)[]) {
    const ofKind = all.filter((item) => item.kind === kind);
    const count = (state: TranslationState['state']) =>
      ofKind.filter((item) => item.state === state).length;
    const unmarked = count('unmarked');
    lines.push(
      `  ${kindNames[kind][1]}: ${count('current')} up to date, ${count('stale')} stale, ${count('missing')} missing${unmarked ? `, ${unmarked} unmarked` : ''}`,
    );
  }
  const stale = all.filter((item) => item.state === 'stale');
  if (stale.length > 0) {
    lines.push('', `  Stale: the English changed since the translation was marked.`);
    for (const item of stale) {
      lines.push(`    ${nameOf(item)}, marked ${item.marked}`);
      lines.push(
        item.change
          ? indent(item.change, '      ')
          : '      (the English diff is unavailable: no Git history holds the version it was marked against)',
      );
    }
  }
  const missing = all.filter((item) => item.state === 'missing');
  if (missing.length > 0) {
    lines.push('', `  Missing: not translated yet.`);
    for (const item of missing) {
      lines.push(
        item.kind === 'message'
          ? `    ${nameOf(item)}: ${item.message}`
          : `    ${kindNames[item.kind][0]} ${item.english}: translate it into ${item.translated}`,
      );
    }
  }
  const unmarked = all.filter((item) => item.state === 'unmarked');
  if (unmarked.length > 0) {
    lines.push(
      '',
      `  Unmarked: translated, but what it translates was never recorded; its page shows the notice that it may be behind, and the translation check fails, until it is marked.`,
    );
    lines.push(...unmarked.map((item) => `    ${nameOf(item)}`));
  }
  if (stale.length + missing.length + unmarked.length > 0) {
    lines.push(
      '',
      '  Once a translation is done: npm run translations:mark -- <translated or English file, or message id>',
    );
  }
  return lines.join('\n');
}

/**
 * The translations never marked, as the translation check (`npm run translations:check`) lists
 * them: each fails it, as nothing records which English it translates.
 */
export function unmarkedTranslations({locale, files, messages}: LocaleStatus): string[] {
  return [...files, ...messages]
    .filter((item) => item.state === 'unmarked')
    .map(
      (item) =>
        `i18n/${locale}: ${nameOf(item)} is not marked (npm run translations:mark -- ${item.kind === 'message' ? item.id : item.translated})`,
    );
}
