/**
 * The site search in the browser: Pagefind's bundle for this edition (written by
 * src/plugins/site-search after the build), loaded only when someone opens the search, and its
 * results turned into what the dialog shows.
 */
import {listingPaths} from '@site/src/data/listingPages';
import type {SearchResultKind} from '@site/src/data/siteSearch';
import {editionPath} from './editionPath';
import {planQuery, SiteWords, siteWordsOf, type Language} from './searchQuery';

export type ExcerptPart = {readonly text: string; readonly match: boolean};

export type SearchHit = {
  /** The page, or the section of it that matched ("/pricing#materials"). */
  readonly url: string;
  readonly title: string;
  /** The heading of the section the link opens, when it is not the page's own title. */
  readonly section?: string;
  readonly kind: SearchResultKind;
  readonly excerpt: readonly ExcerptPart[];
};

/** What a page is, by where it lives in its edition. */
export function resultKindOf(path: string): SearchResultKind {
  const [first, second, third] = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (first === 'services' && second && !third) return 'service';
  if (first === 'case-study' && second && !third) return 'caseStudy';
  if (
    first === 'insights' &&
    second &&
    !third &&
    !listingPaths.some((listing) => listing === `/insights/${second}`)
  )
    return 'article';
  if (first === 'pricing' && !second) return 'pricing';
  return 'page';
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]!);

/**
 * Pagefind's excerpt is escaped text with the matching words in <mark>; as parts, so the dialog
 * can highlight them without setting HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = /^<mark>(.*)<\/mark>$/.exec(part);
      return {
        text: decode(marked ? marked[1]! : part).replace(/\u200b/g, ''),
        match: marked !== null,
      };
    });
}

/**
 * Whether a result matched on a word of some length. Pagefind also matches a query against
 * one-letter words it holds ("X", "°C"), so a typo such as "cemnt" would list pages for their
 * "°C": such a result is dropped, and the visitor sees the help for finding nothing instead.
 */
export function matchedAWord(data: PagefindResultData, query: string): boolean {
  const longest = Math.max(...query.split(/\s+/).map((word) => word.length));
  const excerpts = [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)];
  const marked = excerpts.flatMap((excerpt) =>
    [...excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => decode(m[1]!)),
  );
  return marked.some((word) => word.replace(/\W/g, '').length >= Math.min(3, longest));
}

/** The part of Pagefind's result data the dialog uses. */
export type PagefindResultData = {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: {readonly title?: string};
  readonly sub_results?: readonly {
    readonly title: string;
    readonly url: string;
    readonly excerpt: string;
    readonly locations?: readonly number[];
  }[];
};

/**
 * A result as the dialog shows it. Where the words were found under a heading, the link opens
 * that section: the one with most matches, the first of equals.
 */
export function hitOf(data: PagefindResultData, baseUrl: string): SearchHit {
  const title = data.meta.title ?? data.url;
  const sections = (data.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  const best = sections.reduce<(typeof sections)[number] | undefined>(
    (top, sub) =>
      top === undefined || (sub.locations?.length ?? 0) > (top.locations?.length ?? 0) ? sub : top,
    undefined,
  );
  // Docusaurus ends a heading with a hash link holding a zero-width space.
  const section = best?.title.replace(/\u200b/g, '').trim();
  return {
    url: best?.url ?? data.url,
    title,
    ...(section && section !== title ? {section} : {}),
    kind: resultKindOf(editionPath(data.url, baseUrl)),
    excerpt: excerptParts(best?.excerpt ?? data.excerpt),
  };
}

/** How many results the dialog shows. */
export const shownResults = 5;

/**
 * The first `count` results, in Pagefind's order, that matched on a word (`matchedAWord`): the
 * dropped ones are dropped before counting, so a later match is never lost. Each result's data
 * is one more fetch, so they are read `count` at a time, and only as far as needed.
 */
export async function firstMatches(
  results: readonly {data(): Promise<PagefindResultData>}[],
  query: string,
  count = shownResults,
): Promise<PagefindResultData[]> {
  const kept: PagefindResultData[] = [];
  for (let start = 0; start < results.length && kept.length < count; start += count) {
    const batch = await Promise.all(results.slice(start, start + count).map((r) => r.data()));
    kept.push(...batch.filter((item) => matchedAWord(item, query)));
  }
  return kept.slice(0, count);
}

type PagefindResult = {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindResultData>;
};

export type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
};

