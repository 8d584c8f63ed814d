/**
 * Local plugin: the site's own photos. The sizes are made while the content is read (the
 * parseFrontMatter hook and the remarkPhotos step, see ../../../docusaurus.config.ts) into a
 * cache folder that is also a static directory, so `docusaurus start` serves them as they are
 * made. After a build this keeps only the sizes the built site refers to, and fails the build if
 * a referred size is missing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {photoPath} from '../../lib/photos';

/** Files the site is built into that may name a photo: pages, feeds, the sitemap. */
const referringFile = /\.(html|xml|json)$/;
const photoName = /\/img\/photos\/([0-9a-f]{12})-[\w.-]+?\.(?:jpg|webp)/g;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every photo file the built site names, by its path under the build. */
export async function referredPhotos(outDir: string): Promise<Set<string>> {
  const referred = new Set<string>();
  for (const file of (await filesUnder(outDir)).filter((f) => referringFile.test(f))) {
    for (const match of (await fs.readFile(file, 'utf8')).matchAll(photoName)) {
      referred.add(match[0]);
    }
  }
  return referred;
}

export default function photosPlugin(_context: LoadContext): Plugin {
  return {
    name: 'photos',
    async postBuild({outDir}) {
      const referred = await referredPhotos(outDir);
      const present = new Set(
        (await filesUnder(path.join(outDir, photoPath))).map(
          (file) => `${photoPath}${path.basename(file)}`,
        ),
      );
      const absent = [...referred].filter((url) => !present.has(url));
      if (absent.length > 0) {
        throw new Error(
          `The built site refers to photo sizes that were not made: ${absent.join(', ')}`,
        );
      }
      // The cache keeps sizes of photos no page uses any more (and their descriptions).
      await Promise.all(
        [...present]
          .filter((url) => !referred.has(url))
          .map((url) => fs.rm(path.join(outDir, url))),
      );
    },
  };
}
