import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Structured data for this page, placed in the document head. */
export default function JsonLd({data}: {readonly data: Record<string, unknown>}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
