/**
 * Local plugin: the scripts every page runs at start are compiled off the main thread.
 *
 * V8 compiles a function when it is first called, on the main thread, unless the script asks for
 * eager compilation: `//# allFunctionsCalledOnLoad` as a script's first line (Chrome 136 and
 * later; other engines read a comment) makes V8 compile all its functions while the script
 * streams in, on a background thread. Nearly every function of the entry chunks runs while the
 * page starts (Docusaurus's runtime, React DOM, the router, the theme's layout), and compiling
 * them on demand was about three quarters of that first long task
 * (docs/decisions/0059-entry-scripts-compiled-while-downloading.md).
 * Route chunks are left alone: a page's own chunk runs only part of what it holds.
 */
import type {Plugin} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Entry chunks: what every page loads and runs before anything else. */
const startupChunks = new Set(['main', 'runtime~main']);

/** Structural types of the bundler's API used here (Rspack's, webpack-compatible). */
type Source = unknown;
type Compilation = {
  chunks: Iterable<{name?: string | null; files: Iterable<string>}>;
  updateAsset(file: string, update: (source: Source) => Source): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
};
type Compiler = {
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {ConcatSource: new (...parts: (string | Source)[]) => Source};
  };
  hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}};
};

const name = 'startup-compile-hints';

/** Puts the hint first in each entry chunk's script, after minifying (which drops comments). */
export class StartupCompileHints {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier, before the content hashes are taken from the final files.
        {name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !startupChunks.has(chunk.name)) {
              continue;
            }
            for (const file of chunk.files) {
              if (file.endsWith('.js')) {
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(COMPILE_HINT, source),
                );
              }
            }
          }
        },
      );
    });
  }
}

export default function startupCompileHintsPlugin(): Plugin {
  return {
    name,
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {plugins: [new StartupCompileHints() as never]},
  };
}
