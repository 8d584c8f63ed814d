/**
 * The browser's entry: Docusaurus's client entry, started in tasks after the one that evaluates
 * `main.js`.
 *
 * As the bundle's entry, Docusaurus's client entry ran every module of `main.js` (React DOM, the
 * router, the theme, the route registry) in the task that evaluated the script, after V8 had
 * finished compiling it there: on a slow phone, the longest task of every page. Here `main.js`'s
 * task only compiles; React DOM's module runs in the next task, and the client entry, with all
 * it imports, in the one after (docs/decisions/0084-client-entry-started-in-tasks-of-its-own.md).
 * The modules stay in `main.js` (an eager import adds no request); a tap in between is answered
 * sooner, and until React takes the page over, the page's own script in the head holds taps and
 * typed values (src/lib/earlyInput.ts).
 */
import {nextTask} from './nextTask';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'));
