import type {LoadedPage} from '../buildIndex';

const photo = 'https://images.unsplash.com/photo-1545324418-cc1a3fa10c00';

/** Front matter that passes the case-study schema; tests override one field at a time. */
export function validCaseStudy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Nairobi Heights',
    description: 'An 18-storey apartment tower in Kilimani.',
    heroImage: photo,
    client: 'Kilele Properties Ltd',
    location: 'Kilimani, Nairobi',
    category: 'Residential',
    completionDate: 'March 2023',
    year: 2023,
    projectValue: 'KSh 1.2 billion',
    scope: '18-storey residential tower with 144 apartments',
    challenges: ['A tight plot with no laydown area.'],
    solutions: ['Deliveries booked into off-peak slots.'],
    timeline: [
      {phase: 'Design & Approvals', duration: '4 months'},
      {phase: 'Superstructure', duration: '10 months'},
    ],
    budget: [
      {phase: 'Planning & Design', share: 5},
      {phase: 'Foundation', share: 15},
      {phase: 'Superstructure', share: 35},
      {phase: 'Exterior', share: 15},
      {phase: 'Interior', share: 20},
      {phase: 'Mechanical', share: 8},
      {phase: 'Landscaping', share: 2},
    ],
    images: [
      {url: photo, caption: 'The completed tower.'},
      {url: photo, caption: 'The frame at level 12.'},
    ],
    testimonial: {
      quote: 'Delivered a month early.',
      author: 'Njeri Kamau',
      position: 'Managing Director',
    },
    specifications: {
      architectural: '144 apartments over 18 floors.',
      structural: 'C30 reinforced concrete frame.',
      mechanical: 'Three machine-room-less lifts.',
      electrical: '1,000 kVA transformer.',
      plumbing: '300 m³ basement reservoir.',
      sustainability: 'Solar water heating.',
    },
    team: [{name: 'Grace Wanjiku', role: 'Lead Architect', image: photo}],
    lessonsLearned: ['Agree delivery windows with neighbours early.'],
    related: ['runda-luxury-mansion'],
    ...overrides,
  };
}

export function caseStudyPage(
  id: string,
  frontMatter: Record<string, unknown> = validCaseStudy(),
): LoadedPage {
  return {
    type: 'mdx',
    permalink: `/case-study/${id}`,
    source: `@site/pages/case-study/${id}.mdx`,
    frontMatter,
  };
}

/** A pair of case studies that relate to each other, so the cross-links resolve. */
export function caseStudyPair(): LoadedPage[] {
  return [
    caseStudyPage('nairobi-heights'),
    caseStudyPage(
      'runda-luxury-mansion',
      validCaseStudy({
        title: 'Runda Luxury Mansion',
        label: 'Luxury Residential',
        related: ['nairobi-heights'],
      }),
    ),
  ];
}
