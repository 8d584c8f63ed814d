/**
 * The addresses of the site's own photos. The build (src/plugins/photos) turns each photo a
 * writer puts beside the content into sizes and formats, and names the photo by an address that
 * carries what a page needs to show it: the content hash, the largest size made, and the
 * photo's average colour for the placeholder. Pure, so the Image component, the feeds and the
 * build read the same names.
 */

/** Widths made of every photo (none wider than the original); the browser picks through srcset. */
export const photoWidths = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

export type PhotoFormat = 'webp' | 'jpg';

/** Where the sizes are served from. */
export const photoPath = '/img/photos/';

export type Photo = {
  /** The first 12 hex digits of the original file's SHA-256. */
  readonly hash: string;
  /** The largest size made (the original's, up to the largest of `photoWidths`). */
  readonly width: number;
  readonly height: number;
  /** Average colour, six hex digits: the placeholder while the photo loads. */
  readonly color: string;
};

const photoAddress = /^\/img\/photos\/([0-9a-f]{12})-(\d+)x(\d+)-([0-9a-f]{6})\.jpg$/;

/** The photo's address: its largest JPEG, named with what a page needs to show it. */
export function photoUrl({hash, width, height, color}: Photo): string {
  return `${photoPath}${hash}-${width}x${height}-${color}.jpg`;
}

/** The photo an address names, or null for any other image (a stock photo's URL, say). */
export function parsePhotoUrl(url: string): Photo | null {
  const match = photoAddress.exec(url);
  return match
    ? {hash: match[1]!, width: Number(match[2]), height: Number(match[3]), color: match[4]!}
    : null;
}

/** The widths made of a photo whose largest size is `width`. */
export function photoSizes(width: number): number[] {
  return [...photoWidths.filter((w) => w < width), width];
}

export function photoSizeUrl(photo: Photo, width: number, format: PhotoFormat): string {
  return `${photoPath}${photo.hash}-${width}.${format}`;
}

export function photoSrcSet(photo: Photo, format: PhotoFormat): string {
  return photoSizes(photo.width)
    .map((w) => `${photoSizeUrl(photo, w, format)} ${w}w`)
    .join(', ');
}

/** The JPEG closest to `width` without being narrower, or the largest (feeds, social cards). */
export function photoJpegFor(
  photo: Photo,
  width: number,
): {url: string; width: number; height: number} {
  const chosen = photoSizes(photo.width).find((w) => w >= width) ?? photo.width;
  return {
    url: photoSizeUrl(photo, chosen, 'jpg'),
    width: chosen,
    height: Math.round((photo.height * chosen) / photo.width),
  };
}
