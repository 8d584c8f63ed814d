/**
 * Replaces @docusaurus/theme-classic BlogListPage/StructuredData.
 * Why: the original writes `JSON.stringify` into its script as it is, so an article title holding
 * `</script>` ends the block and the rest became markup on /insights (found by the hostile-words
 * test build). The same data, written through JsonLd, which escapes it for a script element.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogListPage/StructuredData';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  const structuredData = useBlogListPageStructuredData(props);
  return <JsonLd data={() => structuredData} />;
}
