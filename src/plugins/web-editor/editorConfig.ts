/**
 * The web editor's whole configuration (config.yml) and its page. Pure: the plugin reads the
 * sources and writes the files; the tests read the same values.
 */
import {editorCollections, type EditorSources} from './collections';

/** Where the editor is published, beneath the site's base URL. */
export const editorFolder = 'admin';
/** The editor's own files in that folder: the bundle copied from npm, the page's script and styles. */
export const editorFiles = {
  page: 'index.html',
  config: 'config.yml',
  bundle: 'sveltia-cms.js',
  setup: 'editor.js',
  previewStyle: 'preview.css',
} as const;

export type EditorSettings = EditorSources & {
  /** The GitHub repository writers' changes go to, "owner/name". */
  readonly repository: string;
  readonly siteUrl: string;
  readonly baseUrl: string;
  /**
   * The editor's own origin, where its sign-in runs (EDITOR_URL, e.g.
   * `https://editor.example.co.ke`); the site's address when unset.
   */
  readonly editorUrl?: string;
};

/**
 * The editor's own origin from EDITOR_URL, or undefined when it is unset. Anything but an https
 * origin stops the build, named (the host redirects only to https addresses).
 */
export function editorOriginOf(editorUrl: string | undefined): string | undefined {
  const value = editorUrl?.trim().replace(/\/$/, '');
  if (!value) {
    return undefined;
  }
  let origin: string | undefined;
  try {
    const url = new URL(value);
    origin = url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    origin = undefined;
  }
  if (origin !== value) {
    throw new Error(
      `EDITOR_URL is "${editorUrl}": it must be the editor's origin, such as https://editor.example.co.ke (https, no path).`,
    );
  }
  return origin;
}

/** Where the editor signs in: the editor's own origin, or the site's when none is given. */
export function signInBaseUrl(siteUrl: string, editorUrl: string | undefined): string {
  return editorOriginOf(editorUrl) ?? siteUrl.replace(/\/$/, '');
}

/**
 * Sign-in goes through the handler at the editor's origin (editor-site/functions/api/auth,
 * answering only there when the host sets EDITOR_ORIGIN); each article is a pull request (editorial workflow)
 * that CI checks before an editor merges it.
 */
export function editorConfig(settings: EditorSettings): Record<string, unknown> {
  return {
    backend: {
      name: 'github',
      repo: settings.repository,
      branch: 'main',
      base_url: signInBaseUrl(settings.siteUrl, settings.editorUrl),
      auth_endpoint: 'api/auth',
      commit_messages: {
        create: 'Content: {{collection}} “{{slug}}” created in the web editor',
        update: 'Content: {{collection}} “{{slug}}” changed in the web editor',
        delete: 'Content: {{collection}} “{{slug}}” deleted in the web editor',
        uploadMedia: 'Content: photo “{{path}}” uploaded in the web editor',
        deleteMedia: 'Content: photo “{{path}}” deleted in the web editor',
      },
    },
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: `${settings.baseUrl}img/logo.svg`,
    // Every photo sits beside the text that shows it (each collection's and field's own folder).
    // The editor needs a folder for its shared library too: one the site neither builds nor
    // publishes, so a file put there reaches no reader, and an address to it is refused.
    media_folder: 'editor-uploads',
    public_folder: '/editor-uploads',
    // Stock photos come from the list in docs/content-schemas.md, pasted as an address.
    media_libraries: {stock_assets: {providers: []}},
    // An optional field left empty is left out, not written as '' (which the build refuses).
    output: {omit_empty_optional_fields: true},
    collections: editorCollections(settings),
  };
}

/**
 * The editor's page: no inline script or style (its policy allows none), never indexed. The
 * bundle starts the editor with config.yml beside it; editor.js registers the preview's styles.
 */
export function editorPage(baseUrl: string): string {
  const at = `${baseUrl}${editorFolder}/`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Msingi Construction · Editor</title>
    <link rel="cms-config-url" type="application/yaml" href="${at}${editorFiles.config}" />
    <script src="${at}${editorFiles.bundle}"></script>
    <script src="${at}${editorFiles.setup}"></script>
  </head>
  <body></body>
</html>
`;
}

/** Registers the site's look for the preview pane. */
export function editorSetup(baseUrl: string): string {
  return `// The preview pane in the site's colours, fonts and article typography.\nwindow.CMS.registerPreviewStyle('${baseUrl}${editorFolder}/${editorFiles.previewStyle}');\n`;
}
