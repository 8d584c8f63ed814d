/**
 * Sizing URLs for the stock-photo service. Pure and free of React so the build (feeds, social
 * cards) asks for the same crops as the Image component.
 */

/** Widths the image service is asked for; the browser picks one through srcset and sizes. */
export const candidateWidths = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

const imageServiceHost = 'images.unsplash.com';

/** A URL for the image service asking for this width (and a matching crop), or the URL as is. */
export function imageUrl(src: string, width: number, aspect: number): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return src;
  }
  if (url.hostname !== imageServiceHost) {
    return src;
  }
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(Math.round(width / aspect)));
  url.searchParams.set('q', '70');
  return url.toString();
}

export function imageSrcSet(src: string, width: number, aspect: number): string | undefined {
  if (!src.includes(imageServiceHost)) {
    return undefined;
  }
  const widths = candidateWidths.filter((w) => w <= width * 2);
  return widths.map((w) => `${imageUrl(src, w, aspect)} ${w}w`).join(', ');
}
