/**
 * Unknown ids under a collection's path show that collection's default entry, as the spec
 * says ("silently"), marked noindex with a canonical link to the real page. A static host
 * serves 404.html for such paths; the NotFound page looks the path up here. They live with
 * the NotFound theme component, the only one that shows whole pages of other routes.
 *
 * Each page is imported only when an unknown path asks for it: bundled statically, the three
 * pages would put every 404 over the JavaScript budget. `@edition/` imports the edition's own
 * file, its translation where there is one (src/plugins/edition-files).
 */
import type {ComponentType} from 'react';
import type {Content as BlogPostContent} from '@theme/BlogPostPage';
import type {FallbackRule} from './findFallback';

/** The page shown in place of an unknown one, once its module has loaded. */
export type FallbackPageContent = {
  readonly title: string;
  readonly description?: string;
  readonly Content: ComponentType;
};

export type Fallback = FallbackRule & {
  /** The real page shown instead. */
  readonly canonicalPath: string;
  readonly load: () => Promise<FallbackPageContent>;
};

type MdxPageModule = {default: ComponentType; frontMatter: Record<string, unknown>};

function fromMdxPage({default: Content, frontMatter}: MdxPageModule): FallbackPageContent {
  return {
    title: frontMatter.title as string,
    description: frontMatter.description as string | undefined,
    Content,
  };
}

export const fallbacks: readonly Fallback[] = [
  {
    prefix: '/services/',
    canonicalPath: '/services/residential',
    load: async () => fromMdxPage(await import('@edition/pages/services/residential.mdx')),
  },
  {
    prefix: '/insights/',
    canonicalPath: '/insights/sustainable-building-practices',
    singleSegment: true,
    // The article page as the blog renders it, from the article's MDX module and its metadata.
    load: async () => {
      const [article, {BlogPostProvider}, {default: InsightArticle}] = await Promise.all([
        import('@edition/blog/2025-08-21-sustainable-building-practices/index.mdx'),
        import('@docusaurus/plugin-content-blog/client'),
        import('@site/src/components/InsightArticle'),
      ]);
      const Article = article.default;
      return {
        title: article.frontMatter.title as string,
        description: article.frontMatter.description as string,
        Content: () => (
          <BlogPostProvider content={article as unknown as BlogPostContent} isBlogPostPage>
            <InsightArticle>
              <Article />
            </InsightArticle>
          </BlogPostProvider>
        ),
      };
    },
  },
  {
    prefix: '/case-study/',
    canonicalPath: '/case-study/nairobi-heights',
    load: async () => fromMdxPage(await import('@edition/pages/case-study/nairobi-heights.mdx')),
  },
];
