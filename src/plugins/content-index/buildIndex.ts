/**
 * Builds the content index from the pages plugin's loaded MDX pages. Pure, so the rules a
 * writer can break are unit-tested; the plugin only wires it into Docusaurus.
 */
import path from 'path';
import {
  collections,
  isCollectionPermalink,
  landingPermalinks,
  type LandingPermalink,
} from '../../lib/collections';
import {FrontMatterError, kebabCaseId, validateFrontMatter} from './frontMatter';
import {serviceSchema} from './services';
import type {InsightIndex} from './insights';

import {caseStudySchema} from './caseStudies';
import {landingSchemas} from './landingPages';
import type {
  AboutFrontMatter,
  CaseStudyFrontMatter,
  ServiceFrontMatter,
} from '../../data/frontMatterTypes';
import {authorsFile, staffFile} from './people';
import type {
  CaseStudySummary,
  ClientTestimonial,
  ContentIndex,
  PageSummary,
  Person,
  ServiceSummary,
} from '../../data/contentTypes';
import {pagesSource} from './pagesSource';

/** The slice of a pages-plugin MDX page the index needs. */
export type LoadedPage = {
  readonly type: 'mdx' | 'jsx';
  readonly permalink: string;
  /** e.g. "@site/pages/services/residential.mdx" */
  readonly source: string;
  readonly frontMatter?: Record<string, unknown>;
};

// An index file's route (pages/services/index.tsx: /services/) is served without the slash.
const servedPath = (permalink: string) =>
  permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink;

const isLanding = (permalink: string): permalink is LandingPermalink =>
  (landingPermalinks as readonly string[]).includes(permalink);

function standalonePages(pages: readonly LoadedPage[]): PageSummary[] {
  return pages
    .filter((page) => !isCollectionPermalink(page.permalink))
    .map((page) => {
      const permalink = servedPath(page.permalink);
      // A composed page's title is its hero heading; lists name it as they name code-built pages.
      const title = isLanding(permalink) ? undefined : page.frontMatter?.title;
      return typeof title === 'string' ? {permalink, title} : {permalink};
    })
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
}

export type CollectionEntry<T> = {
  readonly id: string;
  readonly file: string;
  readonly permalink: string;
  readonly data: T;
};

/** A translation (i18n/sw/docusaurus-plugin-content-pages/services/x.mdx) stands where its English file does. */
const translatedPagesFolder = /^i18n\/[^/]+\/docusaurus-plugin-content-pages\//;

