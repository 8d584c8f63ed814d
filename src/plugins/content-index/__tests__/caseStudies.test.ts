/** @jest-environment node */
import {buildContentIndex, type LoadedPage} from '../buildIndex';
import type {FrontMatterError} from '../frontMatter';
import {frontMatterError} from './frontMatterError';
import {caseStudyPage, caseStudyPair, validCaseStudy} from './caseStudyFixture';

const photo = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';
const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({length: n}, (_, i) => make(i));

function errorFor(pages: LoadedPage[]): FrontMatterError {
  return frontMatterError(() => buildContentIndex(pages));
}

/** The build's error when nairobi-heights carries these fields (its partner stays valid). */
const errorForOverride = (overrides: Record<string, unknown>) =>
  errorFor([caseStudyPage('nairobi-heights', validCaseStudy(overrides)), caseStudyPair()[1]!]);

function servicePage(caseStudy: string): LoadedPage {
  return {
    type: 'mdx',
    permalink: '/services/residential',
    source: '@site/pages/services/residential.mdx',
    frontMatter: {
      title: 'Residential Construction',
      description: 'Homes.',
      order: 1,
      heroImage: photo,
      features: times(5, (i) => `Feature ${i + 1}`),
      benefits: times(3, (i) => ({title: `Benefit ${i + 1}`, description: 'Why.'})),
      offerings: times(5, (i) => ({
        title: `Offering ${i + 1}`,
        description: 'What.',
        image: photo,
      })),
      process: times(6, (i) => ({title: `Step ${i + 1}`, description: 'How.'})),
      stats: times(4, (i) => ({value: `${i}+`, label: `Stat ${i}`})),
      featuredProjects: ['nairobi-heights', 'runda-luxury-mansion', caseStudy],
      testimonial: {quote: 'Good.', author: 'Jane', role: 'Homeowner', location: 'Karen'},
      faqs: times(5, (i) => ({question: `Q${i}?`, answer: 'A.'})),
    },
  };
}

