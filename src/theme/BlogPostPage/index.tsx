/**
 * Swizzled (ejected) from @docusaurus/theme-classic BlogPostPage.
 * Why: an insight is a full-width article page (spec section 2, "Article detail"): a photo hero,
 * a side panel with the table of contents and sharing, the author and related articles, not the
 * blog's three-column layout with a previous/next paginator. Kept from the original: the post
 * provider, the page classes, metadata and structured data, and the content container the feeds
 * read from (inside InsightArticle). The page's state banners (ContentVisibility: draft, unlisted,
 * a translation behind its English) open the main content, above the hero.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import Layout from '@theme/Layout';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/BlogPostPage';
import InsightArticle from '@site/src/components/InsightArticle';

export default function BlogPostPage({content: BlogPostContent}: Props): ReactNode {
  return (
    <BlogPostProvider content={BlogPostContent} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <Layout>
          <main>
            <ContentVisibility metadata={BlogPostContent.metadata} />
            <InsightArticle>
              <BlogPostContent />
            </InsightArticle>
          </main>
        </Layout>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
