/**
 * Sizing URLs for the stock-photo service. Pure and free of React so the build (feeds, social
 * cards) asks for the same crops as the Image component.
 */

/** Widths the image service is asked for; the browser picks one through srcset and sizes. */
export const candidateWidths = [320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** Where the stock photos come from (the content security policy allows it for images). */
export const imageServiceOrigin = 'https://images.unsplash.com';
const imageServiceHost = new URL(imageServiceOrigin).hostname;

/** Whether a photo address is the image service's (one the sizing URLs apply to). */
export function isImageServiceUrl(src: string): boolean {
  try {
    return new URL(src).hostname === imageServiceHost;
  } catch {
    // A path of the site's own (`/img/…`), not an absolute address.
    return false;
  }
}

/** A URL for the image service asking for this width (and a matching crop), or the URL as is. */
export function imageUrl(src: string, width: number, aspect: number): string {
  if (!isImageServiceUrl(src)) {
    return src;
  }
  const url = new URL(src);
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
