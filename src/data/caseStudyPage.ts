/** Words of every case-study page (/case-study/{id}); each project's facts live in its MDX file. */
import {translate} from '@docusaurus/Translate';
import type {CaseStudyCategory, SpecificationKey} from './contentTypes';

export type CaseStudySectionId =
  | 'overview'
  | 'challenges-solutions'
  | 'timeline'
  | 'gallery'
  | 'specifications'
  | 'team'
  | 'lessons-learned';

const client = translate({id: 'caseStudy.fact.client.label', message: 'Client'});
const location = translate({id: 'caseStudy.fact.location.label', message: 'Location'});
const completion = translate({
  id: 'caseStudy.fact.completion.label',
  message: 'Completion',
  description: 'The completion date of a project',
});
const projectValue = translate({id: 'caseStudy.fact.projectValue.label', message: 'Project Value'});

export const caseStudyPage = {
  backLink: {
    label: translate({id: 'caseStudy.backLink.label', message: 'Back to Gallery'}),
    to: '/gallery',
  },
  /** The sticky in-page navigation, in page order (spec: seven anchors). */
  navLabel: translate({id: 'caseStudy.nav.label', message: 'Case study sections'}),
  sections: [
    {
      id: 'overview',
      label: translate({id: 'caseStudy.section.overview.title', message: 'Overview'}),
    },
    {
      id: 'challenges-solutions',
      label: translate({
        id: 'caseStudy.section.challengesSolutions.title',
        message: 'Challenges & Solutions',
      }),
    },
    {
      id: 'timeline',
      label: translate({id: 'caseStudy.section.timeline.title', message: 'Timeline'}),
    },
    {id: 'gallery', label: translate({id: 'caseStudy.section.gallery.title', message: 'Gallery'})},
    {
      id: 'specifications',
      label: translate({id: 'caseStudy.section.specifications.title', message: 'Specifications'}),
    },
    {id: 'team', label: translate({id: 'caseStudy.section.team.title', message: 'Team'})},
    {
      id: 'lessons-learned',
      label: translate({id: 'caseStudy.section.lessonsLearned.title', message: 'Lessons Learned'}),
    },
  ] satisfies readonly {id: CaseStudySectionId; label: string}[],
  heroFacts: {location, completion},
  overviewFacts: {client, projectValue},
  challengesTitle: translate({id: 'caseStudy.challenges.title', message: 'Challenges'}),
  solutionsTitle: translate({id: 'caseStudy.solutions.title', message: 'Solutions'}),
  galleryLabel: translate({id: 'caseStudy.gallery.label', message: 'Project photographs'}),
  testimonialTitle: translate({id: 'caseStudy.testimonial.title', message: 'What Our Client Says'}),
  specificationLabels: {
    architectural: translate({
      id: 'caseStudy.specification.architectural.label',
      message: 'Architectural',
    }),
    structural: translate({id: 'caseStudy.specification.structural.label', message: 'Structural'}),
    mechanical: translate({id: 'caseStudy.specification.mechanical.label', message: 'Mechanical'}),
    electrical: translate({id: 'caseStudy.specification.electrical.label', message: 'Electrical'}),
    plumbing: translate({id: 'caseStudy.specification.plumbing.label', message: 'Plumbing'}),
    sustainability: translate({
      id: 'caseStudy.specification.sustainability.label',
      message: 'Sustainability',
    }),
  } satisfies Record<SpecificationKey, string>,
  sidebarLabel: translate({id: 'caseStudy.sidebar.label', message: 'Project details'}),
  summary: {
    title: translate({id: 'caseStudy.summary.title', message: 'Project Summary'}),
    client,
    location,
    completion,
    value: projectValue,
    category: translate({id: 'caseStudy.fact.category.label', message: 'Category'}),
  },
  budgetTitle: translate({id: 'caseStudy.budget.title', message: 'Budget Allocation'}),
  budgetNote: translate({
    id: 'caseStudy.budget.note',
    message: 'Share of the total project budget by phase.',
  }),
  relatedTitle: translate({id: 'caseStudy.related.title', message: 'Related Projects'}),
  closing: {
    title: translate({id: 'caseStudy.closing.title', message: 'See More of What We Have Built'}),
    text: translate({
      id: 'caseStudy.closing.text',
      message:
        'Apartment towers in Kilimani, factories in Thika, family homes in Runda and Nanyuki: browse the gallery of our completed and ongoing projects across Kenya.',
    }),
    primary: {
      label: translate({
        id: 'caseStudy.closing.primary.label',
        message: 'Browse the Project Gallery',
      }),
      to: '/gallery',
    },
    secondary: {
      label: translate({id: 'caseStudy.closing.secondary.label', message: 'Start Your Project'}),
      to: '/contact',
    },
  },
} as const;

/** A project category's name: the front matter's value is its key, the same in every edition. */
export function caseStudyCategoryName(category: CaseStudyCategory): string {
  const names: Record<CaseStudyCategory, string> = {
    Residential: translate({
      id: 'caseStudy.category.residential',
      message: 'Residential',
      description: 'A project category',
    }),
    Commercial: translate({
      id: 'caseStudy.category.commercial',
      message: 'Commercial',
      description: 'A project category',
    }),
    Industrial: translate({
      id: 'caseStudy.category.industrial',
      message: 'Industrial',
      description: 'A project category',
    }),
  };
  return names[category];
}

/** What a project card or fact list calls the project: its finer label, else its category. */
export const caseStudyTag = (study: {
  readonly label?: string;
  readonly category: CaseStudyCategory;
}): string => study.label ?? caseStudyCategoryName(study.category);
