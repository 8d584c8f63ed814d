/** Words of every case-study page (/case-study/{id}); each project's facts live in its MDX file. */
import type {SpecificationKey} from './contentTypes';

export type CaseStudySectionId =
  | 'overview'
  | 'challenges-solutions'
  | 'timeline'
  | 'gallery'
  | 'specifications'
  | 'team'
  | 'lessons-learned';

export const caseStudyPage = {
  backLink: {label: 'Back to Gallery', to: '/gallery'},
  /** The sticky in-page navigation, in page order (spec: seven anchors). */
  navLabel: 'Case study sections',
  sections: [
    {id: 'overview', label: 'Overview'},
    {id: 'challenges-solutions', label: 'Challenges & Solutions'},
    {id: 'timeline', label: 'Timeline'},
    {id: 'gallery', label: 'Gallery'},
    {id: 'specifications', label: 'Specifications'},
    {id: 'team', label: 'Team'},
    {id: 'lessons-learned', label: 'Lessons Learned'},
  ] satisfies readonly {id: CaseStudySectionId; label: string}[],
  heroFacts: {location: 'Location', completion: 'Completion'},
  overviewFacts: {client: 'Client', projectValue: 'Project Value'},
  challengesTitle: 'Challenges',
  solutionsTitle: 'Solutions',
  galleryLabel: 'Project photographs',
  testimonialTitle: 'What Our Client Says',
  specificationLabels: {
    architectural: 'Architectural',
    structural: 'Structural',
    mechanical: 'Mechanical',
    electrical: 'Electrical',
    plumbing: 'Plumbing',
    sustainability: 'Sustainability',
  } satisfies Record<SpecificationKey, string>,
  sidebarLabel: 'Project details',
  summary: {
    title: 'Project Summary',
    client: 'Client',
    location: 'Location',
    completion: 'Completion',
    value: 'Project Value',
    category: 'Category',
  },
  budgetTitle: 'Budget Allocation',
  budgetNote: 'Share of the total project budget by phase.',
  relatedTitle: 'Related Projects',
  closing: {
    title: 'See More of What We Have Built',
    text: 'Apartment towers in Kilimani, factories in Thika, family homes in Runda and Nanyuki: browse the gallery of our completed and ongoing projects across Kenya.',
    primary: {label: 'Browse the Project Gallery', to: '/gallery'},
    secondary: {label: 'Start Your Project', to: '/contact'},
  },
} as const;
