/**
 * Builds the content index from the pages plugin's loaded MDX pages. Pure, so the rules a
 * writer can break are unit-tested; the plugin only wires it into Docusaurus.
 */
import path from 'path';
import {collections} from './collections';
import {validateFrontMatter} from './frontMatter';
import {serviceSchema, type ServiceFrontMatter} from './services';
import type {InsightIndex} from './insights';
import type {ContentIndex, ServiceSummary} from './types';

/** The slice of a pages-plugin MDX page the index needs. */
export type LoadedPage = {
  readonly type: 'mdx' | 'jsx';
  readonly permalink: string;
  /** e.g. "@site/pages/services/residential.mdx" */
  readonly source: string;
  readonly frontMatter?: Record<string, unknown>;
};

export type CollectionEntry<T> = {
  readonly id: string;
  readonly file: string;
  readonly permalink: string;
  readonly data: T;
};

export function collectionEntries(pages: readonly LoadedPage[], folder: string) {
  return pages
    .filter((page) => page.type === 'mdx')
    .map((page) => {
      const file = page.source.replace(/^@site\//, '');
      return {page, file, parts: file.split('/')};
    })
    .filter(({parts}) => parts.length === 3 && parts[0] === 'pages' && parts[1] === folder)
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

export function buildContentIndex(
  pages: readonly LoadedPage[],
  insights: InsightIndex = {insights: [], insightCategories: []},
): ContentIndex {
  const services: ServiceSummary[] = loadServices(pages).map(({id, permalink, data}) => ({
    id,
    permalink,
    title: data.title,
    description: data.description,
    heroImage: data.heroImage,
    features: data.features,
  }));
  // Case studies join the index with their own loader (issue 4).
  return {services, caseStudies: [], ...insights};
}
