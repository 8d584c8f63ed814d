/**
 * Local plugin: how the browser's bundle starts a page, in tasks a slow phone can answer a tap
 * between.
 *
 * - Its entry is `src/lib/clientStart.ts`, which runs React DOM's module and then Docusaurus's
 *   client entry each in a task after the one that evaluates `main.js`.
 * - The client entry's own `./preload` import becomes `src/lib/firstRouteCode.ts`, which asks for
 *   the first page's route chunks a chunk a task. Only that import is replaced, so navigating
 *   between pages, and Docusaurus's preloading on hover and in view, are unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const name = 'client-start';

/** The browser bundle's entry. */
export const clientStartModule = path.resolve(__dirname, '../lib/clientStart.ts');

/** The module the client entry's `./preload` becomes. */
export const firstRouteCodeModule = path.resolve(__dirname, '../lib/firstRouteCode.ts');

/** What the bundler says of a request as it resolves it (the fields used here). */
export type ResolveData = {request: string; contextInfo: {issuer: string}};

/** Whether a request is the client entry's import of Docusaurus's preload function. */
export function isEntryPreload({request, contextInfo}: ResolveData): boolean {
  return (
    request === './preload' &&
    /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/.test(contextInfo.issuer)
  );
}

type Compiler = {
  webpack: {
    NormalModuleReplacementPlugin: new (
      pattern: RegExp,
      replace: (data: ResolveData) => void,
    ) => {apply(compiler: Compiler): void};
  };
};

/** Points the client entry's preload import at the module that puts the chunks' requests off. */
export class FirstRouteCode {
  apply(compiler: Compiler): void {
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/preload$/, (data) => {
      if (isEntryPreload(data)) {
        data.request = firstRouteCodeModule;
      }
    }).apply(compiler);
  }
}

export default function clientStartPlugin(): Plugin {
  return {
    name,
    // The server's bundle renders pages without the client entry, so only the browser's changes.
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            entry: clientStartModule,
            mergeStrategy: {entry: 'replace'},
            plugins: [new FirstRouteCode() as never],
          },
  };
}
