import {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {
  imageServiceOrigin,
  imageSrcSet,
  imageUrl,
  isImageServiceUrl,
} from '@site/src/lib/imageService';
import {parsePhotoUrl, photoJpegFor, photoSrcSet} from '@site/src/lib/photos';
import styles from './styles.module.css';

// Re-exported where they were first defined, for existing importers.
export {imageSrcSet, imageUrl};

export type ImageProps = {
  readonly src: string;
  /** Empty only for decorative images. */
  readonly alt: string;
  /** Intrinsic size: the largest width it is shown at, and the height for its aspect ratio. */
  readonly width: number;
  readonly height: number;
  /** Media-query hint for srcset, e.g. `${desktopMedia} 33vw, 100vw`. */
  readonly sizes?: string;
  /** The first image on screen: loaded eagerly and early. Every other image is lazy. */
  readonly priority?: boolean;
  readonly className?: string;
};

/**
 * Every image of the site goes through here: it reserves its box (width and height, so no
 * layout shift), lazy-loads all but the first on screen, offers sizes that fit (the site's own
 * photos in WebP with a JPEG fallback, stock photos from the image service), and falls back to a
 * labelled placeholder when the image cannot load.
 */
export default function Image({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className,
}: ImageProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const aspect = width / height;

  // An image that failed before hydration fired its error event before React listened.
  // decode() rejects for such an image, and for a lazy one once its deferred load fails;
  // `complete` cannot tell, as Chrome reports a lazy image not yet loaded as complete.
  useEffect(() => {
    let active = true;
    ref.current?.decode().catch(() => {
      if (active) {
        setFailed(true);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  if (failed) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={clsx(styles.placeholder, className)}
        style={{aspectRatio: `${width} / ${height}`}}>
        {alt && (
          <span className={styles.placeholderText} aria-hidden>
            {alt}
          </span>
        )}
      </span>
    );
  }

  // What every image of the site carries; where the sizes come from differs below.
  const common = {
    ref,
    sizes,
    alt,
    width,
    height,
    loading: priority ? 'eager' : 'lazy',
    // React 18 knows no fetchPriority property: the attribute itself, as the HTML names it.
    ...(priority ? ({fetchpriority: 'high'} as Record<string, string>) : {}),
    decoding: priority ? 'sync' : 'async',
    onError: () => setFailed(true),
  } as const;
  const photo = parsePhotoUrl(src);
  if (photo) {
    // The photo keeps the box's proportions whatever its own, and shows its colour until it loads.
    const box = {
      '--photo-aspect': `${width} / ${height}`,
      '--photo-color': `#${photo.color}`,
    } as CSSProperties;
    return (
      <picture className={styles.picture}>
        <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
        <img
          {...common}
          src={photoJpegFor(photo, width).url}
          srcSet={photoSrcSet(photo, 'jpg')}
          className={clsx(styles.image, styles.photo, className)}
          style={box}
        />
      </picture>
    );
  }

  const image = (
    <img
      {...common}
      src={imageUrl(src, width, aspect)}
      srcSet={imageSrcSet(src, width, aspect)}
      className={clsx(styles.image, className)}
    />
  );
  // The first photo on screen is the page's largest paint: its connection to the image service
  // starts from the head, before the browser reaches the photo in the body.
  return priority && isImageServiceUrl(src) ? (
    <>
      <Head>
        <link rel="preconnect" href={imageServiceOrigin} />
      </Head>
      {image}
    </>
  ) : (
    image
  );
}
