/**
 * Wraps @docusaurus/theme-classic MDXPage.
 * Why: service and case-study pages, and the About, Certification and Pricing pages, are
 * full-width landing pages composed of section components, so they skip the prose container and
 * table-of-contents column the original adds; the state banners the original shows above the
 * content (ContentVisibility) open their main content too. Every other MDX page (legal pages, for
 * instance) renders exactly as the original.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import ContentVisibility from '@theme/ContentVisibility';
import OriginalMDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import {isCollectionPermalink, isComposedPermalink} from '@site/src/lib/collections';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {editionPath} from '@site/src/lib/editionPath';

export default function MDXPage(props: Props): ReactNode {
  const {content: MDXPageContent} = props;
  const {metadata} = MDXPageContent;
  const {siteConfig} = useDocusaurusContext();
  const route = editionPath(metadata.permalink, siteConfig.baseUrl);
  if (!isComposedPermalink(route)) {
    return <OriginalMDXPage {...props} />;
  }
  const {title, description, frontMatter} = metadata;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata title={title} description={description} keywords={frontMatter.keywords} />
        {/* Case studies and services have cards of their own; the composed pages (About, Pricing…) show the site's. */}
        {isCollectionPermalink(route) && (
          <SocialCardMeta
            permalink={metadata.permalink}
            title={title ?? ''}
            imageSocial={(frontMatter as {image_social?: string}).image_social}
          />
        )}
        <main>
          <ContentVisibility metadata={metadata} />
          <MDXContent>
            <MDXPageContent />
          </MDXContent>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
