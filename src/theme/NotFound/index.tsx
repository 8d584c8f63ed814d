/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound.
 * Why: unknown ids under /services/, /case-study/ and /insights/ show the collection's default
 * page instead of "not found" (spec section 8; the table is ./fallbacks). The server-rendered
 * 404.html cannot know the path, so the fallback is chosen after hydration (useIsBrowser) to
 * keep the first client render identical to the HTML, and its page is loaded only then.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import FallbackPage from '@site/src/components/FallbackPage';
import {notFound} from '@site/src/data/notFound';
import {fallbacks, type FallbackPageContent} from './fallbacks';
import {findFallback} from './findFallback';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {editionPath} from '@site/src/lib/editionPath';

type Loaded = {readonly pathname: string; readonly page: FallbackPageContent | null};

export default function NotFound(): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  // /sw/services/anything falls back as /services/anything does, to the edition's own page.
  const fallback = isBrowser
    ? findFallback(editionPath(pathname, siteConfig.baseUrl), fallbacks)
    : undefined;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (!fallback) {
      return undefined;
    }
    let current = true;
    fallback.load().then(
      (page) => current && setLoaded({pathname, page}),
      // A page that cannot be fetched (offline, say) leaves the visitor on "not found".
      () => current && setLoaded({pathname, page: null}),
    );
    return () => {
      current = false;
    };
  }, [fallback, pathname]);

  const page = loaded?.pathname === pathname ? loaded.page : undefined;
  return (
    <Layout>
      {fallback && page ? (
        <FallbackPage
          title={page.title}
          description={page.description}
          canonicalPath={fallback.canonicalPath}>
          <page.Content />
        </FallbackPage>
      ) : fallback && page === undefined ? (
        // The default page is on its way: nothing rather than a "not found" that flashes.
        <main />
      ) : (
        <>
          <PageMetadata title={notFound.title} />
          <NotFoundContent />
        </>
      )}
    </Layout>
  );
}
