/**
 * Words of the project lists: /projects (every case study) and /gallery (those flagged
 * `gallery: true`). The projects themselves come from the case-study MDX files.
 */
import {caseStudyCategories, type CaseStudyCategory} from '../plugins/content-index/types';

export const allCategories = 'All';
export type CategoryChoice = typeof allCategories | CaseStudyCategory;

/** The category filter's buttons, in the spec's order. */
export const categoryChoices: readonly CategoryChoice[] = [allCategories, ...caseStudyCategories];

export type EmptyStateWords = {
  readonly title: string;
  readonly text: string;
  readonly reset: string;
};

export type ProjectListWords = {
  readonly filterLabel: string;
  readonly cardLinkLabel: string;
  /** Names of a card's facts, read by screen readers only. */
  readonly cardFacts: {readonly location: string; readonly year: string};
  /** Announced to screen readers and shown above the cards whenever the list changes. */
  readonly resultCount: (shown: number, total: number) => string;
  readonly empty: EmptyStateWords;
};

const projectCount = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;

const listWords: ProjectListWords = {
  filterLabel: 'Filter projects by category',
  cardLinkLabel: 'View Case Study',
  cardFacts: {location: 'Location', year: 'Year'},
  resultCount: (shown, total) =>
    shown === total ? `Showing all ${projectCount(total)}` : `Showing ${shown} of ${projectCount(total)}`,
  empty: {
    title: 'No projects found',
    text: "We couldn't find any projects matching your current search and category. Try a different word or category, or browse all of our projects.",
    reset: 'View All Projects',
  },
};

export const projectsPage = {
  title: 'Our Projects',
  lead: 'Homes, commercial buildings and factories we have designed and built across Kenya, each with the full story of how it was delivered.',
  image: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e',
  listTitle: 'Project Portfolio',
  list: listWords,
  galleryLink: {label: 'View Full Gallery', to: '/gallery'},
} as const;

export const galleryPage = {
  title: 'Project Gallery',
  lead: 'A closer look at some of our finest work: family homes and apartment towers, a shopping mall, offices and factories, each searchable by name, place or scope.',
  image: 'https://images.unsplash.com/photo-1486406146926-c627a92ad1ab',
  listTitle: 'Featured Work',
  list: listWords,
  search: {label: 'Search projects by name, location or scope', placeholder: 'Search projects...'},
  cta: {
    title: 'Have a Project in Mind?',
    text: 'Whether it is a family home, an office block or a factory, our engineers and quantity surveyors will visit your site and give you an honest, itemised estimate.',
    action: {label: 'Contact Us Today', to: '/contact'},
  },
} as const;
