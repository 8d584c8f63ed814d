/** @jest-environment node */
import {
  bundleExists,
  excerptParts,
  hitOf,
  firstMatches,
  matchedAWord,
  shownResults,
  resultKindOf,
  type PagefindResultData,
} from '../siteSearch';

describe('resultKindOf', () => {
  it.each([
    ['/services/residential', 'service'],
    ['/case-study/runda-luxury-mansion', 'caseStudy'],
    ['/insights/construction-permits-guide', 'article'],
    ['/pricing', 'pricing'],
    ['/pricing#materials', 'pricing'],
    ['/services', 'page'],
    ['/insights', 'page'],
    ['/insights/tags/materials', 'page'],
    ['/insights/authors', 'page'],
    ['/certification', 'page'],
    ['/', 'page'],
  ])('%s is a %s', (path, kind) => {
    expect(resultKindOf(path)).toBe(kind);
  });
});

describe('excerptParts', () => {
  it('splits the excerpt at its matches, which are marked, and decodes what Pagefind escaped', () => {
    expect(
      excerptParts(
        'Cement &amp; Aggregates: <mark>cement</mark> per 50 kg bag, &quot;KSh 750&quot; <mark>Cement</mark>',
      ),
    ).toEqual([
      {text: 'Cement & Aggregates: ', match: false},
      {text: 'cement', match: true},
      {text: ' per 50 kg bag, "KSh 750" ', match: false},
      {text: 'Cement', match: true},
    ]);
  });

  it('keeps markup-looking text as text, never as HTML', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([
      {text: '<script>alert(1)</script>', match: false},
    ]);
  });
});

const permits: PagefindResultData = {
  url: '/insights/construction-permits-guide',
  excerpt: 'Building without the right approvals … <mark>permits</mark> a typical project needs',
  meta: {title: 'Construction Permits in Kenya: A Step-by-Step Guide'},
  sub_results: [
    {
      title: 'Construction Permits in Kenya: A Step-by-Step Guide',
      url: '/insights/construction-permits-guide',
      excerpt: 'the <mark>permits</mark>',
      locations: [3],
    },
    {
      title: 'NCA Project Registration\u200b',
      url: '/insights/construction-permits-guide#nca-project-registration',
      excerpt: 'the <mark>NCA</mark> levy',
      locations: [40, 44, 51],
    },
    {
      title: 'County Plan Approval',
      url: '/insights/construction-permits-guide#county-plan-approval',
      excerpt: 'county <mark>NCA</mark>',
      locations: [80],
    },
  ],
};

describe('hitOf', () => {
  it('links to the section with most matches, named without the hash link’s zero-width space, with its excerpt', () => {
    expect(hitOf(permits, '/')).toEqual({
      url: '/insights/construction-permits-guide#nca-project-registration',
      title: 'Construction Permits in Kenya: A Step-by-Step Guide',
      section: 'NCA Project Registration',
      kind: 'article',
      excerpt: [
        {text: 'the ', match: false},
        {text: 'NCA', match: true},
        {text: ' levy', match: false},
      ],
    });
  });

  it('links to the page itself when no section under a heading matched', () => {
    const hit = hitOf({...permits, sub_results: [permits.sub_results![0]!]}, '/');
    expect(hit.url).toBe('/insights/construction-permits-guide');
    expect(hit).not.toHaveProperty('section');
    expect(hit.excerpt.map((part) => part.text).join('')).toBe(
      'Building without the right approvals … permits a typical project needs',
    );
  });

  it("tells what a result is by its path within the visitor's edition", () => {
    expect(
      hitOf(
        {url: '/sw/pricing', excerpt: '<mark>saruji</mark>', meta: {title: 'Bei za Uwazi'}},
        '/sw/',
      ).kind,
    ).toBe('pricing');
  });
});

describe('matchedAWord', () => {
  const found = (excerpt: string) => ({url: '/x', excerpt, meta: {}});

  it('keeps results that matched a word of the query', () => {
    expect(matchedAWord(found('the <mark>cement</mark> price'), 'cement')).toBe(true);
    expect(matchedAWord(found('<mark>NCA</mark> registration'), 'NCA')).toBe(true);
  });

  it('drops results that matched only a one-letter word, as a typo does', () => {
    expect(matchedAWord(found('held at 2 to 8 <mark>°C</mark>'), 'cemnt')).toBe(false);
    expect(matchedAWord(found('Share on <mark>X</mark>'), 'xyzzyq')).toBe(false);
  });

  it('looks at the sections’ excerpts too', () => {
    expect(
      matchedAWord(
        {
          ...found('no match here'),
          sub_results: [{title: 'A', url: '/x#a', excerpt: '<mark>borehole</mark>'}],
        },
        'borehole',
      ),
    ).toBe(true);
  });
});

describe('firstMatches', () => {
  const result = (excerpt: string, url: string) => {
    const data = jest.fn(async () => ({url, excerpt, meta: {}}));
    return {data};
  };
  const oneLetter = (i: number) => result('Share on <mark>X</mark>', `/x${i}`);
  const word = (i: number) => result('the <mark>cement</mark> price', `/cement${i}`);

  it('drops the one-letter matches before it counts, so later matches are still found', async () => {
    const results = [...Array.from({length: 6}, (_, i) => oneLetter(i)), word(1), word(2)];
    expect((await firstMatches(results, 'cement')).map((d) => d.url)).toEqual([
      '/cement1',
      '/cement2',
    ]);
  });

  it('keeps Pagefind’s order and shows at most five, reading no more results than it needs', async () => {
    const results = [word(1), oneLetter(1), ...Array.from({length: 10}, (_, i) => word(i + 2))];
    const found = await firstMatches(results, 'cement');
    expect(found.map((d) => d.url)).toEqual([
      '/cement1',
      '/cement2',
      '/cement3',
      '/cement4',
      '/cement5',
    ]);
    expect(found).toHaveLength(shownResults);
    expect(results.filter((r) => r.data.mock.calls.length > 0)).toHaveLength(2 * shownResults);
  });

  it('finds nothing when only one-letter words matched', async () => {
    expect(await firstMatches([oneLetter(1), oneLetter(2)], 'cemnt')).toEqual([]);
  });
});

describe('bundleExists', () => {
  const answer = (response: Partial<Response> | Error) =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (response instanceof Error) throw response;
      return response as Response;
    });
  afterEach(() => jest.restoreAllMocks());

  it("is true when the edition's search script is on the server", async () => {
    answer({ok: true, headers: new Headers({'content-type': 'text/javascript; charset=utf-8'})});
    await expect(bundleExists('/sw/')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/sw/pagefind/pagefind.js', {method: 'HEAD'});
  });

  it('is false when the server answers with a page, as the development server does for any path, or with 404', async () => {
    answer({ok: true, headers: new Headers({'content-type': 'text/html'})});
    await expect(bundleExists('/')).resolves.toBe(false);
    answer({ok: false, headers: new Headers({'content-type': 'text/html'})});
    await expect(bundleExists('/')).resolves.toBe(false);
  });

  it('is taken as there when the server cannot be reached: that is a connection problem, not a missing index', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(bundleExists('/')).resolves.toBe(true);
  });
});
