/**
 * The web editor's own tree (build-editor, the editor's Pages project): its files, its `_headers`
 * and its `_redirects`. Written by the static-host plugin after `docusaurus build`, and by
 * `npm run build:editor` (scripts/editorBuild.ts), which builds no page, for the deploy. Apart
 * from the plugin's module so that command loads neither the bundler nor any page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {editorSiteFiles, editorSiteOf} from './policy';

/** The web editor, none of Docusaurus's routes: written after the build. */
export type HostedEditor = {
  /** Its folder, the same on either host (`admin`). */
  readonly folder: string;
  /** Its own origin (EDITOR_URL, checked), or undefined when it has none. */
  readonly origin: string | undefined;
  /** Writes its files into the root folder given. */
  readonly write: (root: string) => Promise<void>;
};

/** The editor's tree at `editorRoot`, emptied first: its files, headers and redirects. */
export async function writeEditorTree(editorRoot: string, editor: HostedEditor): Promise<void> {
  await fs.rm(editorRoot, {recursive: true, force: true});
  await fs.mkdir(editorRoot, {recursive: true});
  const files = editorSiteFiles(editor.folder);
  await Promise.all([
    editor.write(editorRoot),
    fs.writeFile(path.join(editorRoot, '_headers'), files.headers),
    fs.writeFile(path.join(editorRoot, '_redirects'), files.redirects),
  ]);
}

/**
 * The editor's tree beside the public one (build → build-editor; Docusaurus empties only its own
 * output folder), and, when the editor has no host of its own, its files in the public tree too.
 */
export async function writeEditorSite(siteRoot: string, editor: HostedEditor): Promise<void> {
  await writeEditorTree(editorSiteOf(siteRoot), editor);
  if (editor.origin) {
    // A public tree built earlier into the same folder could still hold it.
    await fs.rm(path.join(siteRoot, editor.folder), {recursive: true, force: true});
  } else {
    await editor.write(siteRoot);
  }
}
