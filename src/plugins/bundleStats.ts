/**
 * Local plugin: on request, the client build's module statistics, for `npm run bench:bundle`
 * (what every page's first script holds). Off unless BUNDLE_STATS names a file; then module
 * concatenation is off, so each module counts apart (the bundle differs a little from the real
 * one), and Rspack's `stats.toJson()` of the modules and chunks is written there.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

export const bundleStatsVariable = 'BUNDLE_STATS';

export default function bundleStatsPlugin(): Plugin {
  const file = process.env[bundleStatsVariable];
  return {
    name: 'bundle-stats',
    configureWebpack: (_config, isServer) =>
      !file || isServer
        ? {}
        : {
            optimization: {concatenateModules: false},
            plugins: [
              {
                apply(compiler: {
                  hooks: {done: {tap: (name: string, run: (stats: Stats) => void) => void}};
                }) {
                  compiler.hooks.done.tap('bundle-stats', (stats) => {
                    const json = stats.toJson({all: false, modules: true, chunks: true, ids: true});
                    fs.writeFileSync(file, JSON.stringify(json));
                  });
                },
              },
            ],
          },
  };
}

type Stats = {toJson: (options: object) => unknown};
