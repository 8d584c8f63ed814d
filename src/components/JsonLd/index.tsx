import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Data = Record<string, unknown>;

/** Structured data for this page, placed in the document head; built from the site's URL. */
export default function JsonLd({data}: {readonly data: (siteUrl: string) => Data}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data(siteConfig.url))}</script>
    </Head>
  );
}
