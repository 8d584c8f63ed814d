/**
 * Words of the project lists: /projects (every case study) and /gallery (those flagged
 * `gallery: true`). The projects and their categories come from the case-study MDX files.
 */
import {translate} from '@docusaurus/Translate';
import type {ListFilterWords} from './listFilters';

export type ProjectListWords = ListFilterWords & {
  readonly cardLinkLabel: string;
  /** Names of a card's facts, read by screen readers only. */
  readonly cardFacts: {readonly location: string; readonly year: string};
};

const listWords: ProjectListWords = {
  categoriesLabel: translate({id: 'projects.filter.label', message: 'Filter projects by category'}),
  cardLinkLabel: translate({
    id: 'projects.card.link',
    message: 'View Case Study',
    description: 'The link of each project card',
  }),
  cardFacts: {
    location: translate({
      id: 'projects.card.location',
      message: 'Location',
      description: 'Names a project card’s place, for screen readers',
    }),
    year: translate({
      id: 'projects.card.year',
      message: 'Year',
      description: 'Names a project card’s year, for screen readers',
    }),
  },
  resultCount: (shown, total, selectMessage) =>
    shown === total
      ? selectMessage(
          total,
          translate(
            {
              id: 'projects.count.all',
              message: 'Showing all {total} project|Showing all {total} projects',
              description:
                'Result count of a project list showing every project (plural forms by total)',
            },
            {total},
          ),
        )
      : selectMessage(
          total,
          translate(
            {
              id: 'projects.count.some',
              message: 'Showing {shown} of {total} project|Showing {shown} of {total} projects',
              description: 'Result count of a filtered project list (plural forms by total)',
            },
            {shown, total},
          ),
        ),
  empty: {
    title: translate({id: 'projects.empty.title', message: 'No projects found'}),
    text: translate({
      id: 'projects.empty.text',
      message:
        "We couldn't find any projects matching your current search and category. Try a different word or category, or browse all of our projects.",
    }),
    reset: translate({
      id: 'projects.empty.reset',
      message: 'View All Projects',
      description: 'Clears the search and the category',
    }),
  },
};

export const projectsPage = {
  title: translate({id: 'projects.page.title', message: 'Our Projects'}),
  lead: translate({
    id: 'projects.page.lead',
    message:
      'Homes, commercial buildings and factories we have designed and built across Kenya, each with the full story of how it was delivered.',
    description: 'The /projects hero text and page description',
  }),
  image: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e',
  listTitle: translate({id: 'projects.list.title', message: 'Project Portfolio'}),
  list: listWords,
  galleryLink: {
    label: translate({id: 'projects.galleryLink.label', message: 'View Full Gallery'}),
    to: '/gallery',
  },
} as const;

export const galleryPage = {
  title: translate({id: 'gallery.page.title', message: 'Project Gallery'}),
  lead: translate({
    id: 'gallery.page.lead',
    message:
      'A closer look at some of our finest work: family homes and apartment towers, a shopping mall, offices and factories, each searchable by name, place or scope.',
    description: 'The /gallery hero text and page description',
  }),
  image: 'https://images.unsplash.com/photo-1486406146926-c627a92ad1ab',
  listTitle: translate({id: 'gallery.list.title', message: 'Featured Work'}),
  list: {
    ...listWords,
    search: {
      label: translate({
        id: 'gallery.search.label',
        message: 'Search projects by name, location or scope',
      }),
      placeholder: translate({id: 'gallery.search.placeholder', message: 'Search projects...'}),
    },
  } satisfies ProjectListWords,
  cta: {
    title: translate({id: 'gallery.cta.title', message: 'Have a Project in Mind?'}),
    text: translate({
      id: 'gallery.cta.text',
      message:
        'Whether it is a family home, an office block or a factory, our engineers and quantity surveyors will visit your site and give you an honest, itemised estimate.',
    }),
    primary: {
      label: translate({id: 'gallery.cta.action', message: 'Contact Us Today'}),
      to: '/contact',
    },
  },
} as const;
