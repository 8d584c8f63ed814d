import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {nextIndex} from '@site/src/lib/rovingIndex';
import {useRovingIndex} from '@site/src/lib/hooks/useRovingIndex';
import styles from './styles.module.css';

/** Where a slide stands among the others, for labels and rendering. */
export type CarouselSlide = {
  /** 1 for the first slide. */
  readonly number: number;
  readonly count: number;
  /** The slide's accessible name, e.g. "2 of 5". */
  readonly position: string;
};

/** The words of one use of the carousel; each defaults to a generic "slide" wording. */
export type CarouselLabels<T> = {
  readonly previous: string;
  readonly next: string;
  /** Names the list of picker buttons (dots or thumbnails). */
  readonly picker: string;
  /** Names the picker button of a slide. */
  readonly pick: (item: T, slide: CarouselSlide) => string;
  /** Read out by the live region when the visitor moves to a slide. */
  readonly announce: (item: T, slide: CarouselSlide) => string;
};

export type CarouselProps<T> = {
  /** Names the carousel region, e.g. 'Project photographs'. */
  readonly label: string;
  readonly items: readonly T[];
  readonly renderSlide: (item: T, slide: CarouselSlide) => ReactNode;
  /**
   * Content of each picker button (a small image, sized by the caller to fill the button). Given, the picker is a row of thumbnails
   * below the slides with the previous/next buttons on the slide; without it, a row of dots
   * between the previous/next buttons below the slides.
   */
  readonly renderThumbnail?: (item: T, slide: CarouselSlide) => ReactNode;
  readonly labels?: Partial<CarouselLabels<T>>;
};

/** Arrow glyphs, decorative (each button is named by its aria-label). */
const arrows = {dots: ['←', '→'], thumbnails: ['‹', '›']} as const;

function slideAt(index: number, count: number): CarouselSlide {
  const number = index + 1;
  return {
    number,
    count,
    position: translate(
      {
        id: 'carousel.slide.position',
        message: '{number} of {count}',
        description: 'Accessible name of a carousel slide, e.g. "2 of 5"',
      },
      {number, count},
    ),
  };
}

function defaultLabels<T>(): CarouselLabels<T> {
  return {
    previous: translate({id: 'carousel.previous', message: 'Previous slide'}),
    next: translate({id: 'carousel.next', message: 'Next slide'}),
    picker: translate({
      id: 'carousel.picker.label',
      message: 'Choose a slide',
      description: 'Names the row of buttons that pick a carousel slide',
    }),
    pick: (_item, {position}) =>
      translate(
        {
          id: 'carousel.picker.item',
          message: 'Show slide {position}',
          description: 'A carousel picker button; {position} is e.g. "2 of 5"',
        },
        {position},
      ),
    announce: (_item, {position}) =>
      translate(
        {
          id: 'carousel.announcement',
          message: 'Slide {position}',
          description: 'Read out when a carousel moves; {position} is e.g. "2 of 5"',
        },
        {position},
      ),
  };
}

/**
 * The site's one carousel, after the WAI-ARIA APG carousel pattern: a region with
 * aria-roledescription "carousel", one group per slide named by its position ("2 of 5"),
 * previous and next buttons that wrap at both ends, a picker (dots or thumbnails), and the
 * arrow keys, Home and End anywhere inside it. It never rotates on its own, so a polite live
 * region announces the slide the visitor moved to, and nothing before the first move (the first
 * slide is read with the page).
 */
export default function Carousel<T>({
  label,
  items,
  renderSlide,
  renderThumbnail,
  labels,
}: CarouselProps<T>): ReactNode {
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(false);
  const picker = useRef<HTMLUListElement>(null);
  const slidesId = useId();
  const count = items.length;
  const roving = useRovingIndex(count, 'horizontal');
  const words = {...defaultLabels<T>(), ...labels};
  const slides = items.map((_item, index) => slideAt(index, count));
  const layout = renderThumbnail ? 'thumbnails' : 'dots';

  const show = (index: number) => {
    setCurrent(index);
    setMoved(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // On a picker button focus moves along with the slide, as in a tab list; on the previous
    // and next buttons it stays, so they can be pressed again.
    const inPicker = picker.current?.contains(event.target as Node) ?? false;
    const target = roving.onKeyDown(event, current, {focus: inPicker});
    if (target !== undefined) {
      show(target);
    }
  };

  const step = (delta: number) => (
    <button
      type="button"
      className={clsx(styles.arrow, delta < 0 ? styles.previous : styles.next)}
      aria-controls={slidesId}
      aria-label={delta < 0 ? words.previous : words.next}
      onClick={() => show(nextIndex(current, count, delta))}>
      <span aria-hidden="true">{arrows[layout][delta < 0 ? 0 : 1]}</span>
    </button>
  );

  const pickerList = (
    <ul ref={picker} className={styles.picker} aria-label={words.picker}>
      {items.map((item, index) => (
        <li key={index}>
          <button
            ref={roving.itemRef(index)}
            type="button"
            className={styles.pick}
            aria-controls={slidesId}
            aria-label={words.pick(item, slides[index]!)}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}>
            {renderThumbnail?.(item, slides[index]!)}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.carousel, styles[layout])}
      onKeyDown={onKeyDown}>
      <div id={slidesId}>
        {items.map((item, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={slides[index]!.position}
            hidden={index !== current}
            className={styles.slide}>
            {renderSlide(item, slides[index]!)}
          </div>
        ))}
      </div>
      {layout === 'thumbnails' && (
        <span className={styles.counter} aria-hidden="true">
          {translate(
            {
              id: 'carousel.counter',
              message: '{number} / {count}',
              description: 'Visible slide counter on a photo carousel',
            },
            {number: current + 1, count},
          )}
        </span>
      )}
      <div className={styles.controls}>
        {step(-1)}
        {layout === 'dots' && pickerList}
        {step(1)}
      </div>
      {layout === 'thumbnails' && pickerList}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved ? words.announce(items[current]!, slides[current]!) : ''}
      </p>
    </section>
  );
}
