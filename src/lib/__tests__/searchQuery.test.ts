/** @jest-environment node */
import {
  allowedEdits,
  editDistance,
  planQuery,
  SiteWords,
  siteWordsOf,
  wordsOf,
} from '../searchQuery';
import {answer} from '../siteSearch';

describe('editDistance', () => {
  it.each([
    ['cemnt', 'cement', 1], // a letter dropped
    ['cemment', 'cement', 1], // a letter added
    ['cemant', 'cement', 1], // a letter changed
    ['cmeent', 'cement', 1], // two letters swapped
    ['suprvison', 'supervision', 2],
    ['cement', 'cement', 0],
  ])('%s to %s is %i', (a, b, edits) => {
    expect(editDistance(a, b, 2)).toBe(edits);
  });

  it('stops past its limit', () => {
    expect(editDistance('cement', 'concrete', 1)).toBe(2);
  });
});

describe('allowedEdits', () => {
  it.each([
    ['kit', 0],
    ['cemnt', 1],
    ['kilimni', 1],
    ['permitts', 2],
    ['suprvision', 2],
  ])('%s may have %i', (word, edits) => {
    expect(allowedEdits(word)).toBe(edits);
  });
});

// Commonest first, as the build writes them.
const english = new SiteWords(
  [
    'construction',
    'cement',
    'permits',
    'permit',
    'supervision',
    'kilimani',
    'foundation',
    'found',
    'cemetery',
  ],
  'en',
);

describe('planQuery', () => {
  it('searches words on the site, or starting one, as typed', () => {
    expect(planQuery('Cement', english)).toEqual({queries: ['cement']});
    expect(planQuery('founda', english)).toEqual({queries: ['founda']});
  });

  it.each([
    ['cemnt', 'cement'],
    ['kilimni', 'kilimani'],
    ['suprvision', 'supervision'],
    ['permitts', 'permits'],
    ['contruction', 'construction'],
    ['foundtion', 'foundation'],
    ['contruction permitts', 'construction permits'],
  ])('corrects %s to %s', (typed, corrected) => {
    expect(planQuery(typed, english)).toEqual({corrected, queries: [corrected]});
  });

  it('leaves short words, figures and words too far from any alone', () => {
    expect(planQuery('cmt', english)).toEqual({queries: ['cmt']});
    expect(planQuery('50kg', english)).toEqual({queries: ['50kg']});
    expect(planQuery('borehole', english)).toEqual({queries: ['borehole']});
  });

  it('searches the words as typed when asked', () => {
    expect(planQuery('cemnt', english, true)).toEqual({queries: ['cemnt']});
  });

  it('prefers the nearer word, then the commoner', () => {
    const words = new SiteWords(['cement', 'cemeny', 'cemetery'], 'en');
    expect(words.correction('cemeni')).toBe('cement');
    expect(words.correction('cemetry')).toBe('cemetery');
  });

  it('in Kiswahili, searches the other forms of a word on the site after the word itself', () => {
    const kiswahili = new SiteWords(
      [
        'ujenzi',
        'majengo',
        'kujenga',
        'jengo',
        'tunajenga',
        'gharama',
        'vibali',
        'kibali',
        'nyumba',
      ],
      'sw',
    );
    expect(planQuery('tunajenga', kiswahili)).toEqual({
      queries: ['tunajenga', 'ujenzi', 'majengo', 'kujenga', 'jengo'],
    });
    expect(planQuery('kibali', kiswahili).queries).toEqual(['kibali', 'vibali']);
    expect(planQuery('gharma', kiswahili)).toEqual({corrected: 'gharama', queries: ['gharama']});
    expect(planQuery('ujnzi', kiswahili).queries[0]).toBe('ujenzi');
    expect(planQuery('vibali nyumba', kiswahili).queries).toEqual([
      'vibali nyumba',
      'kibali nyumba',
    ]);
  });

  it('adds no forms in English', () => {
    expect(new SiteWords(['permit', 'permits'], 'en').forms('permit')).toEqual([]);
  });
});

describe('wordsOf', () => {
  it('reads letters and figures in lower case', () => {
    expect(wordsOf('Bei ya BATI, 50kg!')).toEqual(['bei', 'ya', 'bati', '50kg']);
  });
});

describe('answer', () => {
  const result = (id: string, score: number) => ({
    id,
    score,
    data: async () => ({url: `/${id}`, excerpt: '', meta: {}}),
  });
  const pagefind = {
    search: jest.fn(async (query: string) => ({
      results:
        query === 'vibali'
          ? [result('a', 1)]
          : query === 'kibali'
            ? [result('b', 2), result('a', 5), result('c', 9)]
            : [],
    })),
  };
  const words = new SiteWords(['vibali', 'kibali'], 'sw');

  it('ranks the query’s own results first, then the other forms’ by score, each page once', async () => {
    const found = await answer(pagefind, words, 'vibali');
    expect(found.results.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    expect(found.searched).toBe('vibali');
    expect(found).not.toHaveProperty('corrected');
  });

  it('says what it searched instead', async () => {
    const found = await answer(pagefind, words, 'vibalii');
    expect(found).toMatchObject({corrected: 'vibali', searched: 'vibali'});
  });
});

describe('siteWordsOf', () => {
  it('reads the blocks of the build’s list in order, the commonest first', () => {
    const words = siteWordsOf('cement\nconcrete\n\nkilimani\n\nbungalow');
    expect(words).toEqual(['cement', 'concrete', 'kilimani', 'bungalow']);
    expect(new SiteWords(words, 'en').correction('bungalw')).toBe('bungalow');
  });
});
