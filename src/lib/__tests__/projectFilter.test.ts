/** @jest-environment node */
import {categoryParam, filterProjects, noFilter, parseCategory} from '../projectFilter';

const projects = [
  {
    id: 'nairobi-heights',
    title: 'Nairobi Heights',
    category: 'Residential',
    location: 'Kilimani, Nairobi',
    scope: '18-storey residential tower with 144 apartments',
  },
  {
    id: 'broadwalkmall',
    title: 'Broadwalk Mall',
    category: 'Commercial',
    location: 'Thika Road, Roysambu, Nairobi',
    scope: 'Three-level shopping mall with a food court',
  },
  {
    id: 'thika-agro-processing-plant',
    title: 'Thika Agro-Processing Plant',
    category: 'Industrial',
    location: 'Thika, Kiambu County',
    scope: 'Fruit processing plant with cold rooms',
  },
] as const;

const ids = (found: readonly {id: string}[]) => found.map((p) => p.id);

describe('filterProjects', () => {
  it('keeps everything with no category and no search', () => {
    expect(ids(filterProjects(projects, noFilter))).toEqual(['nairobi-heights', 'broadwalkmall', 'thika-agro-processing-plant']);
  });

  it.each([
    ['Residential', ['nairobi-heights']],
    ['Commercial', ['broadwalkmall']],
    ['Industrial', ['thika-agro-processing-plant']],
  ] as const)('keeps only %s projects for that category', (category, expected) => {
    expect(ids(filterProjects(projects, {category, search: ''}))).toEqual(expected);
  });

  it.each([
    ['a title', 'heights', ['nairobi-heights']],
    ['a location', 'roysambu', ['broadwalkmall']],
    ['a scope', 'cold room', ['thika-agro-processing-plant']],
    ['the middle of a word', 'alk M', ['broadwalkmall']],
    ['a word in more than one project', 'thika', ['broadwalkmall', 'thika-agro-processing-plant']],
  ])('matches a substring of %s', (_field, search, expected) => {
    expect(ids(filterProjects(projects, {category: 'All', search}))).toEqual(expected);
  });

  it('ignores letter case in the search and in the fields', () => {
    for (const search of ['KILIMANI', 'kilimani', 'KiLiMaNi']) {
      expect(ids(filterProjects(projects, {category: 'All', search}))).toEqual(['nairobi-heights']);
    }
  });

  it('ignores spaces around the search', () => {
    expect(ids(filterProjects(projects, {category: 'All', search: '  mall  '}))).toEqual(['broadwalkmall']);
  });

  it('does not search fields other than title, location and scope', () => {
    expect(filterProjects(projects, {category: 'All', search: 'Industrial'})).toEqual([]);
  });

  it('combines the category with the search', () => {
    expect(ids(filterProjects(projects, {category: 'Industrial', search: 'thika'}))).toEqual(['thika-agro-processing-plant']);
    expect(ids(filterProjects(projects, {category: 'Commercial', search: 'thika'}))).toEqual(['broadwalkmall']);
  });

  it('returns nothing when no project matches', () => {
    expect(filterProjects(projects, {category: 'All', search: 'mombasa'})).toEqual([]);
    expect(filterProjects(projects, {category: 'Residential', search: 'mall'})).toEqual([]);
  });
});

describe('category in the query string', () => {
  it('reads a category whatever its case', () => {
    expect(parseCategory('industrial')).toBe('Industrial');
    expect(parseCategory('Commercial')).toBe('Commercial');
  });

  it('reads a missing or unknown category as All', () => {
    expect(parseCategory(null)).toBe('All');
    expect(parseCategory('mixed-use')).toBe('All');
  });

  it('writes All as no parameter and other categories in lower case, round-tripping', () => {
    expect(categoryParam('All')).toBeNull();
    expect(categoryParam('Residential')).toBe('residential');
    expect(parseCategory(categoryParam('Residential'))).toBe('Residential');
  });
});
