import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {jsonForScript} from '@site/src/lib/scriptData';

type Data = object;

/**
 * Structured data for this page, placed in the document head; built from the site's URL. Titles
 * and names in it are what writers typed: written so that no text can end the script element.
 */
export default function JsonLd({data}: {readonly data: (siteUrl: string) => Data}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Head>
      <script type="application/ld+json">{jsonForScript(data(siteConfig.url))}</script>
    </Head>
  );
}
