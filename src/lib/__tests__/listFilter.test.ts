/** @jest-environment node */
import {caseStudyCategories} from '@site/src/data/contentTypes';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import {
  filterList,
  galleryRule,
  insightRule,
  noFilter,
  parseCategory,
  projectCategories,
  projectRule,
  type ListFilter,
  type ListRule,
} from '../listFilter';

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

const insight = (title: string, excerpt: string, key: string) => ({
  title,
  excerpt,
  category: {key, label: key},
});
const insights = [
  insight(
    'Sustainable Building Practices',
    'Rainwater harvesting and solar for Kenyan homes.',
    'sustainability',
  ),
  insight('Smart Homes in Kenya', 'Solar backup, fibre and CCTV worth building in.', 'technology'),
  insight('Construction Permits Guide', 'County e-permits, NEMA and NCA explained.', 'regulations'),
  insight('Cost-Effective Materials', 'Where to save on cement and stone.', 'materials'),
];

const gallery = (filter: Partial<ListFilter>) =>
  filterList(projects, {...noFilter, ...filter}, galleryRule).map((p) => p.id);
const articles = (filter: Partial<ListFilter>) =>
  filterList(insights, {...noFilter, ...filter}, insightRule).map((i) => i.title);

/** The same rules for every list, each list with its own type of item. */
function describeList<T>(name: string, items: readonly T[], rule: ListRule<T>) {
  describe(`the ${name} list`, () => {
    const keep = (filter: ListFilter) => filterList(items, filter, rule);

    it('keeps everything, in order, with no category and no search', () => {
      expect(keep(noFilter)).toEqual(items);
    });

    it.each([...new Set(items.map((item) => rule.categoryOf(item)))])(
      'keeps exactly the items of category %s',
      (category) => {
        const kept = keep({category, query: ''});
        expect(kept.length).toBeGreaterThan(0);
        expect(kept).toEqual(items.filter((item) => rule.categoryOf(item) === category));
      },
    );

    it('keeps nothing for a category no item has', () => {
      expect(keep({category: 'mixed-use', query: ''})).toEqual([]);
    });
  });
}

describeList('projects', projects, projectRule);
describeList('gallery', projects, galleryRule);
describeList('insights', insights, insightRule);

describe('search', () => {
  it.each([
    ['a title', 'heights', ['nairobi-heights']],
    ['a location', 'roysambu', ['broadwalkmall']],
    ['a scope', 'cold room', ['thika-agro-processing-plant']],
    ['the middle of a word', 'alk M', ['broadwalkmall']],
    ['a word in more than one project', 'thika', ['broadwalkmall', 'thika-agro-processing-plant']],
  ])('on /gallery matches a substring of %s', (_field, query, expected) => {
    expect(gallery({query})).toEqual(expected);
  });

  it.each([
    ['a title, ignoring case', 'SMART', ['Smart Homes in Kenya']],
    ['excerpts, as substrings', 'sola', ['Sustainable Building Practices', 'Smart Homes in Kenya']],
    ['with spaces around it', '  nema ', ['Construction Permits Guide']],
  ])('on /insights matches %s', (_what, query, expected) => {
    expect(articles({query})).toEqual(expected);
  });

  it.each(['KILIMANI', 'kilimani', 'KiLiMaNi', '  kilimani  '])(
    'ignores letter case and surrounding spaces (%j)',
    (query) => {
      expect(gallery({query})).toEqual(['nairobi-heights']);
    },
  );

  it('reads no other fields than the list names', () => {
    expect(gallery({query: 'Industrial'})).toEqual([]);
    expect(articles({query: 'materials'})).toEqual(['Cost-Effective Materials']);
    expect(articles({query: 'technology'})).toEqual([]);
  });

  it('is ignored by /projects, which has no search box', () => {
    expect(filterList(projects, {category: null, query: 'mombasa'}, projectRule)).toEqual(projects);
  });

  it('combines with the category', () => {
    expect(gallery({category: 'industrial', query: 'thika'})).toEqual([
      'thika-agro-processing-plant',
    ]);
    expect(gallery({category: 'commercial', query: 'thika'})).toEqual(['broadwalkmall']);
    expect(articles({category: 'technology', query: 'solar'})).toEqual(['Smart Homes in Kenya']);
  });

  it('returns nothing when nothing matches', () => {
    expect(gallery({query: 'mombasa'})).toEqual([]);
    expect(gallery({category: 'residential', query: 'mall'})).toEqual([]);
    expect(articles({category: 'regulations', query: 'solar'})).toEqual([]);
  });
});

describe('category in the query string', () => {
  const projectKeys = projectCategories.map((c) => c.key);
  const insightKeys = testContentIndex.insightCategories.map((c) => c.key);

  it('offers every case-study category, in order, keyed by its lower-case name', () => {
    expect(projectCategories.map((c) => c.label)).toEqual(caseStudyCategories);
    for (const {key, label} of projectCategories) {
      expect(key).toBe(label.toLowerCase());
    }
  });

  it.each(testContentIndex.caseStudies)('keys $title by the chip of its category', (project) => {
    expect(projectKeys).toContain(projectRule.categoryOf(project));
  });

  it.each(
    projectKeys.flatMap((key) => [key, key.toUpperCase(), key[0]!.toUpperCase() + key.slice(1)]),
  )('reads project category %s whatever its case', (value) => {
    expect(parseCategory(value, projectKeys, projectRule.categoryIgnoresCase)).toBe(
      value.toLowerCase(),
    );
  });

  it.each(insightKeys)('reads insight category %s only as written in blog/tags.yml', (key) => {
    expect(parseCategory(key, insightKeys, insightRule.categoryIgnoresCase)).toBe(key);
    expect(
      parseCategory(key.toUpperCase(), insightKeys, insightRule.categoryIgnoresCase),
    ).toBeNull();
  });

  it.each([null, undefined, '', 'mixed-use', 'gardening'])(
    'reads a missing or unknown category (%j) as All',
    (value) => {
      expect(parseCategory(value, projectKeys, true)).toBeNull();
      expect(parseCategory(value, insightKeys)).toBeNull();
    },
  );
});
