/**
 * The web editor at /admin/ (Sveltia CMS), written after the build as plain files beside the
 * site: its page, config.yml, the bundle copied from npm (no CDN
 * at run time), its setup script and the preview's stylesheet. It is no route of Docusaurus, so
 * the bundler, the sitemap, the search index and the feeds never see it, and no public page
 * loads a byte of it. Its own Content-Security-Policy is written by the static-host plugin.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import {editorConfig, editorFiles, editorFolder, editorPage, editorSetup} from './editorConfig';
import type {EditorSources} from './collections';
import {authorsFile, staffFile} from '../content-index/people';
import {packageFile} from '../packageFile';
import {readYaml} from '../yamlReader';

/**
 * A data file of the site (`file` from its root), read as data as the build reads it
 * (../yamlReader.ts): no anchor, no key that names a prototype, no control character. The editor's
 * job runs no other check before it writes the editor's JavaScript.
 */
const readDataFile = async <T>(siteDir: string, file: string): Promise<T> =>
  readYaml(await fs.readFile(path.join(siteDir, file), 'utf8'), file) as T;

/** The keyed lists the editor offers, read from their one source each. */
export async function editorSources(siteDir: string): Promise<EditorSources> {
  return {
    categories: await readDataFile(siteDir, 'blog/tags.yml'),
    authors: await readDataFile(siteDir, authorsFile),
    staff: await readDataFile(siteDir, `pages/${staffFile}`),
  };
}

/** The site's palette and fonts: the first :root block of custom.css, as the site has it. */
export function rootVariables(css: string): string {
  const block = /:root\s*\{[^}]*\}/.exec(css);
  if (!block) throw new Error('src/css/custom.css has no :root block for the editor preview');
  return block[0];
}

/** Where the bundle fetches its fonts at run time (a CDN), and the one we ship ourselves. */
const fontCdn = /url\((https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([^:@)]+)[^)]*)\)/g;
export const iconFont = {
  family: 'material-symbols-outlined',
  file: 'material-symbols-outlined-latin-wght-normal.woff2',
} as const;

/**
 * The editor's files as installed from npm, wherever npm put them: the bundle (which its package
 * does not export, so found from the package's folder) and the icon font (which it does).
 */
export const installedFiles = () => ({
  bundle: packageFile('@sveltia/cms', 'dist/sveltia-cms.js'),
  iconFont: require.resolve(
    `@fontsource-variable/material-symbols-outlined/files/${iconFont.file}`,
  ),
});

/**
 * The bundle as published, with its fonts served from the editor's own folder: the icons (without
 * them every button shows its icon's name) from npm, the text fonts from the writer's computer
 * or the system's. Fails the build when an update moves them, rather than letting the editor
 * fetch from a CDN its policy refuses.
 */
export function withOwnFonts(bundle: string, fontsUrl: string): string {
  let icons = 0;
  const rewritten = bundle.replace(fontCdn, (_, _url: string, family: string) => {
    if (family !== iconFont.family) return `local('${family}')`;
    icons += 1;
    return `url(${fontsUrl}${iconFont.file})`;
  });
  if (icons === 0 || rewritten.includes('cdn.jsdelivr.net/fontsource')) {
    throw new Error(
      'The editor bundle no longer loads its fonts as src/plugins/web-editor expects',
    );
  }
  return rewritten;
}

/**
 * What the editor's files take from the site's context: its folder, address and editions. A
 * plugin's LoadContext (@docusaurus/types) is one; `npm run build:editor`
 * (scripts/editorBuild.ts) gives the same values without loading the site.
 */
export type EditorContext = {
  readonly siteDir: string;
  readonly siteConfig: {readonly url: string};
  readonly i18n: {
    readonly defaultLocale: string;
    readonly localeConfigs: Readonly<Record<string, {readonly baseUrl?: string} | undefined>>;
  };
};

export type WebEditorOptions = {
  /** "owner/name" of the GitHub repository the editor commits to. */
  readonly repository: string;
  /** The editor's own origin, where it signs in (EDITOR_URL); the site's when unset. */
  readonly editorUrl?: string;
};

/**
 * Writes the editor's files into the site's root folder. Run by the static-host plugin after the
 * build rather than as a plugin of its own: Docusaurus lists every plugin in the JavaScript that
 * every page loads, and the editor adds not a byte there.
 */
export function editorFilesWriter(
  context: EditorContext,
  options: WebEditorOptions,
): (siteRoot: string) => Promise<void> {
  return async (siteRoot) => {
    const dir = path.join(siteRoot, editorFolder);
    await fs.mkdir(dir, {recursive: true});
    // The site's base, not the edition's (/sw/): one editor at the site's root for every edition.
    // (siteConfig.baseUrl is the edition's in a locale's build: the default locale's is the root.)
    const {siteDir} = context;
    const {defaultLocale, localeConfigs} = context.i18n;
    const baseUrl = localeConfigs[defaultLocale]?.baseUrl ?? '/';
    const config = editorConfig({
      ...(await editorSources(siteDir)),
      repository: options.repository,
      editorUrl: options.editorUrl,
      siteUrl: context.siteConfig.url,
      baseUrl,
    });
    const installed = installedFiles();
    const css = await fs.readFile(path.join(siteDir, 'src/css/custom.css'), 'utf8');
    const preview = await fs.readFile(path.join(__dirname, 'preview.css'), 'utf8');
    await Promise.all([
      fs.writeFile(path.join(dir, editorFiles.page), editorPage(baseUrl)),
      fs.writeFile(
        path.join(dir, editorFiles.config),
        `# Written by src/plugins/web-editor at build time.\n${yaml.dump(config, {lineWidth: -1, noRefs: true})}`,
      ),
      fs.writeFile(
        path.join(dir, editorFiles.bundle),
        withOwnFonts(
          await fs.readFile(installed.bundle, 'utf8'),
          `${baseUrl}${editorFolder}/fonts/`,
        ),
      ),
      fs
        .mkdir(path.join(dir, 'fonts'), {recursive: true})
        .then(() => fs.copyFile(installed.iconFont, path.join(dir, 'fonts', iconFont.file))),
      fs.writeFile(path.join(dir, editorFiles.setup), editorSetup(baseUrl)),
      fs.writeFile(path.join(dir, editorFiles.previewStyle), `${rootVariables(css)}\n\n${preview}`),
    ]);
  };
}
