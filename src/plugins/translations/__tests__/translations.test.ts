/** @jest-environment node */
/**
 * The translation lock on a temporary copy of the site's content and messages (never the real
 * tree): marking, the status (up to date, stale with the English diff, missing), the notice's
 * build-time answer, and what `translations:write` keeps of a locale's messages.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {englishHash, readLock} from '../lock';
import {MarkError, markTranslations} from '../mark';
import {keptTranslations} from '../messages';
import {translationStaleSince, withStaleSince} from '../staleSince';
import {formatStatus, localeStatus, unmarkedTranslations, type LocaleStatus} from '../status';
import {readMessages} from '../twins';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');
const service = {
  english: 'pages/services/residential.mdx',
  translated: 'i18n/sw/docusaurus-plugin-content-pages/services/residential.mdx',
};
const article = {
  english: 'blog/2025-05-06-cost-effective-materials/index.mdx',
  translated:
    'i18n/sw/docusaurus-plugin-content-blog/2025-05-06-cost-effective-materials/index.mdx',
};
const oldSentence = 'Always get at least three quotations';
const newSentence = 'Always get at least four quotations';

let copy: string;

/** The site's content files and messages, without photos or code. */
function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-test-'));
  fs.cpSync(path.join(siteDir, 'i18n'), path.join(dir, 'i18n'), {recursive: true});
  for (const folder of ['pages', 'blog']) {
    fs.cpSync(path.join(siteDir, folder), path.join(dir, folder), {
      recursive: true,
      filter: (source) => fs.statSync(source).isDirectory() || /\.(mdx|yml)$/.test(source),
    });
  }
  return dir;
}

const git = (...args: string[]) =>
  execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    {cwd: copy, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8'},
  );

const commitAll = (message: string, date?: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message, ...(date ? ['--date', date] : []));
};

function edit(file: string, from: string, to: string): void {
  const full = path.join(copy, file);
  const text = fs.readFileSync(full, 'utf8');
  expect(text).toContain(from);
  fs.writeFileSync(full, text.replace(from, to));
}

function editMessage(file: string, locale: string, id: string, message: string | undefined): void {
  const full = path.join(copy, 'i18n', locale, file);
  const messages = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, object>;
  const next =
    message === undefined
      ? Object.fromEntries(Object.entries(messages).filter(([key]) => key !== id))
      : {...messages, [id]: {...messages[id], message}};
  fs.writeFileSync(full, `${JSON.stringify(next, null, 2)}\n`);
}

const stale = (status: LocaleStatus) =>
  [...status.files, ...status.messages]
    .filter((item) => item.state === 'stale')
    .map((item) => ('english' in item ? item.english : item.id));

const missing = (status: LocaleStatus) =>
  [...status.files, ...status.messages]
    .filter((item) => item.state === 'missing')
    .map((item) => ('english' in item ? item.english : item.id));

beforeEach(() => {
  copy = copySite();
  git('init', '-q');
  markTranslations(copy, [], {all: true, now: new Date('2026-11-20T10:00:00Z')});
  commitAll('The site as translated', '2026-11-20T10:00:00Z');
});

afterEach(() => {
  fs.rmSync(copy, {recursive: true, force: true});
});

describe('after every translation is marked', () => {
  test('everything is up to date, nothing is stale or missing, and no page carries a notice', () => {
    const status = localeStatus(copy, 'sw');
    expect(status.files.length).toBeGreaterThan(20);
    expect(status.messages.length).toBeGreaterThan(500);
    expect([...status.files, ...status.messages].every((item) => item.state === 'current')).toBe(
      true,
    );
    expect(formatStatus(status)).not.toMatch(/Stale|Missing|Unmarked/);
    expect(unmarkedTranslations(status)).toEqual([]);
    expect(translationStaleSince(copy, service.translated)).toBeUndefined();
    expect(translationStaleSince(copy, article.translated)).toBeUndefined();
  });

  test('the lock records every translated file and message by the hash of its English', () => {
    const lock = readLock(copy, 'sw');
    const english = fs.readFileSync(path.join(copy, service.english), 'utf8');
    expect(lock.files['docusaurus-plugin-content-pages/services/residential.mdx']).toEqual({
      english: englishHash(english),
      marked: '2026-11-20',
    });
    const message = readMessages(copy, 'en', 'code.json')['quote.button.submit']!.message;
    expect(lock.messages['code.json']?.['quote.button.submit']).toEqual({
      english: englishHash(message),
      marked: '2026-11-20',
    });
  });
});