describe('case-study index', () => {
  it('lists case studies newest first with the fields cards show', () => {
    const index = buildContentIndex([
      caseStudyPage('nairobi-heights'),
      caseStudyPage(
        'runda-luxury-mansion',
        validCaseStudy({
          title: 'Runda Luxury Mansion',
          label: 'Luxury Residential',
          completionDate: 'Ongoing',
          year: 2026,
          gallery: true,
          related: ['nairobi-heights'],
        }),
      ),
      {type: 'jsx', permalink: '/projects', source: '@site/pages/projects.tsx'},
    ]);
    expect(index.caseStudies).toEqual([
      {
        id: 'runda-luxury-mansion',
        permalink: '/case-study/runda-luxury-mansion',
        title: 'Runda Luxury Mansion',
        category: 'Residential',
        label: 'Luxury Residential',
        location: 'Kilimani, Nairobi',
        year: 2026,
        completionDate: 'Ongoing',
        scope: '18-storey residential tower with 144 apartments',
        heroImage: 'https://images.unsplash.com/photo-1545324418-cc1a3fa10c00',
        featured: false,
        gallery: true,
      },
      expect.objectContaining({id: 'nairobi-heights', gallery: false, featured: false}),
    ]);
    expect(index.caseStudies[1]).not.toHaveProperty('label');
  });

  describe('budget', () => {
    it('accepts shares that add up to 100, decimals included', () => {
      const budget = [
        {phase: 'Design', share: 12.5},
        {phase: 'Structure', share: 50.3},
        {phase: 'Finishes', share: 37.2},
      ];
      expect(() =>
        buildContentIndex([
          caseStudyPage('nairobi-heights', validCaseStudy({budget})),
          caseStudyPair()[1]!,
        ]),
      ).not.toThrow();
    });

    it.each([
      [
        'short of 100',
        [
          {phase: 'Design', share: 5},
          {phase: 'Structure', share: 90},
        ],
        'must add up to 100, but they add up to 95',
      ],
      [
        'over 100',
        [
          {phase: 'Design', share: 50},
          {phase: 'Structure', share: 60},
        ],
        'must add up to 100, but they add up to 110',
      ],
      [
        'a percentage string',
        [
          {phase: 'Design', share: '5%'},
          {phase: 'Structure', share: 95},
        ],
        '"budget[0].share" must be a number',
      ],
      [
        'a numeric string',
        [
          {phase: 'Design', share: '5'},
          {phase: 'Structure', share: 95},
        ],
        '"budget[0].share" must be a number',
      ],
      [
        'a zero share',
        [
          {phase: 'Design', share: 0},
          {phase: 'Structure', share: 100},
        ],
        '"budget[0].share" must be greater than 0',
      ],
      ['no phase name', [{share: 100}], '"budget[0].phase" is required'],
      ['no shares', [], '"budget" must contain at least 1 items'],
    ])('stops on shares %s, naming the file and the field', (_case, budget, message) => {
      const error = errorForOverride({budget});
      expect(error.message).toContain('pages/case-study/nairobi-heights.mdx');
      expect(error.message).toContain(message);
    });
  });

  it.each([
    [
      'category',
      {category: 'Mixed Use'},
      '"category" must be one of [Residential, Commercial, Industrial]',
    ],
    [
      'completionDate',
      {completionDate: '2023-03'},
      '"completionDate" "2023-03" must be "Month YYYY" or "Ongoing"',
    ],
    ['completionDate', {completionDate: 'Sometime 2023'}, '"completionDate"'],
    ['year', {year: 2022}, '"year" (2022) must be the year of "completionDate" (March 2023)'],
    ['title', {title: undefined}, '"title" is required'],
    [
      'mdx (switching the file to CommonMark)',
      {mdx: {format: 'md'}},
      '"mdx" is not a field of a case study (the fields are in docs/content-schemas.md)',
    ],
    ['client', {client: ''}, '"client" is not allowed to be empty'],
    [
      'heroImage',
      {heroImage: 'photo.jpg'},
      '"heroImage" must be an https:// URL or the name of a photo beside the file, e.g. ./hero.jpg',
    ],
    ['images', {images: [{url: photo}]}, '"images[0].caption" is required'],
    ['testimonial', {testimonial: {quote: 'q', author: 'a'}}, '"testimonial.position" is required'],
    [
      'testimonial',
      {testimonial: {quote: 'q', author: 'James Kariuki', honorific: 'Dr.', position: 'p'}},
      '"testimonial.honorific" must be one of eng, dr, prof, arch, qs, e.g. eng',
    ],
    [
      'specifications',
      {specifications: {architectural: 'a', structural: 's'}},
      '"specifications.mechanical" is required',
    ],
    [
      'team',
      {team: [{name: 'Grace Wanjiku', role: 'Lead Architect'}]},
      '"team[0].image" is required',
    ],
    ['timeline', {timeline: [{phase: 'Design'}]}, '"timeline[0].duration" is required'],
    ['lessonsLearned', {lessonsLearned: []}, '"lessonsLearned" must contain at least 1 items'],
    ['related', {related: ['Runda_Luxury_Mansion']}, '"related[0]"'],
    [
      'related',
      {related: ['runda-luxury-mansion', 'runda-luxury-mansion']},
      '"related[1]" contains a duplicate value',
    ],
  ])('stops on a wrong "%s", naming the file and the field', (_field, overrides, message) => {
    const error = errorForOverride(overrides);
    expect(error.message).toContain('pages/case-study/nairobi-heights.mdx');
    expect(error.message).toContain(message);
  });

  it('accepts "Ongoing" as the completion date with any expected year', () => {
    expect(() =>
      buildContentIndex([
        caseStudyPage('nairobi-heights', validCaseStudy({completionDate: 'Ongoing', year: 2027})),
        caseStudyPair()[1]!,
      ]),
    ).not.toThrow();
  });

  describe('links between files', () => {
    it('stops on a related id with no case study, naming the file and the field', () => {
      const error = errorForOverride({
        related: ['runda-luxury-mansion', 'nairobi-height', 'karen-villa'],
      });
      expect(error.file).toBe('pages/case-study/nairobi-heights.mdx');
      expect(error.problems).toEqual([
        expect.stringContaining('"related[1]" is "nairobi-height"'),
        expect.stringContaining(
          '"related[2]" is "karen-villa", but there is no case study with that id',
        ),
      ]);
    });

    it('stops on a case study related to itself', () => {
      const error = errorForOverride({related: ['nairobi-heights']});
      expect(error.message).toContain('"related[0]" is the case study itself');
    });

    it("stops on a service's featured project that is not a case study", () => {
      const error = errorFor([servicePage('kitengela-bungalow'), ...caseStudyPair()]);
      expect(error.file).toBe('pages/services/residential.mdx');
      expect(error.message).toContain(
        '"featuredProjects[2]" is "kitengela-bungalow", but there is no case study with that id',
      );
    });

    it("accepts a service's featured projects that are all case studies", () => {
      expect(() =>
        buildContentIndex([servicePage('nairobi-heights'), ...caseStudyPair()]),
      ).not.toThrow();
    });
  });

  it.each(['Kitengela Bungalow', 'kitengela_bungalow', '..%2f..%2fx'])(
    'stops on a case study whose file name %j is no address, naming the file',
    (id) => {
      const [, partner] = caseStudyPair();
      const page = {
        ...caseStudyPage('nairobi-heights', validCaseStudy({})),
        source: `@site/pages/case-study/${id}.mdx`,
      };
      expect(errorFor([page, partner!]).message).toContain(
        `the file's name "${id}" is the page's address: lower-case words joined by hyphens`,
      );
    },
  );
});
