import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory} from '@docusaurus/router';
import routes from '@generated/routes';
import {inSiteAddress, sitePageOfLink} from './siteLinks';
import styles from './styles.module.css';

const noSubscription = () => () => undefined;
// One object for every render: React sets inner HTML again whenever this prop changes.
const keepHtml = {__html: ''};

/**
 * Content that works without a script (text, headings, links, photos): on the page a visitor
 * opens, React adopts the HTML the build wrote without hydrating it, which on a slow phone is
 * most of the main thread's work after load
 * (see docs/decisions/0058-static-content-is-not-hydrated.md). One listener
 * takes a click on any of its links to this edition's pages into the site's own navigation, and
 * one observer fetches ahead the code of the page a link leads to as the link comes into view, as
 * Docusaurus's Link does. After a navigation inside the site it renders as any component does. If one of its photos
 * cannot load, it renders its content after all, so that every photo's placeholder shows.
 */
export default function StaticHtml({
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'dangerouslySetInnerHTML'>): ReactNode {
  // React reads the server's answer while hydrating the build's HTML, the browser's otherwise.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [adopted, setAdopted] = useState(() => hydrating && ExecutionEnvironment.canUseDOM);
  const box = useRef<HTMLDivElement>(null);
  const history = useHistory();

  useEffect(() => {
    const element = box.current;
    if (!adopted || !element) {
      return undefined;
    }
    const follow = (click: MouseEvent) => {
      const to = inSiteAddress(click, window.location, routes);
      if (to !== null) {
        click.preventDefault();
        history.push(to);
      }
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [adopted, history]);

  // Docusaurus's prefetch skips a data saver or a 2G connection, and here waits for idle time
  // (src/clientModules/idlePrefetch.ts).
  useEffect(() => {
    const element = box.current;
    if (!adopted || !element || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const site = (window as unknown as {docusaurus?: {prefetch: (path: string) => unknown}})
      .docusaurus;
    const observer = new IntersectionObserver((entries) => {
      for (const {isIntersecting, target} of entries) {
        if (!isIntersecting) {
          continue;
        }
        observer.unobserve(target);
        const to = sitePageOfLink(target as HTMLAnchorElement, window.location, routes);
        if (to !== null) {
          site?.prefetch(new URL(to, window.location.origin).pathname);
        }
      }
    });
    element.querySelectorAll('a[href]').forEach((link) => observer.observe(link));
    return () => observer.disconnect();
  }, [adopted]);

  // As the Image component does for its own photo: decode() rejects once a photo fails to load.
  useEffect(() => {
    if (!adopted) {
      return undefined;
    }
    let active = true;
    box.current?.querySelectorAll('img').forEach((image) =>
      image.decode().catch(() => {
        if (active) {
          setAdopted(false);
        }
      }),
    );
    return () => {
      active = false;
    };
  }, [adopted]);

  const shared = {...props, ref: box, className: className ?? styles.box};
  // An element with inner HTML has no children for React to hydrate, and React leaves the HTML
  // it finds there as it is.
  return adopted ? (
    <div {...shared} dangerouslySetInnerHTML={keepHtml} suppressHydrationWarning />
  ) : (
    <div {...shared}>{children}</div>
  );
}
