/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound.
 * Why: unknown ids under /services/, /case-study/ and /insights/ show the collection's default
 * page instead of "not found" (spec section 8; the table is ./fallbacks). The server-rendered
 * 404.html cannot know the path, so the fallback is chosen after hydration (useIsBrowser) to
 * keep the first client render identical to the HTML.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import FallbackPage from '@site/src/components/FallbackPage';
import {notFound} from '@site/src/data/notFound';
import {fallbacks} from './fallbacks';
import {findFallback} from './findFallback';

export default function NotFound(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const fallback = isBrowser ? findFallback(pathname, fallbacks) : undefined;
  return (
    <Layout>
      {fallback ? (
        <FallbackPage title={fallback.title} description={fallback.description} canonicalPath={fallback.canonicalPath}>
          <fallback.Content />
        </FallbackPage>
      ) : (
        <>
          <PageMetadata title={notFound.title} />
          <NotFoundContent />
        </>
      )}
    </Layout>
  );
}
