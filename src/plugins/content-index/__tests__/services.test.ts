/** @jest-environment node */
import {buildContentIndex, type LoadedPage} from '../buildIndex';
import {type FrontMatterError, validateFrontMatter} from '../frontMatter';
import {frontMatterError} from './frontMatterError';
import {serviceSchema} from '../services';
import {isCollectionPermalink} from '@site/src/lib/collections';
import {caseStudyPair} from './caseStudyFixture';

const photo = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';
const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({length: n}, (_, i) => make(i));

function validService(order: number, title = `Service ${order}`): Record<string, unknown> {
  return {
    title,
    description: `${title}, described for cards and search results.`,
    order,
    heroImage: photo,
    features: times(5, (i) => `Feature ${i + 1}`),
    benefits: times(6, (i) => ({title: `Benefit ${i + 1}`, description: 'Why it matters.'})),
    offerings: times(5, (i) => ({
      title: `Offering ${i + 1}`,
      description: 'What we do.',
      image: photo,
    })),
    process: times(6, (i) => ({title: `Step ${i + 1}`, description: 'What happens.'})),
    stats: [
      {value: '250+', label: 'Projects Completed'},
      {value: '98%', label: 'Client Satisfaction'},
      {value: '15+', label: 'Years Experience'},
      {value: 12, label: 'Industry Awards'},
    ],
    featuredProjects: ['nairobi-heights', 'runda-luxury-mansion', 'nairobi-heights'],
    testimonial: {
      quote: 'Good work.',
      author: 'Jane Wanjiru',
      role: 'Homeowner',
      location: 'Karen, Nairobi',
    },
    faqs: times(5, (i) => ({question: `Question ${i + 1}?`, answer: 'An answer.'})),
  };
}

function page(id: string, frontMatter: Record<string, unknown>, folder = 'services'): LoadedPage {
  return {
    type: 'mdx',
    permalink: `/${folder}/${id}`,
    source: `@site/pages/${folder}/${id}.mdx`,
    frontMatter,
  };
}

function errorFor(frontMatter: Record<string, unknown>): FrontMatterError {
  return frontMatterError(() =>
    buildContentIndex([page('residential', frontMatter), ...caseStudyPair()]),
  );
}

describe('service index', () => {
  it('lists services from their front matter, in their declared order', () => {
    const index = buildContentIndex([
      page('commercial', validService(2, 'Commercial Construction')),
      page('residential', validService(1, 'Residential Construction')),
      {type: 'jsx', permalink: '/about', source: '@site/pages/about.tsx'},
      page('not-a-service', validService(3), 'legal'),
      ...caseStudyPair(),
    ]);
    expect(index.services.map((s) => [s.id, s.title, s.permalink])).toEqual([
      ['residential', 'Residential Construction', '/services/residential'],
      ['commercial', 'Commercial Construction', '/services/commercial'],
    ]);
    expect(index.services[0]!.features).toHaveLength(5);
  });

  it("lists a translated service (the locale's own file) beside ones still in English", () => {
    const index = buildContentIndex([
      {
        ...page('residential', validService(1, 'Ujenzi wa Makazi')),
        permalink: '/sw/services/residential',
        source: '@site/i18n/sw/docusaurus-plugin-content-pages/services/residential.mdx',
      },
      {
        ...page('commercial', validService(2, 'Commercial Construction')),
        permalink: '/sw/services/commercial',
      },
      ...caseStudyPair(),
    ]);
    expect(index.services.map((s) => [s.id, s.title, s.permalink])).toEqual([
      ['residential', 'Ujenzi wa Makazi', '/sw/services/residential'],
      ['commercial', 'Commercial Construction', '/sw/services/commercial'],
    ]);
  });

  it('keeps the index slim: only what lists and cards show', () => {
    const [service] = buildContentIndex([
      page('residential', validService(1)),
      ...caseStudyPair(),
    ]).services;
    expect(Object.keys(service!).sort()).toEqual([
      'description',
      'features',
      'heroImage',
      'id',
      'permalink',
      'title',
    ]);
  });

  it('ignores the services index page itself', () => {
    const index = buildContentIndex([
      {type: 'jsx', permalink: '/services', source: '@site/pages/services/index.tsx'},
    ]);
    expect(index.services).toEqual([]);
  });

  it.each([
    ['features', {features: times(4, (i) => `Feature ${i}`)}, '"features" must contain 5 items'],
    [
      'process',
      {process: times(5, () => ({title: 'Step', description: 'd'}))},
      '"process" must contain 6 items',
    ],
    ['offerings', {offerings: []}, '"offerings" must contain 5 items'],
    ['faqs', {faqs: times(6, () => ({question: 'q', answer: 'a'}))}, '"faqs" must contain 5 items'],
    ['stats', {stats: [{value: '1', label: 'One'}]}, '"stats" must contain 4 items'],
    ['featuredProjects', {featuredProjects: []}, '"featuredProjects" must contain 3 items'],
    ['title', {title: undefined}, '"title" is required'],
    [
      'heroImage',
      {heroImage: 'not a url'},
      '"heroImage" must be an https:// URL or the name of a photo beside the file, e.g. ./hero.jpg',
    ],
    [
      'testimonial',
      {testimonial: {quote: 'q', author: 'a', role: 'r'}},
      '"testimonial.location" is required',
    ],
    [
      'featuredProjects[0]',
      {featuredProjects: ['Nairobi_Heights', 'nairobi-heights', 'nairobi-heights']},
      '"featuredProjects[0]"',
    ],
    [
      'featuredProjects',
      {
        featuredProjects: [
          {title: 'Nairobi Heights', image: photo, caseStudy: 'nairobi-heights'},
          'a',
          'b',
        ],
      },
      '"featuredProjects[0]" must be a string',
    ],
  ])('stops on a wrong "%s", naming the file and the field', (_field, override, message) => {
    const error = errorFor({...validService(1), ...override});
    expect(error.message).toContain('pages/services/residential.mdx');
    expect(error.message).toContain(message);
  });

  it('reports every problem of a file at once', () => {
    const error = errorFor({...validService(1), features: [], faqs: []});
    expect(error.problems).toHaveLength(2);
  });

  it('reads a numeric stat value as text', () => {
    const service = validateFrontMatter(
      serviceSchema,
      validService(1),
      'pages/services/residential.mdx',
    );
    expect(service.stats.map((s) => s.value)).toEqual(['250+', '98%', '15+', '12']);
  });
});

describe('standalone pages', () => {
  it("tells collection entries from a collection folder's own index page", () => {
    expect(isCollectionPermalink('/services/residential')).toBe(true);
    expect(isCollectionPermalink('/case-study/nairobi-heights')).toBe(true);
    expect(isCollectionPermalink('/services/')).toBe(false);
    expect(isCollectionPermalink('/about')).toBe(false);
  });

  it('lists every page that is not a collection entry, index pages without their trailing slash', () => {
    const index = buildContentIndex([
      {type: 'jsx', permalink: '/', source: '@site/pages/index.tsx'},
      {type: 'jsx', permalink: '/services/', source: '@site/pages/services/index.tsx'},
      {
        type: 'mdx',
        permalink: '/privacy-policy',
        source: '@site/pages/privacy-policy.mdx',
        frontMatter: {title: 'Privacy Policy'},
      },
    ]);
    expect(index.pages).toEqual([
      {permalink: '/'},
      {permalink: '/privacy-policy', title: 'Privacy Policy'},
      {permalink: '/services'},
    ]);
  });
});
