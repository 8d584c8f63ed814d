/**
 * Docusaurus's Link fetches ahead the code of every page a link on screen leads to, as soon as
 * the link is seen: on a page's first load that is a route lookup and a few `<link
 * rel="prefetch">` per page linked to, run in the tasks right after hydration, the main thread's busiest time on a slow
 * phone (about 0.4 s of an article's load at a tenth of the CPU;
 * docs/decisions/0061-prefetch-in-idle-time.md).
 * Here each prefetch waits for the browser to be idle, one per idle period, so the next page is
 * still fetched ahead and opens as quickly. Hovering or touching a link still loads its page at
 * once (Docusaurus's preload, untouched).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/lib/whenIdle';

type Prefetch = (routePath: string) => false | Promise<void[]>;

/** What Docusaurus puts on `window`: its prefetch and preload, frozen. */
type DocusaurusGlobal = {readonly prefetch: Prefetch; readonly preload: unknown};

/** At the latest, a prefetch runs this long after it was asked for. */
const latestMs = 5000;

/**
 * A prefetch that queues each route and prefetches the queue when the browser is idle, in order,
 * one route per idle period: each `<link rel="prefetch">` costs the main thread about a
 * millisecond to insert here (ten on a slow phone), and a route has several.
 */
export function idlePrefetch(prefetch: Prefetch): Prefetch {
  const queue: string[] = [];
  let scheduled = false;
  const drain = () => {
    prefetch(queue.shift()!);
    scheduled = queue.length > 0;
    if (scheduled) {
      whenIdle(drain, latestMs);
    }
  };
  return (routePath) => {
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain, latestMs);
    }
    // Docusaurus's Link reads nothing from it; the prefetch itself happens later.
    return false;
  };
}

let installed = false;

/**
 * Replaces `window.docusaurus.prefetch` once the first page has rendered (the client entry sets
 * `window.docusaurus` before it hydrates; the links' observers report only after that render).
 */
export function onRouteDidUpdate(): void {
  if (installed || !ExecutionEnvironment.canUseDOM) {
    return;
  }
  installed = true;
  const site = (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus;
  (window as unknown as {docusaurus: DocusaurusGlobal}).docusaurus = Object.freeze({
    ...site,
    prefetch: idlePrefetch(site.prefetch),
  });
}
