/**
 * Local plugin: Docusaurus's client entry fetches the first page's route chunks in tasks after
 * the one that evaluates `main.js`, a chunk a task (src/lib/firstRouteCode.ts says why). Only the
 * entry's own `./preload` import is replaced, so navigating between pages, and Docusaurus's
 * preloading on hover and in view, are unchanged.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const name = 'first-route-code';

/** The module the entry's `./preload` becomes. */
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

/** Points the entry's preload import at the module that puts the chunks' requests off. */
export class FirstRouteCode {
  apply(compiler: Compiler): void {
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\/preload$/, (data) => {
      if (isEntryPreload(data)) {
        data.request = firstRouteCodeModule;
      }
    }).apply(compiler);
  }
}

export default function firstRouteCodePlugin(): Plugin {
  return {
    name,
    // The server's bundle renders pages without the entry, so only the browser's needs it.
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {plugins: [new FirstRouteCode() as never]},
  };
}
