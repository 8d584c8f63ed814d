/**
 * Kiswahili word forms for the site search: the root a word shares with its other forms, so a
 * query finds the pages that hold a different form of it (vibali for kibali, ujenzi for
 * tunajenga). Kiswahili changes a word mostly at its front, where a word-start search cannot
 * reach; no search library ships an analysis for it, so this is a small one, applied alike to
 * the edition's word list (written at build, src/plugins/site-search) and to the query.
 *
 * The analysis, in order, the first that applies:
 * 1. The infinitive: ku-/kw- (kujenga, kutoa, kukarabati).
 * 2. A verb form: subject marker + tense marker (+ object marker) + a stem, in a word ending in
 *    -a as Bantu verbs do: tu-na-jenga, wa-na-jenga, i-me-jengwa, a-ta-ku-saidia. So a place
 *    name such as Kilimani (ki-li-mani?) is left alone.
 * 3. A noun-class prefix: m-/wa- (mteja/wateja), m-/mi- (mradi/miradi), ki-/vi-, ch-/vy- before a
 *    vowel (chumba/vyumba), ji-/ma- (jengo/majengo, fundi/mafundi), u- (ujenzi); before a vowel
 *    m- and wa- are written mw- and waw- (mwaka/miaka, mwekezaji/wawekezaji).
 * What remains must keep three letters, or the word is its own root (maji is not ma + ji).
 * Then the final vowel goes, and the commonest derivations are undone on what is left:
 * - the passive -w- (jengwa, simamiwa): jengw → jeng;
 * - the noun of action -zi after n or a vowel (ujenzi, usimamizi): jenz → jeng, simamiz → simami.
 *
 * It over-joins now and then (wakati and kati share a root); that costs little here, because a
 * form of the query's own word only adds pages after those that hold the word itself.
 */

const vowels = 'aeiou';
const subjects = ['ni', 'u', 'a', 'tu', 'wa', 'i', 'zi', 'ki', 'vi', 'li', 'ya', 'ku', 'pa'];
const tenses = ['na', 'li', 'ta', 'me', 'ki', 'nge', 'ka'];
const objects = ['ni', 'ku', 'm', 'mw', 'tu', 'wa', 'ki', 'vi', 'li', 'ya', 'i', 'zi'];
const nounPrefixes = ['wa', 'mi', 'vi', 'ki', 'vy', 'ch', 'ma', 'ji', 'm', 'u'];
/** A stem keeps at least this many letters. */
const shortestStem = 3;

const longestFirst = (prefixes: readonly string[]) =>
  [...prefixes].sort((a, b) => b.length - a.length);

/** The stem after a verb's subject, tense and optional object markers, if the word is one. */
function verbStem(word: string): string | undefined {
  if (!word.endsWith('a')) return undefined;
  for (const subject of longestFirst(subjects)) {
    if (!word.startsWith(subject)) continue;
    for (const tense of longestFirst(tenses)) {
      const rest = word.slice(subject.length);
      if (!rest.startsWith(tense)) continue;
      const stem = rest.slice(tense.length);
      // An object marker only where the stem without it is still a stem.
      for (const object of longestFirst(objects)) {
        if (stem.startsWith(object) && stem.length - object.length > shortestStem)
          return stem.slice(object.length);
      }
      if (stem.length >= shortestStem) return stem;
    }
  }
  return undefined;
}

function withoutPrefix(word: string): string {
  // The infinitive first: ku-ka-diria would otherwise read as a verb form.
  if (/^k[uw]/.test(word) && word.length - 2 >= shortestStem) return word.slice(2);
  const verb = verbStem(word);
  if (verb) return verb;
  for (const prefix of nounPrefixes) {
    if (!word.startsWith(prefix)) continue;
    const stem = word.slice(prefix.length);
    // ch-/vy- only before a vowel (chumba), m- only before a consonant (mradi; mali is a word).
    if ((prefix === 'ch' || prefix === 'vy') && !vowels.includes(stem[0] ?? '')) continue;
    if (prefix === 'm' && vowels.includes(stem[0] ?? '')) continue;
    // m-/wa- before a stem in w- (mwaka/miaka, mwekezaji/wawekezaji): the w is the prefix's.
    if (/^w[aeiou]/.test(stem) && stem.length > shortestStem) return stem.slice(1);
    if (stem.length >= shortestStem) return stem;
  }
  return word;
}

/** The root a Kiswahili word shares with its other forms, in lower case. */
export function swahiliRoot(word: string): string {
  const lower = word.toLowerCase();
  let root = withoutPrefix(lower);
  if (root.length > shortestStem && vowels.includes(root.at(-1)!)) root = root.slice(0, -1);
  if (root.length > shortestStem && root.endsWith('w')) root = root.slice(0, -1);
  if (root.endsWith('nz')) root = `${root.slice(0, -1)}g`;
  else if (root.length > shortestStem + 1 && /[aeiou]z$/.test(root)) root = root.slice(0, -1);
  return root;
}
