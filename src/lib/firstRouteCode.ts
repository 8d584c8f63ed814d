/**
 * How the first page's own code is fetched: a task after the one that runs `main.js`.
 *
 * Docusaurus's entry asks for the page's route chunks while `main.js` is still being evaluated,
 * and inserting their script elements (seven on an article) was about a third of that task on a
 * slow phone. Waiting for the next task splits one long task in two, so a tap in between is
 * answered sooner; the chunks are asked for a moment later, while the page waits on the network
 * for them anyway (docs/decisions/0083-first-route-code-fetched-after-the-entry.md).
 * Later pages are fetched as Docusaurus fetches them: only the entry's import is replaced
 * (src/plugins/firstRouteCode.ts).
 */
import preload from '@docusaurus/core/lib/client/preload';

/** Resolves in a task of its own, after the current one (a message, which no timer clamp delays). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export default function preloadFirstRoute(pathname: string): Promise<unknown> {
  return nextTask().then(() => preload(pathname));
}
