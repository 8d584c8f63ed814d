/**
 * Unknown ids under a collection's path show that collection's default entry, as the spec
 * says ("silently"), marked noindex with a canonical link to the real page. A static host
 * serves 404.html for such paths; the NotFound page looks the path up here. They live with
 * the NotFound theme component, the only one that shows whole pages of other routes.
 */
import type {ComponentType, ReactNode} from 'react';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import type {Content as BlogPostContent} from '@theme/BlogPostPage';
import ResidentialService, {frontMatter as residentialFrontMatter} from '@site/pages/services/residential.mdx';
import SustainableArticle, * as sustainableArticle from '@site/blog/2025-08-21-sustainable-building-practices/index.mdx';
import InsightArticle from '@site/src/components/InsightArticle';
import NairobiHeights, {frontMatter as nairobiHeightsFrontMatter} from '@site/pages/case-study/nairobi-heights.mdx';
import type {FallbackRule} from './findFallback';

export type Fallback = FallbackRule & {
  /** The real page shown instead. */
  readonly canonicalPath: string;
  readonly title: string;
  readonly description?: string;
  readonly Content: ComponentType;
};

/** The article page as the blog renders it, from the article's MDX module and its metadata. */
function SustainableBuildingPractices(): ReactNode {
  return (
    <BlogPostProvider content={sustainableArticle as unknown as BlogPostContent} isBlogPostPage>
      <InsightArticle>
        <SustainableArticle />
      </InsightArticle>
    </BlogPostProvider>
  );
}

export const fallbacks: readonly Fallback[] = [
  {
    prefix: '/services/',
    canonicalPath: '/services/residential',
    title: residentialFrontMatter.title as string,
    description: residentialFrontMatter.description as string,
    Content: ResidentialService,
  },
  {
    prefix: '/insights/',
    canonicalPath: '/insights/sustainable-building-practices',
    title: sustainableArticle.frontMatter.title as string,
    description: sustainableArticle.frontMatter.description as string,
    Content: SustainableBuildingPractices,
    singleSegment: true,
  },
  {
    prefix: '/case-study/',
    canonicalPath: '/case-study/nairobi-heights',
    title: nairobiHeightsFrontMatter.title as string,
    description: nairobiHeightsFrontMatter.description as string,
    Content: NairobiHeights,
  },
];
