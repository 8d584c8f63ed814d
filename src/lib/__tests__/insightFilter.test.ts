import {filterInsights, parseCategory} from '../insightFilter';

const insight = (title: string, excerpt: string, category: string) => ({title, excerpt, category: {key: category}});

const insights = [
  insight('Sustainable Building Practices', 'Rainwater harvesting and solar for Kenyan homes.', 'sustainability'),
  insight('Smart Homes in Kenya', 'Solar backup, fibre and CCTV worth building in.', 'technology'),
  insight('Construction Permits Guide', 'County e-permits, NEMA and NCA explained.', 'regulations'),
  insight('Cost-Effective Materials', 'Where to save on cement and stone.', 'materials'),
];
const titles = (filter: Parameters<typeof filterInsights>[1]) => filterInsights(insights, filter).map((i) => i.title);

describe('filterInsights', () => {
  it('shows everything for All and no search', () => {
    expect(titles({query: '', category: null})).toHaveLength(4);
  });

  it('narrows to one category', () => {
    expect(titles({query: '', category: 'materials'})).toEqual(['Cost-Effective Materials']);
  });

  it('searches titles case-insensitively', () => {
    expect(titles({query: 'SMART', category: null})).toEqual(['Smart Homes in Kenya']);
  });

  it('searches excerpts as substrings', () => {
    expect(titles({query: 'sola', category: null})).toEqual(['Sustainable Building Practices', 'Smart Homes in Kenya']);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(titles({query: '  nema ', category: null})).toEqual(['Construction Permits Guide']);
  });

  it('combines search and category', () => {
    expect(titles({query: 'solar', category: 'technology'})).toEqual(['Smart Homes in Kenya']);
    expect(titles({query: 'solar', category: 'regulations'})).toEqual([]);
  });

  it('does not search other fields', () => {
    expect(titles({query: 'materials', category: null})).toEqual(['Cost-Effective Materials']);
    expect(titles({query: 'technology', category: null})).toEqual([]);
  });
});

describe('parseCategory', () => {
  it('accepts a known key and treats anything else as All', () => {
    expect(parseCategory('materials', ['materials', 'technology'])).toBe('materials');
    expect(parseCategory('Materials', ['materials'])).toBeNull();
    expect(parseCategory('gardening', ['materials'])).toBeNull();
    expect(parseCategory(null, ['materials'])).toBeNull();
  });
});
