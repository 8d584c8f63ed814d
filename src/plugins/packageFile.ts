/**
 * A file inside an installed package, found the way Node finds the package (require.resolve),
 * so it is found wherever npm put it (hoisted to the site's node_modules or nested under another
 * package) rather than at a path written by hand. For a file the package's `exports` map names,
 * `require.resolve('<package>/<file>')` is enough; this is for a file it does not export:
 * @sveltia/cms exports only its entry, not the bundle the web editor copies.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * `file` (relative to the package's folder) of the package `name`: the folder is the nearest one
 * above the package's entry that holds the package's own package.json. Throws, naming both, when
 * the package is not installed or has no such file (an update moved it).
 */
export function packageFile(
  name: string,
  file: string,
  resolve: (id: string) => string = require.resolve,
): string {
  let dir = path.dirname(resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: unknown}).name === name
    ) {
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`${name}: no folder above its entry holds its package.json`);
    }
    dir = parent;
  }
  const found = path.join(dir, file);
  if (!fs.existsSync(found)) {
    throw new Error(`${name} has no ${file} (looked in ${dir}): did an update move it?`);
  }
  return found;
}