export function collectionEntries(pages: readonly LoadedPage[], folder: string) {
  return pages
    .filter((page) => page.type === 'mdx')
    .map((page) => {
      const file = page.source.replace(/^@site\//, '');
      const inFolder = file.replace(translatedPagesFolder, `${pagesSource.path}/`);
      return {page, file, parts: inFolder.slice(pagesSource.path.length + 1).split('/')};
    })
    .filter(({parts}) => parts.length === 2 && parts[0] === folder)
    .map(({page, file}) => ({
      id: path.basename(file).replace(/\.mdx?$/, ''),
      file,
      permalink: page.permalink,
      frontMatter: page.frontMatter ?? {},
    }));
}

export function loadServices(pages: readonly LoadedPage[]): CollectionEntry<ServiceFrontMatter>[] {
  return collectionEntries(pages, collections.services)
    .map(({id, file, permalink, frontMatter}) => ({
      id,
      file,
      permalink,
      data: validateFrontMatter(serviceSchema, frontMatter, file),
    }))
    .sort((a, b) => a.data.order - b.data.order);
}

/** Newest first, so /projects and /gallery open on recent work. */
export function loadCaseStudies(
  pages: readonly LoadedPage[],
): CollectionEntry<CaseStudyFrontMatter>[] {
  return collectionEntries(pages, collections.caseStudies)
    .map(({id, file, permalink, frontMatter}) => {
      // The file's name is the page's address (/case-study/{id}), which writers name in the editor.
      if (!kebabCaseId.test(id)) {
        throw new FrontMatterError(file, [
          `the file's name "${id}" is the page's address: lower-case words joined by hyphens, e.g. kitengela-bungalow.mdx`,
        ]);
      }
      return {
        id,
        file,
        permalink,
        data: validateFrontMatter(caseStudySchema, frontMatter, file),
      };
    })
    .sort((a, b) => b.data.year - a.data.year || a.data.title.localeCompare(b.data.title));
}

/** Links between files that each validate on their own: every case-study id named must exist. */
function checkCaseStudyLinks(
  services: readonly CollectionEntry<ServiceFrontMatter>[],
  caseStudies: readonly CollectionEntry<CaseStudyFrontMatter>[],
): void {
  const ids = new Set(caseStudies.map((c) => c.id));
  const missing = (field: string, id: string) =>
    `"${field}" is "${id}", but there is no case study with that id (pages/${collections.caseStudies}/${id}.mdx)`;
  const links = [
    ...caseStudies.map(({file, id: self, data}) => ({
      file,
      problems: data.related.flatMap((id, i) =>
        id === self
          ? [`"related[${i}]" is the case study itself`]
          : ids.has(id)
            ? []
            : [missing(`related[${i}]`, id)],
      ),
    })),
    ...services.map(({file, data}) => ({
      file,
      problems: data.featuredProjects.flatMap((id, i) =>
        ids.has(id) ? [] : [missing(`featuredProjects[${i}]`, id)],
      ),
    })),
  ];
  const broken = links.find((link) => link.problems.length > 0);
  if (broken) {
    throw new FrontMatterError(broken.file, broken.problems);
  }
}

/** A person named by key must be one of the people files', with a portrait to show. */
function personProblems(field: string, key: string, people: readonly Person[]): string[] {
  const person = people.find((p) => p.id === key);
  if (!person) {
    return [
      `"${field}" is "${key}", but neither ${authorsFile} nor pages/${staffFile} has a person with that key`,
    ];
  }
  return person.portrait ? [] : [`"${field}" is "${key}", who has no "portrait" in ${authorsFile}`];
}

function checkTeamPeople(
  caseStudies: readonly CollectionEntry<CaseStudyFrontMatter>[],
  people: readonly Person[],
): void {
  for (const {file, data} of caseStudies) {
    const problems = data.team.flatMap((member, i) =>
      'person' in member ? personProblems(`team[${i}].person`, member.person, people) : [],
    );
    if (problems.length > 0) {
      throw new FrontMatterError(file, problems);
    }
  }
}

/** The composed standalone pages' front matter, and the people the About page names by key. */
function checkLandingPages(pages: readonly LoadedPage[], people: readonly Person[]): void {
  for (const page of pages) {
    const permalink = servedPath(page.permalink);
    if (page.type !== 'mdx' || !isLanding(permalink)) {
      continue;
    }
    const file = page.source.replace(/^@site\//, '');
    const data = validateFrontMatter(landingSchemas[permalink], page.frontMatter ?? {}, file);
    if (permalink === '/about') {
      const problems = (data as AboutFrontMatter).leadership.flatMap(({person}, i) =>
        personProblems(`leadership[${i}].person`, person, people),
      );
      if (problems.length > 0) {
        throw new FrontMatterError(file, problems);
      }
    }
  }
}

export function buildContentIndex(
  pages: readonly LoadedPage[],
  insights: InsightIndex = {insights: [], insightCategories: []},
  people: readonly Person[] = [],
  testimonials: readonly ClientTestimonial[] = [],
): ContentIndex {
  const serviceEntries = loadServices(pages);
  const caseStudyEntries = loadCaseStudies(pages);
  checkCaseStudyLinks(serviceEntries, caseStudyEntries);
  checkTeamPeople(caseStudyEntries, people);
  checkLandingPages(pages, people);
  const services: ServiceSummary[] = serviceEntries.map(({id, permalink, data}) => ({
    id,
    permalink,
    title: data.title,
    description: data.description,
    heroImage: data.heroImage,
    features: data.features,
  }));
  const caseStudies: CaseStudySummary[] = caseStudyEntries.map(({id, permalink, data}) => ({
    id,
    permalink,
    title: data.title,
    category: data.category,
    ...(data.label && {label: data.label}),
    location: data.location,
    year: data.year,
    completionDate: data.completionDate,
    scope: data.scope,
    heroImage: data.heroImage,
    featured: data.featured ?? false,
    gallery: data.gallery ?? false,
  }));
  return {
    pages: standalonePages(pages),
    services,
    caseStudies,
    ...insights,
    people: [...people],
    testimonials: [...testimonials],
  };
}
