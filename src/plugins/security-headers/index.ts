/**
 * Local plugin: after the build, hash every executable inline script of every page (the
 * colour-mode script Docusaurus inlines) and write `build/_headers` with a Content-Security-Policy
 * that allows exactly those hashes. The hashes are computed, never typed, so a Docusaurus upgrade
 * that changes the script cannot silently break the site.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headersFile, inlineScripts, scriptHash, securityHeaders} from './policy';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export default function securityHeadersPlugin(_context: LoadContext): Plugin {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        inlineScripts(await fs.readFile(file, 'utf8')).forEach((script) => hashes.add(scriptHash(script)));
      }
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(securityHeaders([...hashes])));
    },
  };
}
