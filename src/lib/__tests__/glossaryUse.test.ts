/**
 * The Kiswahili edition speaks the glossary's words: every file under i18n/sw (the translated
 * pages, articles and YAML files, and each message of the JSON files) is read for the renderings
 * src/data/glossary.ts rules out. And docs/translating.md shows translators the same glossary.
 */
import fs from 'node:fs';
import path from 'node:path';
import {glossary} from '@site/src/data/glossary';
import {describeBreach, glossaryBreaches, withGlossary} from '../glossary';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const edition = path.join('i18n', 'sw');
/** A translated content file's English original is at the same path under these folders. */
const sources: Record<string, string> = {
  'docusaurus-plugin-content-pages': 'pages',
  'docusaurus-plugin-content-blog': 'blog',
};
type Messages = Record<string, {message: string}>;

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8');
const readIfThere = (file: string) =>
  fs.existsSync(path.join(siteDir, file)) ? read(file) : undefined;

const files = fs
  .readdirSync(path.join(siteDir, edition), {recursive: true, encoding: 'utf8'})
  .map((file) => path.join(edition, file))
  .filter((file) => fs.statSync(path.join(siteDir, file)).isFile())
  .sort();

/** Every breach of one file, as "file:line" (or "file id") lines. */
function breachesOf(file: string): string[] {
  const relative = path.relative(edition, file);
  if (file.endsWith('.json')) {
    const messages = JSON.parse(read(file)) as Messages;
    const english = JSON.parse(readIfThere(path.join('i18n', 'en', relative)) ?? '{}') as Messages;
    // Only messages are words: a file of other records (the translations' lock file) has none.
    return Object.entries(messages)
      .filter(([, entry]) => typeof entry.message === 'string')
      .flatMap(([id, {message}]) =>
        glossaryBreaches(message, glossary, english[id]?.message).map((breach) =>
          describeBreach(`${file} "${id}"`, breach),
        ),
      );
  }
  const [plugin, ...rest] = relative.split(path.sep);
  const source = sources[plugin!];
  const original = source ? readIfThere(path.join(source, ...rest)) : undefined;
  return glossaryBreaches(read(file), glossary, original).map((breach) =>
    describeBreach(file, breach),
  );
}

describe('the Kiswahili edition', () => {
  it('has its files to read', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        path.join(edition, 'code.json'),
        path.join(edition, 'docusaurus-plugin-content-blog', 'authors.yml'),
        path.join(edition, 'docusaurus-plugin-content-pages', 'about.mdx'),
      ]),
    );
  });

  it.each(files)('%s uses the glossary’s terms', (file) => {
    expect(breachesOf(file)).toEqual([]);
  });
});

describe('docs/translating.md', () => {
  it('shows the glossary as src/data/glossary.ts has it (npm run glossary:write)', () => {
    const doc = read(path.join('docs', 'translating.md'));
    expect(doc).toBe(withGlossary(doc, glossary));
  });
});
