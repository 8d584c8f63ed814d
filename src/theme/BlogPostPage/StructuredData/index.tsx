/**
 * Replaces @docusaurus/theme-classic BlogPostPage/StructuredData.
 * Why: the original writes `JSON.stringify` into its script as it is, so an article title holding
 * `</script>` ends the block and the rest of the title became markup (found by the hostile-words
 * test build). The same data, written through JsonLd, which escapes it for a script element.
 */
import type {ReactNode} from 'react';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '@site/src/components/JsonLd';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  return <JsonLd data={() => structuredData} />;
}
