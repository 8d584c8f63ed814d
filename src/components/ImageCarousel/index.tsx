import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type CarouselImage = {readonly url: string; readonly caption: string};

export type ImageCarouselProps = {
  /** Names the carousel region, e.g. 'Project photographs'. */
  readonly label: string;
  readonly images: readonly CarouselImage[];
};

const position = (index: number, count: number) => `${index + 1} of ${count}`;

/**
 * A photo carousel after the WAI-ARIA APG carousel pattern: a region with
 * aria-roledescription "carousel", one labelled slide group per photo ("3 of 8"), previous and
 * next buttons that wrap at both ends, thumbnails that pick a photo, and arrow keys (Home/End
 * too) anywhere inside it. It never rotates on its own; a polite live region announces the photo
 * the visitor moved to.
 */
export default function ImageCarousel({label, images}: ImageCarouselProps): ReactNode {
  const [current, setCurrent] = useState(0);
  // Nothing is announced until the visitor moves: the first photo is read with the page.
  const [moved, setMoved] = useState(false);
  const thumbnails = useRef<HTMLUListElement>(null);
  const slidesId = useId();
  const count = images.length;

  const show = (index: number) => {
    setCurrent(((index % count) + count) % count);
    setMoved(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) {
      return;
    }
    event.preventDefault();
    const next = ((target % count) + count) % count;
    show(next);
    // Arrow keys on a thumbnail move focus along with the selection, like tabs.
    if (thumbnails.current?.contains(event.target as Node)) {
      thumbnails.current.querySelectorAll('button')[next]?.focus();
    }
  };

  const currentImage = images[current]!;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div id={slidesId} className={styles.slides}>
          {images.map((image, index) => (
            <div
              key={`${image.url}-${image.caption}`}
              role="group"
              aria-roledescription="slide"
              aria-label={position(index, count)}
              hidden={index !== current}
              className={styles.slide}>
              <figure className={styles.figure}>
                <Image
                  src={image.url}
                  alt=""
                  width={1280}
                  height={800}
                  sizes="(min-width: 997px) 60vw, 100vw"
                  className={styles.image}
                />
                <figcaption className={styles.caption}>{image.caption}</figcaption>
              </figure>
            </div>
          ))}
        </div>
        <button
          type="button"
          className={clsx(styles.arrow, styles.previous)}
          aria-controls={slidesId}
          aria-label="Previous image"
          onClick={() => show(current - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={clsx(styles.arrow, styles.next)}
          aria-controls={slidesId}
          aria-label="Next image"
          onClick={() => show(current + 1)}>
          <span aria-hidden="true">›</span>
        </button>
        <span className={styles.counter} aria-hidden="true">
          {current + 1} / {count}
        </span>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved ? `Image ${position(current, count)}: ${currentImage.caption}` : ''}
      </p>
      <ul ref={thumbnails} className={styles.thumbnails} aria-label="Choose an image">
        {images.map((image, index) => (
          <li key={`${image.url}-${image.caption}`}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-controls={slidesId}
              aria-label={`Show image ${position(index, count)}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}>
              <Image src={image.url} alt="" width={160} height={100} sizes="6rem" className={styles.thumbnailImage} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
