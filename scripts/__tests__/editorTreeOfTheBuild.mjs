#!/usr/bin/env node
/**
 * The editor's tree as `docusaurus build` writes it, for scripts/__tests__/editorBuild.test.ts:
 * Docusaurus loads the site's context and plugins as its build does (docusaurus.config.ts, with
 * this process's variables), and the static-host plugin's postBuild, which writes that tree, runs
 * on an output folder with no page in it. So the config's own wiring of the editor is what is
 * compared, without bundling or rendering the site.
 *   node scripts/__tests__/editorTreeOfTheBuild.mjs <out-dir>   (the tree: <out-dir>-editor)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {loadContext} from '@docusaurus/core/lib/server/site.js';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init.js';

const siteDir = path.join(import.meta.dirname, '..', '..');
const outDir = path.resolve(process.argv[2] ?? '');
await fs.mkdir(outDir, {recursive: true});
const context = await loadContext({siteDir, outDir});
const plugins = await initPlugins(context);
const staticHost = plugins.find((plugin) => plugin.name === 'static-host');
if (!staticHost?.postBuild) {
  throw new Error('docusaurus.config.ts has no static-host plugin with a postBuild');
}
await staticHost.postBuild({
  ...context,
  outDir,
  headTags: '',
  preBodyTags: '',
  postBodyTags: '',
  routesPaths: [],
  routes: [],
  plugins,
  content: undefined,
  head: {},
  routesBuildMetadata: {},
});
