/**
 * Turns a photo file into the sizes and formats a browser is sent (never the original), and
 * checks it first: it exists, it is an image, it is at least as wide as it is shown. Sizes are
 * kept in a cache by the file's content hash, so a build with unchanged photos only reads them.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  photoPath,
  photoSizes,
  photoSizeUrl,
  photoUrl,
  photoWidths,
  type Photo,
} from '../../lib/photos';

/** Formats a writer may use; a phone's HEIC photo is converted to JPEG first. */
/** The largest photo the build decodes: above any phone's camera, far below what would exhaust it. */
export const largestPhotoPixels = 60_000_000;

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif']);
const acceptedFormatNames = 'JPEG, PNG, WebP or AVIF';

/** Changes when the sizes made change, so cached sizes from an older recipe are made again. */
const recipe = 'webp-q70+jpg-q75-mozjpeg/v1';

/** A writer's mistake with a photo, naming the content file and the field or image. */
export class PhotoError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`Photo problem in ${file}, ${field}: ${problem}`);
    this.name = 'PhotoError';
  }
}

export type PhotoUse = {
  /** The content file the photo belongs to, relative to the site (for messages). */
  readonly file: string;
  /** The front-matter field (e.g. "gallery[2].url") or "image ![alt](./x.jpg)" in the text. */
  readonly field: string;
  /** The path as the writer wrote it, e.g. "./hero.jpg". */
  readonly written: string;
  /** The largest width the site shows it at (px). */
  readonly shownWidth: number;
};

/** Cached descriptions by hash, and work under way, so concurrent compilations share one. */
const preparing = new Map<string, Promise<Photo>>();

/** The folder that holds the sizes; served at /img/photos/ (a static directory of the site). */
export function photoCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'photos');
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** `width` and `height` are the photo's as shown, upright. */
async function makeSizes(
  original: Buffer,
  {width, height}: {width: number; height: number},
  hash: string,
  outDir: string,
): Promise<Photo> {
  const largest = Math.min(width, photoWidths[photoWidths.length - 1]);
  const upright = sharp(original, {limitInputPixels: largestPhotoPixels}).rotate();
  const {dominant} = await upright.clone().stats();
  const color = [dominant.r, dominant.g, dominant.b]
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('');
  const photo: Photo = {
    hash,
    width: largest,
    height: Math.round((height * largest) / width),
    color,
  };
  await Promise.all(
    photoSizes(largest).flatMap((w) => {
      const resized = upright.clone().resize({width: w});
      return [
        resized
          .clone()
          .webp({quality: 70})
          .toFile(path.join(outDir, path.basename(photoSizeUrl(photo, w, 'webp')))),
        resized
          .clone()
          .jpeg({quality: 75, mozjpeg: true})
          .toFile(path.join(outDir, path.basename(photoSizeUrl(photo, w, 'jpg')))),
      ];
    }),
  );
  await fs.copyFile(
    path.join(outDir, path.basename(photoSizeUrl(photo, largest, 'jpg'))),
    path.join(outDir, path.basename(photoUrl(photo))),
  );
  // Written last: its presence says every size is there.
  await fs.writeFile(path.join(outDir, `${hash}.json`), JSON.stringify(photo));
  return photo;
}

/**
 * Checks the photo at `absolutePath` for its use and returns its address, making its sizes
 * under `cacheDir` unless they are there already.
 */
export async function preparePhoto(
  absolutePath: string,
  use: PhotoUse,
  cacheDir: string,
): Promise<string> {
  const shown = use.written;
  let original: Buffer;
  try {
    original = await fs.readFile(absolutePath);
  } catch {
    throw new PhotoError(
      use.file,
      use.field,
      `${shown} does not exist. Put the photo in the same folder as the content file and write its name after ./, e.g. ./hero.jpg.`,
    );
  }
  const metadata = await sharp(original)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !acceptedFormats.has(metadata.format)) {
    throw new PhotoError(
      use.file,
      use.field,
      `${shown} is not an image the site accepts: use a ${acceptedFormatNames} photo.`,
    );
  }
  // Phones store portrait photos sideways with an orientation tag; sizes are made upright.
  const sideways = (metadata.orientation ?? 1) >= 5;
  const upright = {
    width: (sideways ? metadata.height : metadata.width) ?? 0,
    height: (sideways ? metadata.width : metadata.height) ?? 0,
  };
  // Read from the file's header, before any of it is decoded: a small file can hold a huge image.
  if (upright.width * upright.height > largestPhotoPixels) {
    throw new PhotoError(
      use.file,
      use.field,
      `${shown} is ${upright.width} × ${upright.height} px: use a photo of at most ${largestPhotoPixels / 1e6} megapixels (a phone's photo is 12 to 50).`,
    );
  }
  if (upright.width < use.shownWidth) {
    throw new PhotoError(
      use.file,
      use.field,
      `${shown} is ${upright.width} px wide, but it is shown up to ${use.shownWidth} px wide: use a photo at least ${use.shownWidth} px wide.`,
    );
  }
  const hash = createHash('sha256').update(recipe).update(original).digest('hex').slice(0, 12);
  let work = preparing.get(hash);
  if (!work) {
    work = (async () => {
      const outDir = path.join(cacheDir, photoPath);
      const described = path.join(outDir, `${hash}.json`);
      if (await exists(described)) {
        return JSON.parse(await fs.readFile(described, 'utf8')) as Photo;
      }
      await fs.mkdir(outDir, {recursive: true});
      return makeSizes(original, upright, hash, outDir);
    })();
    preparing.set(hash, work);
    work.catch(() => preparing.delete(hash));
  }
  return photoUrl(await work);
}