describe('one English sentence changed', () => {
  beforeEach(() => {
    edit(article.english, oldSentence, newSentence);
  });

  test('makes exactly its twin stale, with the English diff since the marked version', () => {
    const status = localeStatus(copy, 'sw');
    expect(stale(status)).toEqual([article.english]);
    const output = formatStatus(status);
    expect(output).toMatch(/articles: 5 up to date, 1 stale, 0 missing/);
    expect(output).toContain(
      `article ${article.english} → ${article.translated}, marked 2026-11-20`,
    );
    expect(output).toMatch(new RegExp(`^ +-.*${oldSentence}`, 'm'));
    expect(output).toMatch(new RegExp(`^ +\\+.*${newSentence}`, 'm'));
  });

  test('gives that page the notice, dated with the build while the change is not committed, then with its commit', () => {
    const buildDate = new Date('2026-11-24T08:00:00Z');
    expect(translationStaleSince(copy, article.translated, buildDate)).toBe('2026-11-24');
    expect(withStaleSince({title: 'x'}, copy, article.translated, buildDate)).toEqual({
      title: 'x',
      translation_stale_since: '2026-11-24',
    });
    expect(translationStaleSince(copy, service.translated, buildDate)).toBeUndefined();
    commitAll('Four quotations', '2026-11-22T09:30:00Z');
    expect(translationStaleSince(copy, article.translated, buildDate)).toBe('2026-11-22');
  });

  test('marking the translation clears both the status and the notice', () => {
    expect(
      markTranslations(copy, [article.translated], {now: new Date('2026-11-25T00:00:00Z')}),
    ).toEqual(['i18n/sw: marked 1 file and 0 messages up to date with the English']);
    expect(stale(localeStatus(copy, 'sw'))).toEqual([]);
    expect(translationStaleSince(copy, article.translated)).toBeUndefined();
    expect(readLock(copy, 'sw').files[article.translated.replace('i18n/sw/', '')]?.marked).toBe(
      '2026-11-25',
    );
  });

  test('marking by the English file marks its translation too', () => {
    markTranslations(copy, [article.english]);
    expect(stale(localeStatus(copy, 'sw'))).toEqual([]);
  });

  test('without Git the status says the diff is unavailable, and the notice is dated with the build', () => {
    fs.rmSync(path.join(copy, '.git'), {recursive: true, force: true});
    expect(stale(localeStatus(copy, 'sw'))).toEqual([article.english]);
    expect(formatStatus(localeStatus(copy, 'sw'))).toContain('the English diff is unavailable');
    expect(translationStaleSince(copy, article.translated, new Date('2026-11-24T08:00:00Z'))).toBe(
      '2026-11-24',
    );
  });
});

describe('a translation never marked (a Kiswahili article made in the web editor)', () => {
  beforeEach(() => {
    const lockPath = path.join(copy, 'i18n/sw/translations.lock.json');
    const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {files: Record<string, object>};
    delete lock.files[article.translated.replace('i18n/sw/', '')];
    fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    commitAll('A translation without its mark', '2026-11-23T09:00:00Z');
  });

  test('the status reports it as unmarked', () => {
    const status = localeStatus(copy, 'sw');
    const item = status.files.find((file) => file.english === article.english);
    expect(item?.state).toBe('unmarked');
    const output = formatStatus(status);
    expect(output).toMatch(/articles: 5 up to date, 0 stale, 0 missing, 1 unmarked/);
    expect(output).toContain(`Unmarked: translated, but what it translates was never recorded`);
    expect(output).toContain(`article ${article.english} → ${article.translated}`);
  });

  test('the build takes it for behind its English: its page shows the notice, dated by the English', () => {
    // The English article was last committed with the site, on 2026-11-20.
    expect(translationStaleSince(copy, article.translated)).toBe('2026-11-20');
    expect(withStaleSince({}, copy, article.translated)).toEqual({
      translation_stale_since: '2026-11-20',
    });
    expect(translationStaleSince(copy, service.translated)).toBeUndefined();
  });

  test('the translation check fails on it, naming the file and how to mark it', () => {
    expect(unmarkedTranslations(localeStatus(copy, 'sw'))).toEqual([
      `i18n/sw: article ${article.english} → ${article.translated} is not marked (npm run translations:mark -- ${article.translated})`,
    ]);
    markTranslations(copy, [article.translated]);
    expect(unmarkedTranslations(localeStatus(copy, 'sw'))).toEqual([]);
    expect(translationStaleSince(copy, article.translated)).toBeUndefined();
  });
});