export type SearchAnswer = {
  readonly hits: SearchHit[];
  /** What was searched instead of the visitor's words, when one of them was corrected. */
  readonly corrected?: string;
};

export type SiteSearch = {
  /** The best results for `query`, at most `shownResults`; `exact` searches the words as typed. */
  search(query: string, exact?: boolean): Promise<SearchAnswer>;
};

/** Where an edition's search bundle is (see src/plugins/site-search). */
export const searchBundleUrl = (baseUrl: string): string => `${baseUrl}pagefind/pagefind.js`;
/** The edition's words, written beside the bundle. */
export const siteWordsUrl = (baseUrl: string): string => `${baseUrl}pagefind/words.txt`;

/**
 * The results of the planned queries (src/lib/searchQuery.ts) as one list: the first query's in
 * Pagefind's order, so the visitor's own words (or their correction) rank first, then the other
 * forms' results by score, each page once.
 */
export async function answer(
  pagefind: Pick<Pagefind, 'search'>,
  words: SiteWords,
  query: string,
  exact = false,
): Promise<{corrected?: string; searched: string; results: PagefindResult[]}> {
  const plan = planQuery(query, words, exact);
  const [first, ...others] = await Promise.all(
    plan.queries.map(async (q) => (await pagefind.search(q))?.results ?? []),
  );
  const seen = new Set(first!.map((result) => result.id));
  const more = others
    .flat()
    .sort((a, b) => b.score - a.score)
    .filter((result) => !seen.has(result.id) && seen.add(result.id));
  return {
    ...(plan.corrected ? {corrected: plan.corrected} : {}),
    searched: plan.queries[0]!,
    results: [...first!, ...more],
  };
}

/**
 * Loads this edition's search. Rejects when the bundle is missing (the development server has
 * none) or cannot be fetched; the caller tells the two apart with `bundleExists`.
 */
export async function loadSiteSearch(baseUrl: string, language: Language): Promise<SiteSearch> {
  const wordList = async () => {
    const response = await fetch(siteWordsUrl(baseUrl));
    if (!response.ok) throw new Error(`${siteWordsUrl(baseUrl)}: ${response.status}`);
    return new SiteWords(siteWordsOf(await response.text()), language);
  };
  const bundle = async () => {
    // Not bundled: the file is written after the build, beside the pages.
    const pagefind = (await import(/* webpackIgnore: true */ searchBundleUrl(baseUrl))) as Pagefind;
    // The index holds whole paths ("/sw/pricing"): nothing to prepend to them. No Web Worker: for
    // an index this small the search takes milliseconds, and the worker would be one more file.
    await pagefind.options({baseUrl: '/', excerptLength: 24, noWorker: true});
    await pagefind.init();
    return pagefind;
  };
  // Side by side, and either failing fails the load (a word list never left unawaited).
  const [pagefind, words] = await Promise.all([bundle(), wordList()]);
  return {
    async search(query, exact = false) {
      const found = await answer(pagefind, words, query, exact);
      const matches = await firstMatches(found.results, found.searched);
      return {
        hits: matches.map((item) => hitOf(item, baseUrl)),
        ...(found.corrected ? {corrected: found.corrected} : {}),
      };
    },
  };
}

/**
 * Whether this edition's search bundle is on the server; a missing one is not a connection
 * problem. The development server answers every unknown path with its page, so only a script
 * counts.
 */
export async function bundleExists(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(searchBundleUrl(baseUrl), {method: 'HEAD'});
    return response.ok && /javascript/.test(response.headers.get('content-type') ?? '');
  } catch {
    return true;
  }
}
