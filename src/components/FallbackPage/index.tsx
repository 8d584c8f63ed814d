import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MDXContent from '@theme/MDXContent';
import type {Fallback} from '@site/src/lib/fallbacks';

/** A collection's default entry shown for an unknown id: not indexed, canonical to the real page. */
export default function FallbackPage({fallback}: {readonly fallback: Fallback}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {Content} = fallback;
  return (
    <>
      <PageMetadata title={fallback.title} description={fallback.description} />
      <Head>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={`${siteConfig.url}${fallback.canonicalPath}`} />
      </Head>
      <main>
        <MDXContent>
          <Content />
        </MDXContent>
      </main>
    </>
  );
}
