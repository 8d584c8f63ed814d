/**
 * Local plugin: the site search's index, written after each edition's build into its own
 * folder (build/pagefind, build/sw/pagefind), so an edition searches its own language only.
 * Pagefind reads the built HTML of each searchable page, from its <main> only (header, footer
 * and navigation are not content), and writes a split index the browser fetches piece by piece
 * when someone searches. Nothing here runs in the browser; see src/lib/siteSearch.ts.
 */
import fs from 'node:fs/promises';
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchablePages} from './searchablePages';

export type SiteSearchOptions = {
  /** Paths within an edition left out of search, each with everything beneath it. */
  readonly excluded: readonly string[];
};

/** Where an edition's search files are, beneath its base URL. */
export const searchBundleFolder = 'pagefind';

async function existing(files: readonly string[]): Promise<string | undefined> {
  for (const file of files) {
    if (
      await fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/** Runs writeIndex.mjs with `input` on its stdin; rejects with what it printed if it fails. */
function runIndexer(input: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'writeIndex.mjs')], {
      stdio: ['pipe', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Search index not written (exit ${code}):\n${stderr}`)),
    );
    child.stdin.end(JSON.stringify(input));
  });
}

export default function siteSearchPlugin(context: LoadContext, options: SiteSearchOptions): Plugin {
  return {
    name: 'site-search',
    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const started = performance.now();
      const pages = searchablePages(routesPaths, {
        baseUrl: context.baseUrl,
        outDir,
        excluded: options.excluded,
        noIndex: (route) => routesBuildMetadata[route]?.noIndex ?? false,
      });
      const files = await Promise.all(
        pages.map(async (page) => ({url: page.url, file: await existing(page.files)})),
      );
      const missing = files.filter((page) => page.file === undefined).map((page) => page.url);
      if (missing.length > 0) throw new Error(`Search: no built file for ${missing.join(', ')}`);
      await runIndexer({outputPath: path.join(outDir, searchBundleFolder), pages: files});
      const ms = Math.round(performance.now() - started);
      console.log(
        `[INFO] [${context.i18n.currentLocale}] Search: ${pages.length} pages indexed in ${ms} ms.`,
      );
    },
  };
}
