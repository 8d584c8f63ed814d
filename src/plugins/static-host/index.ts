/**
 * Local plugin: the files the static host reads, written after the build.
 * - `_headers`: security headers, with a Content-Security-Policy allowing by hash exactly the
 *   inline scripts the build itself writes: those Docusaurus's plugins and the theme inject into
 *   every page (the colour-mode script), passed through the build's own HTML minifier so the hash
 *   is of the text the pages hold. Every built page is then checked: an inline script that is not
 *   one of those, an inline event handler or a `javascript:` address stops the build, naming the
 *   file. What the output happens to contain is never hashed, so what a writer's text might slip
 *   into a page is refused rather than allowed.
 * - `_redirects`: old addresses answered by the host with a permanent redirect, in every edition.
 * - `robots.txt`: pointing crawlers at the sitemap of the configured site URL.
 * - the web editor, no route of the site: its own tree beside the public one (build-editor, the
 *   editor's Pages project, with its own `_headers` and `_redirects`: editorSite.ts, which
 *   `npm run build:editor` runs without the build). When the editor has an address of its own
 *   (EDITOR_URL) the public tree holds none of it and sends its folder there; without one (local
 *   runs, the browser tests) the public tree holds a copy too, one origin as before.
 * All at the site's root, for every edition: a locale's build writes into its own folder
 * (build/sw), and Docusaurus builds the default locale first, so the last build to finish sees
 * the pages of every edition and writes the files that cover them all.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {getHtmlMinifier} from '@docusaurus/bundler';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {
  checkedHeadersFile,
  editionFolderOf,
  editorRedirects,
  headersFile,
  type PathHeaders,
  type Redirect,
  redirectsFile,
  robotsTxt,
  scriptHash,
  scriptHashesOf,
  securityHeaders,
  allowedHosts,
  siteRootOf,
} from './policy';
import {pageCode, unexpectedCode} from './pageCode';
import {unexpectedMarkup} from './pageMarkup';
import {type HostedEditor, writeEditorSite} from './editorSite';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The inline scripts of the tags every page gets from the site's plugins and configuration, as
 * the build's HTML minifier writes them (it rewrites scripts; it honours SKIP_HTML_MINIFICATION).
 */
async function scriptsTheBuildWrites(props: Props): Promise<Set<string>> {
  const minifier = await getHtmlMinifier({
    type: props.siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser',
  });
  const page = `<!DOCTYPE html><html><head>${props.headTags}</head><body>${props.preBodyTags}<div id="__docusaurus"></div>${props.postBodyTags}</body></html>`;
  const {code} = await minifier.minify(page);
  return new Set(pageCode(code).inlineScripts);
}

export type StaticHostOptions = {
  /** Old addresses and where they now are, as paths of the default edition. */
  readonly redirects?: readonly Redirect[];
  /** Whether the pages carry Cloudflare Web Analytics' beacon, which the policy then allows. */
  readonly webAnalytics?: boolean;
  /** Paths with headers of their own (the web editor's folder). */
  readonly paths?: readonly PathHeaders[];
  /** The web editor, none of Docusaurus's routes: written after the build. */
  readonly editor?: HostedEditor;
};

export default function staticHostPlugin(
  context: LoadContext,
  options: StaticHostOptions = {},
): Plugin {
  const {defaultLocale, locales, localeConfigs} = context.i18n;
  const siteBaseUrl = localeConfigs[defaultLocale]?.baseUrl ?? '/';
  return {
    name: 'static-host',
    async postBuild(props) {
      const outDir = siteRootOf(props.outDir, context.baseUrl, siteBaseUrl);
      // Each edition's scripts differ (the colour-mode script names the edition's storage), so
      // each build checks its own pages, and the policy allows the scripts of every edition.
      const allowed = await scriptsTheBuildWrites(props);
      const otherEditions = locales
        .filter((locale) => locale !== context.i18n.currentLocale)
        .map((locale) =>
          editionFolderOf(outDir, localeConfigs[locale]?.baseUrl ?? siteBaseUrl, siteBaseUrl),
        )
        .filter((folder) => path.resolve(folder) !== path.resolve(outDir));
      const problems: string[] = [];
      for (const file of await htmlFiles(props.outDir)) {
        if (otherEditions.some((folder) => file.startsWith(`${folder}${path.sep}`))) {
          continue;
        }
        const relative = path.relative(outDir, file);
        const html = await fs.readFile(file, 'utf8');
        problems.push(
          ...unexpectedCode(relative, html, allowed),
          ...unexpectedMarkup(relative, html, {
            mapOrigin: allowedHosts.maps,
            photoOrigin: allowedHosts.images,
          }),
        );
      }
      if (problems.length > 0) {
        throw new Error(
          `Pages hold code or markup the build does not mean them to (a writer's text that became markup?):\n${problems.join('\n')}`,
        );
      }
      const headersPath = path.join(outDir, '_headers');
      // The default edition builds first, at the root, into an emptied folder; a later edition
      // adds its scripts to the policy that build wrote.
      const earlierEditions =
        path.resolve(props.outDir) === path.resolve(outDir)
          ? []
          : scriptHashesOf(await fs.readFile(headersPath, 'utf8').catch(() => ''));
      const hashes = [...earlierEditions, ...[...allowed].map(scriptHash)];
      await fs.writeFile(
        headersPath,
        checkedHeadersFile(
          headersFile(securityHeaders(hashes, {webAnalytics: options.webAnalytics}), options.paths),
        ),
      );
      const editionBases = locales.map((locale) => localeConfigs[locale]?.baseUrl ?? siteBaseUrl);
      const {editor} = options;
      await fs.writeFile(
        path.join(outDir, '_redirects'),
        redirectsFile(
          editionBases.flatMap((base) =>
            (options.redirects ?? []).map(({from, to}) => ({
              from: `${base}${from.replace(/^\//, '')}`,
              to: `${base}${to.replace(/^\//, '')}`,
            })),
          ),
        ) + (editor?.origin ? editorRedirects(editor.folder, editor.origin) : ''),
      );
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
      if (editor) {
        await writeEditorSite(outDir, editor);
      }
    },
  };
}
