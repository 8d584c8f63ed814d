import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import Image, {type ImageProps} from '@site/src/components/Image';
import styles from './styles.module.css';

/** The photo is cropped to the aspect ratio of its width and height, unless the card fixes its height. */
export type CardImage = Pick<ImageProps, 'src' | 'width' | 'height' | 'sizes'>;

export type CardProps = {
  /** `li` as an item of a CardGrid; `article` for a card with a heading of its own. */
  readonly as?: 'li' | 'article';
  /** A photo across the top. It is decorative: the card's heading names what it shows. */
  readonly image?: CardImage;
  /** Laid over the photo's top-left corner, e.g. category badges. */
  readonly imageOverlay?: ReactNode;
  /**
   * The card's one link covers the whole card (its hit area), and the card shows the keyboard
   * focus of that link.
   */
  readonly linked?: boolean;
  /** Rises a little under the pointer. */
  readonly lift?: boolean;
  /** May set --card-padding and --card-image-height (a photo band of fixed height). */
  readonly className?: string;
  readonly bodyClassName?: string;
  readonly 'aria-labelledby'?: string;
  readonly children: ReactNode;
};

/** A raised surface with an optional photo on top and a body below. */
export default function Card({
  as: Tag = 'li',
  image,
  imageOverlay,
  linked = false,
  lift = false,
  className,
  bodyClassName,
  'aria-labelledby': labelledBy,
  children,
}: CardProps): ReactNode {
  const photo = image && (
    <Image
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      sizes={image.sizes}
      className={styles.image}
    />
  );
  const style = image
    ? ({'--card-image-ratio': `${image.width} / ${image.height}`} as CSSProperties)
    : undefined;
  return (
    <Tag
      className={clsx(styles.card, linked && styles.linked, lift && styles.lift, className)}
      style={style}
      aria-labelledby={labelledBy}>
      {photo && (
        <div className={styles.media}>
          {photo}
          {imageOverlay}
        </div>
      )}
      <div className={clsx(styles.body, bodyClassName)}>{children}</div>
    </Tag>
  );
}
