/**
 * Local plugin: the files the static host reads, written after the build.
 * - `_headers`: security headers, with a Content-Security-Policy allowing exactly the hashes of
 *   the executable inline scripts found in the built pages (the colour-mode script Docusaurus
 *   inlines). Computed, never typed, so an upgrade that changes the script cannot break the site.
 * - `robots.txt`: pointing crawlers at the sitemap of the configured site URL.
 * - what is served beside the site and is no route of it (the web editor's folder).
 * Both at the site's root, for every edition: a locale's build writes into its own folder
 * (build/sw), and Docusaurus builds the default locale first, so the last build to finish sees
 * the pages of every edition and writes the files that cover them all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {
  headersFile,
  inlineScripts,
  type PathHeaders,
  robotsTxt,
  scriptHash,
  securityHeaders,
  siteRootOf,
} from './policy';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

export type StaticHostOptions = {
  /**
   * Targets of the client-redirects plugin's pages. That plugin writes them in its own
   * postBuild, which runs alongside this one, so their inline scripts are hashed from the
   * plugin's own page template rather than read back from disk.
   */
  readonly redirectTargets?: readonly string[];
  /** Paths with headers of their own (the web editor's folder). */
  readonly paths?: readonly PathHeaders[];
  /**
   * Files the host serves beside the site that are none of Docusaurus's routes (the web editor),
   * each written into the site's root folder after the build.
   */
  readonly servedBeside?: readonly ((siteRoot: string) => Promise<void>)[];
};

export default function staticHostPlugin(
  context: LoadContext,
  options: StaticHostOptions = {},
): Plugin {
  const {defaultLocale, localeConfigs} = context.i18n;
  return {
    name: 'static-host',
    async postBuild({outDir: localeOutDir}) {
      const outDir = siteRootOf(
        localeOutDir,
        context.baseUrl,
        localeConfigs[defaultLocale]?.baseUrl ?? '/',
      );
      const hashes = new Set<string>();
      for (const target of options.redirectTargets ?? []) {
        const toUrl = `${context.baseUrl}${target.replace(/^\//, '')}`;
        inlineScripts(createRedirectPageContent({toUrl})).forEach((script) =>
          hashes.add(scriptHash(script)),
        );
      }
      for (const file of await htmlFiles(outDir)) {
        inlineScripts(await fs.readFile(file, 'utf8')).forEach((script) =>
          hashes.add(scriptHash(script)),
        );
      }
      await fs.writeFile(
        path.join(outDir, '_headers'),
        headersFile(securityHeaders([...hashes]), options.paths),
      );
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
      await Promise.all((options.servedBeside ?? []).map((write) => write(outDir)));
    },
  };
}
