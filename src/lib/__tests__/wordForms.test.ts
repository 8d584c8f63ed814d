/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {swahiliRoot} from '../wordForms';

/**
 * Forms of one word, each pair on the Kiswahili edition (checked below): noun numbers, verb
 * forms and the nouns made from verbs, as the search must join them.
 */
const sameWord: readonly (readonly [string, string])[] = [
  ['kibali', 'vibali'],
  ['jengo', 'majengo'],
  ['mradi', 'miradi'],
  ['fundi', 'mafundi'],
  ['kujenga', 'tunajenga'],
  ['kujenga', 'ujenzi'],
  ['kujenga', 'kujengwa'],
  ['jengo', 'ujenzi'],
  ['majengo', 'kujenga'],
  ['tunajenga', 'ujenzi'],
  ['mjenzi', 'wajenzi'],
  ['mjenzi', 'ujenzi'],
  ['usimamizi', 'msimamizi'],
  ['usimamizi', 'kusimamia'],
  ['msimamizi', 'wasimamizi'],
  ['kusimamia', 'tunasimamia'],
  ['kiwanda', 'viwanda'],
  ['ghala', 'maghala'],
  ['mteja', 'wateja'],
  ['mmiliki', 'wamiliki'],
  ['mchoro', 'michoro'],
  ['cheti', 'vyeti'],
  ['kifaa', 'vifaa'],
  ['chumba', 'vyumba'],
  ['mwekezaji', 'wawekezaji'],
  ['mkataba', 'mikataba'],
  ['kipimo', 'vipimo'],
  ['kipimo', 'kupima'],
  ['mfumo', 'mifumo'],
  ['jiko', 'majiko'],
  ['dirisha', 'madirisha'],
  ['bati', 'mabati'],
  ['msingi', 'misingi'],
  ['ukuta', 'kuta'],
  ['tangi', 'matangi'],
  ['mtaa', 'mitaa'],
  ['eneo', 'maeneo'],
  ['ukarabati', 'kukarabati'],
  ['kutumia', 'matumizi'],
  ['kusanifu', 'usanifu'],
  ['usanifu', 'msanifu'],
  ['msanifu', 'wasanifu'],
  ['kukadiria', 'makadirio'],
  ['kulipa', 'malipo'],
  ['ombi', 'maombi'],
  ['ombi', 'kuomba'],
  ['mwongozo', 'miongozo'],
  ['mwaka', 'miaka'],
  ['mlango', 'milango'],
  ['kiwango', 'viwango'],
  ['kiungo', 'viungo'],
  ['mpango', 'mipango'],
  ['mpango', 'kupanga'],
  ['mpangilio', 'mipangilio'],
  ['tatizo', 'matatizo'],
  ['mhandisi', 'wahandisi'],
  ['mkandarasi', 'wakandarasi'],
  ['kuhakikisha', 'tunahakikisha'],
  ['kutoa', 'tunatoa'],
  ['kufanya', 'tunafanya'],
  ['mkopo', 'mikopo'],
];

/** Words the search must keep apart. */
const differentWords: readonly (readonly [string, string])[] = [
  ['kilimani', 'mani'],
  ['ujenzi', 'ujuzi'],
  ['bati', 'bei'],
  ['mali', 'ali'],
  ['kazi', 'kuta'],
  ['jengo', 'jiko'],
];

function kiswahiliText(): string {
  const files = fs
    .readdirSync(path.join(__dirname, '../../../i18n/sw'), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.(mdx?|json|ya?ml)$/.test(entry.name));
  return files
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
    .toLowerCase();
}

describe('swahiliRoot', () => {
  const text = kiswahiliText();
  const onSite = new Set(text.match(/[\p{L}]+/gu));

  it('is tested on at least 60 pairs of the edition’s own words', () => {
    expect(sameWord.length).toBeGreaterThanOrEqual(60);
    const missing = sameWord.flat().filter((word) => !onSite.has(word));
    expect(missing).toEqual([]);
  });

  it.each(sameWord)('joins %s and %s', (a, b) => {
    expect(swahiliRoot(a)).toBe(swahiliRoot(b));
  });

  it.each(differentWords)('keeps %s and %s apart', (a, b) => {
    expect(swahiliRoot(a)).not.toBe(swahiliRoot(b));
  });

  it('reads a word in any case', () => {
    expect(swahiliRoot('Vibali')).toBe(swahiliRoot('kibali'));
  });
});
