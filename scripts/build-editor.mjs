#!/usr/bin/env node
/**
 * Writes the web editor's tree alone (scripts/editorBuild.ts says what and why):
 *   npm run build:editor [-- --out-dir <folder>]   (build-editor/ when not given)
 * It reads SITE_URL, EDITOR_URL and EDITOR_REPOSITORY (or GITHUB_REPOSITORY) as the build does.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const {values} = parseArgs({options: {'out-dir': {type: 'string'}}});
const siteDir = path.join(import.meta.dirname, '..');
const {buildEditor} = createJiti(import.meta.filename)('./editorBuild.ts');
const outDir = await buildEditor(siteDir, values['out-dir']);
console.log(`The editor's tree: ${path.relative(process.cwd(), outDir) || '.'}`);
