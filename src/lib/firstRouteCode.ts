/**
 * How the first page's own code is fetched: in tasks after the client entry's, one script
 * element per task.
 *
 * Docusaurus's client entry asks for the page's route chunks as it runs, and inserting their
 * script elements (seven on an article) was about a third of its task on a slow phone; together,
 * in one task of their own, they were still a long task there. So the chunks are asked for in
 * the task after the entry's (which itself comes after `main.js`'s: src/lib/clientStart.ts), and
 * each chunk's script element is inserted in a task of its own: a tap in between is answered
 * sooner, and the chunks are asked for a few milliseconds later, while the page waits on the
 * network for them anyway (docs/decisions/0083-first-route-code-fetched-after-the-entry.md).
 * Later pages are fetched as Docusaurus fetches them: only the entry's import is replaced
 * (src/plugins/clientStart.ts), and the bundler's script loader is itself again as soon as
 * the first page's chunks have been asked for.
 */
import preload from '@docusaurus/core/lib/client/preload';
import {nextTask} from './nextTask';

/** The bundler's runtime: `l` inserts the script element of a chunk (webpack's and Rspack's). */
type BundlerRuntime = {l: (...load: unknown[]) => void};
declare const __webpack_require__: BundlerRuntime;

/** Runs `ask` with each script element it inserts put off to a task of its own. */
export function eachScriptInItsOwnTask<T>(runtime: BundlerRuntime, ask: () => T): T {
  const insert = runtime.l;
  runtime.l = (...load) => {
    void nextTask().then(() => insert(...load));
  };
  try {
    return ask();
  } finally {
    runtime.l = insert;
  }
}

export default function preloadFirstRoute(pathname: string): Promise<unknown> {
  return nextTask().then(() =>
    eachScriptInItsOwnTask(__webpack_require__, () => preload(pathname)),
  );
}
