import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import MDXContent from '@theme/MDXContent';

export type FallbackPageProps = {
  readonly title: string;
  readonly description?: string;
  /** The real page whose content is shown. */
  readonly canonicalPath: string;
  /** That page's content. */
  readonly children: ReactNode;
};

/** A collection's default entry shown for an unknown id: not indexed, canonical to the real page. */
export default function FallbackPage({
  title,
  description,
  canonicalPath,
  children,
}: FallbackPageProps): ReactNode {
  const canonicalUrl = useBaseUrl(canonicalPath, {absolute: true});
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Head>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
      <main>
        <MDXContent>{children}</MDXContent>
      </main>
    </>
  );
}
