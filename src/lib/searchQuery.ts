/**
 * What the site search looks for when the visitor's words are not on the site as typed. Pagefind
 * matches a query word only as the start of a word on a page, so a slip early in a word ("cemnt")
 * finds nothing, and a Kiswahili word changed at its front ("tunajenga") misses the pages that
 * hold another form of it. Before the query reaches Pagefind, each word is checked against the
 * edition's words (written at build beside the index, src/plugins/site-search):
 * - a word that is on the site, or starts one, is searched as typed;
 * - otherwise, from 4 letters, the site's word nearest to it: within one edit (a letter added,
 *   dropped, changed, or two swapped) up to 7 letters, two from 8 (Algolia's rule), the more
 *   frequent of equals;
 * - in the Kiswahili edition, every form of the word on the site (src/lib/wordForms.ts) is
 *   searched too, after the word itself.
 */
import {swahiliRoot} from './wordForms';

/** Letters a query word needs before a slip in it is corrected. */
export const shortestCorrected = 4;
/** From this many letters, two slips are forgiven. */
export const twoEditsFrom = 8;
/** Most extra forms searched for one word, the commonest first. */
export const mostForms = 4;

export const allowedEdits = (word: string): number =>
  word.length < shortestCorrected ? 0 : word.length < twoEditsFrom ? 1 : 2;

/**
 * Edits between two words (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), or `limit + 1` as soon as it is certain to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The words of a text as the search compares them: lower case, letters and figures. */
export const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export type Language = 'en' | 'sw';

/**
 * The edition's word list as the build writes it (src/plugins/site-search/writeIndex.mjs): a
 * word a line, in blocks from the commonest, separated by an empty line.
 */
export const siteWordsOf = (text: string): string[] =>
  text.split('\n').filter((word) => word !== '');

/** An edition's words, the commonest first. */
export class SiteWords {
  private readonly rank = new Map<string, number>();
  private readonly roots = new Map<string, string[]>();

  constructor(
    private readonly words: readonly string[],
    private readonly language: Language,
  ) {
    words.forEach((word, i) => this.rank.set(word, i));
    if (language === 'sw') {
      for (const word of words) {
        const root = swahiliRoot(word);
        const forms = this.roots.get(root);
        if (forms) forms.push(word);
        else this.roots.set(root, [word]);
      }
    }
  }

  /** Whether the word is on the site, or starts a word that is (as Pagefind matches). */
  known(word: string): boolean {
    return this.rank.has(word) || this.words.some((w) => w.startsWith(word));
  }

  /** The site's word nearest to an unknown `word`, if one is close enough. */
  correction(word: string): string | undefined {
    const limit = allowedEdits(word);
    if (limit === 0 || /\d/.test(word)) return undefined;
    let best: {word: string; edits: number} | undefined;
    for (const candidate of this.words) {
      if (candidate.length < shortestCorrected - 1) continue;
      const edits = editDistance(word, candidate, Math.min(limit, best?.edits ?? limit));
      // The list is in order of frequency: of equals, the first found is the commoner.
      if (edits <= limit && (best === undefined || edits < best.edits))
        best = {word: candidate, edits};
    }
    return best?.word;
  }

  /** Other forms of the word on the site (Kiswahili only), the commonest first. */
  forms(word: string): string[] {
    if (this.language !== 'sw') return [];
    return (this.roots.get(swahiliRoot(word)) ?? [])
      .filter((form) => form !== word && !form.startsWith(word))
      .slice(0, mostForms);
  }
}

export type QueryPlan = {
  /** The query searched instead of the visitor's, when a word of it was corrected. */
  readonly corrected?: string;
  /** Queries to search, in order of rank: the visitor's (or its correction) first. */
  readonly queries: readonly string[];
};

/** Most queries searched for one visitor's query. */
export const mostQueries = 6;

/** What to search for `query`; `exact` searches the visitor's words as typed. */
export function planQuery(query: string, words: SiteWords, exact = false): QueryPlan {
  const typed = wordsOf(query);
  if (exact || typed.length === 0) return {queries: [query.trim()]};
  const chosen = typed.map((word) => (words.known(word) ? word : (words.correction(word) ?? word)));
  const main = chosen.join(' ');
  const queries = [main];
  // One word at a time in another form, so that a query of several words stays a few searches.
  chosen.forEach((word, i) => {
    for (const form of words.forms(word)) {
      const variant = chosen.map((w, j) => (j === i ? form : w)).join(' ');
      if (queries.length < mostQueries && !queries.includes(variant)) queries.push(variant);
    }
  });
  return {
    ...(chosen.some((word, i) => word !== typed[i]) ? {corrected: main} : {}),
    queries,
  };
}