test('a service page changed in its front matter is stale as a page', () => {
  edit(service.english, 'title: Residential Construction', 'title: Home Construction');
  const status = localeStatus(copy, 'sw');
  expect(stale(status)).toEqual([service.english]);
  expect(formatStatus(status)).toMatch(/pages: \d+ up to date, 1 stale, 0 missing/);
});

describe('messages', () => {
  test('a new English message is missing in Kiswahili, and translations:write does not fill it with English', () => {
    editMessage('code.json', 'en', 'quote.newHint', 'Tell us the plot size if you know it.');
    const english = readMessages(copy, 'en', 'code.json');
    const kept = keptTranslations(english, readMessages(copy, 'sw', 'code.json'));
    expect(kept).not.toHaveProperty(['quote.newHint']);
    fs.writeFileSync(
      path.join(copy, 'i18n', 'sw', 'code.json'),
      `${JSON.stringify(kept, null, 2)}\n`,
    );
    const status = localeStatus(copy, 'sw');
    expect(missing(status)).toEqual(['quote.newHint']);
    expect(formatStatus(status)).toContain(
      'message "quote.newHint" (code.json): Tell us the plot size if you know it.',
    );
    expect(() => markTranslations(copy, ['quote.newHint'])).toThrow(MarkError);
  });

  test('translations:write keeps each translation, drops ids English no longer has, and takes the English description', () => {
    const kept = keptTranslations(
      {a: {message: 'A', description: 'new words'}, b: {message: 'B'}},
      {b: {message: 'Bee'}, gone: {message: 'Old'}, a: {message: 'Aa', description: 'old'}},
    );
    expect(kept).toEqual({b: {message: 'Bee'}, a: {message: 'Aa', description: 'new words'}});
    expect(Object.keys(kept)).toEqual(['b', 'a']);
  });

  test('a reworded English message makes its translation stale, showing the old and the new English', () => {
    const before = readMessages(copy, 'en', 'code.json')['quote.button.submit']!.message;
    const translated = readMessages(copy, 'sw', 'code.json')['quote.button.submit']!.message;
    editMessage('code.json', 'en', 'quote.button.submit', 'Send My Request Now');
    const kept = keptTranslations(
      readMessages(copy, 'en', 'code.json'),
      readMessages(copy, 'sw', 'code.json'),
    );
    expect(kept['quote.button.submit']?.message).toBe(translated);
    const status = localeStatus(copy, 'sw');
    expect(stale(status)).toEqual(['quote.button.submit']);
    const output = formatStatus(status);
    expect(output).toContain('message "quote.button.submit" (code.json), marked 2026-11-20');
    expect(output).toContain(`- ${before}\n      + Send My Request Now`);
    markTranslations(copy, ['quote.button.submit']);
    expect(stale(localeStatus(copy, 'sw'))).toEqual([]);
  });

  test('an id two message files share is marked by naming its file', () => {
    expect(() => markTranslations(copy, ['title'])).toThrow(/navbar\.json#title/);
    editMessage('docusaurus-theme-classic/navbar.json', 'en', 'title', 'Msingi Builders');
    expect(stale(localeStatus(copy, 'sw'))).toEqual(['title']);
    markTranslations(copy, ['navbar.json#title']);
    expect(stale(localeStatus(copy, 'sw'))).toEqual([]);
  });
});

describe('marking', () => {
  test('refuses what is neither a translated file, its English, nor a message id, and writes nothing', () => {
    const lock = fs.readFileSync(path.join(copy, 'i18n/sw/translations.lock.json'), 'utf8');
    expect(() => markTranslations(copy, [article.english, 'pages/nowhere.mdx'])).toThrow(
      /pages\/nowhere\.mdx: not a translated page/,
    );
    expect(() => markTranslations(copy, ['no.such.message'])).toThrow(/no English message/);
    expect(() => markTranslations(copy, [])).toThrow(/or --all/);
    expect(fs.readFileSync(path.join(copy, 'i18n/sw/translations.lock.json'), 'utf8')).toBe(lock);
  });

  test('an English page with no translation yet is missing, and cannot be marked', () => {
    fs.rmSync(path.join(copy, service.translated));
    expect(missing(localeStatus(copy, 'sw'))).toEqual([service.english]);
    expect(() => markTranslations(copy, [service.english])).toThrow(/not translated yet/);
  });

  test('--all writes the lock with sorted keys, so it is the same whatever the order of marking', () => {
    const text = fs.readFileSync(path.join(copy, 'i18n/sw/translations.lock.json'), 'utf8');
    const lock = JSON.parse(text) as {files: object; messages: Record<string, object>};
    const keys = Object.keys(lock.files);
    expect(keys).toEqual([...keys].sort());
    const ids = Object.keys(lock.messages['code.json']!);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
