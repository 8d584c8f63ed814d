/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound.
 * Why: unknown ids under /services/ (and later other collections) show the collection's
 * default page instead of "not found" (spec section 8). The server-rendered 404.html cannot
 * know the path, so the fallback is chosen after hydration (useIsBrowser) to keep the first
 * client render identical to the HTML.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import FallbackPage from '@site/src/components/FallbackPage';
import {findFallback} from '@site/src/lib/fallbacks';

export default function NotFound(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const fallback = isBrowser ? findFallback(pathname) : undefined;
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <Layout>
      {fallback ? (
        <FallbackPage fallback={fallback} />
      ) : (
        <>
          <PageMetadata title={title} />
          <NotFoundContent />
        </>
      )}
    </Layout>
  );
}
