/**
 * `npm run build:editor`: the web editor's tree (build-editor/) alone, as `docusaurus build`
 * writes it (src/plugins/static-host/editorSite.ts, with src/plugins/web-editor's files), without
 * building the site. It reads the data files the editor's lists come from (blog/tags.yml,
 * blog/authors.yml, pages/_people.yml; and, to check them as the build does, each edition's
 * authors and categories files), the content schemas, src/css/custom.css and the
 * @sveltia/cms package, and no page, article or MDX: so the deploy can take the editor's
 * JavaScript from a job where no writer's content ran
 * (docs/decisions/0085-deploy-takes-no-code-from-the-build.md).
 *
 * The site's settings it needs are read as docusaurus.config.ts reads them, from the same
 * variables with the same defaults; scripts/__tests__/editorBuild.test.ts holds its tree equal to
 * the build's.
 */
import path from 'node:path';
import {editorFilesWriter, type EditorContext} from '../src/plugins/web-editor';
import {editorFolder, editorOriginOf} from '../src/plugins/web-editor/editorConfig';
import {type HostedEditor, writeEditorTree} from '../src/plugins/static-host/editorSite';
import {editorSiteOf} from '../src/plugins/static-host/policy';
import {checkWritersFiles} from '../src/plugins/content-index/people';

type Env = Readonly<Record<string, string | undefined>>;

/** docusaurus.config.ts's: its `url` when SITE_URL is unset, its `baseUrl`, its default locale. */
export const siteDefaults = {
  url: 'https://www.msingi-construction.example',
  baseUrl: '/',
  defaultLocale: 'en',
  /** The repository the editor commits to when neither variable names one. */
  repository: 'msingi-construction/website',
} as const;

/**
 * SITE_URL as Docusaurus keeps it (its config validation): an address with no path, without its
 * trailing slash; anything else stops, as it stops the build.
 */
export function siteUrlOf(value: string): string {
  let pathname: string;
  try {
    pathname = new URL(value).pathname;
  } catch {
    throw new Error(`SITE_URL is "${value}": it must be an address, such as https://example.com.`);
  }
  if (pathname !== '/') {
    throw new Error(`SITE_URL is "${value}": it must have no path (the site is at its root).`);
  }
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/** The editor as the static-host plugin gets it from docusaurus.config.ts, for these variables. */
export function editorOf(siteDir: string, env: Env): HostedEditor {
  const context: EditorContext = {
    siteDir,
    siteConfig: {url: siteUrlOf(env.SITE_URL ?? siteDefaults.url)},
    i18n: {
      defaultLocale: siteDefaults.defaultLocale,
      localeConfigs: {[siteDefaults.defaultLocale]: {baseUrl: siteDefaults.baseUrl}},
    },
  };
  return {
    folder: editorFolder,
    origin: editorOriginOf(env.EDITOR_URL),
    write: editorFilesWriter(context, {
      repository: env.EDITOR_REPOSITORY ?? env.GITHUB_REPOSITORY ?? siteDefaults.repository,
      editorUrl: env.EDITOR_URL,
    }),
  };
}

/** Where the build writes the editor's tree: beside build/. */
export const defaultOutDir = (siteDir: string) => editorSiteOf(path.join(siteDir, 'build'));

/**
 * Writes the editor's tree into `outDir` (emptied first) and returns that folder. First, as
 * docusaurus.config.ts does before any plugin reads them, every edition's authors and categories
 * files are read as data and each writer checked (src/plugins/content-index/people.ts): this
 * command runs where no other check does. The editor's data files are then read as data too
 * (src/plugins/web-editor).
 */
export async function buildEditor(
  siteDir: string,
  outDir: string = defaultOutDir(siteDir),
  env: Env = process.env,
): Promise<string> {
  const root = path.resolve(outDir);
  const editor = editorOf(siteDir, env);
  checkWritersFiles(siteDir);
  await writeEditorTree(root, editor);
  return root;
}
