/**
 * Swizzled (ejected) from @docusaurus/theme-classic BlogListPage.
 * Why: /insights is a searchable grid of article cards with category chips (spec section 2,
 * "Insights list") instead of the blog's stream of excerpts. The cards come from the content
 * index, which summarises the same blog posts. Kept from the original: page metadata, search
 * metadata and structured data.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import InsightList from '@site/src/components/InsightList';
import InsightsSubscribe from '@site/src/components/InsightsSubscribe';
import {insightsList} from '@site/src/data/insights';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';

export default function BlogListPage(props: Props): ReactNode {
  const {blogTitle, blogDescription} = props.metadata;
  const {insights, insightCategories} = useContentIndex();
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <Layout>
        <main>
          <PageHero
            title={blogTitle}
            lead={<p>{blogDescription}</p>}
            image={insightsList.heroImage}
          />
          <Section id="articles">
            <InsightList insights={insights} categories={insightCategories} />
          </Section>
          <InsightsSubscribe />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
