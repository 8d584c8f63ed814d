import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Image from '@site/src/components/Image';
import TestimonialQuote from '@site/src/components/TestimonialQuote';
import type {ClientTestimonial} from '@site/src/data/testimonials';
import styles from './styles.module.css';

export type TestimonialCarouselProps = {
  readonly items: readonly ClientTestimonial[];
  /** Accessible name of the carousel. */
  readonly label: string;
};

/** The index after moving `by` from `index`, wrapping at both ends. */
export function wrapIndex(index: number, by: number, count: number): number {
  return (((index + by) % count) + count) % count;
}

/**
 * WAI-ARIA carousel (APG "carousel with previous/next buttons"): a group with
 * aria-roledescription="carousel", slides as labelled groups ("2 of 3"), a polite live region
 * because it never rotates by itself, and dot buttons to pick a slide.
 */
export default function TestimonialCarousel({items, label}: TestimonialCarouselProps): ReactNode {
  const [current, setCurrent] = useState(0);
  const slidesId = useId();
  const count = items.length;

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <div id={slidesId} className={styles.slides} aria-live="polite">
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            hidden={i !== current}
            className={styles.slide}>
            <Image src={item.image} alt="" width={160} height={160} sizes="7rem" className={styles.photo} />
            <TestimonialQuote quote={item.content} author={item.name} role={`${item.role}, ${item.company}`} />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label="Previous testimonial"
          onClick={() => setCurrent((i) => wrapIndex(i, -1, count))}>
          <span aria-hidden="true">←</span>
        </button>
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={clsx(styles.dot, i === current && styles.dotCurrent)}
              aria-controls={slidesId}
              aria-label={`Show testimonial ${i + 1}: ${item.name}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label="Next testimonial"
          onClick={() => setCurrent((i) => wrapIndex(i, 1, count))}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
