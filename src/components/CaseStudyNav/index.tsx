import {useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export type InPageLink = {readonly id: string; readonly label: string};

export type CaseStudyNavProps = {
  /** Names the navigation landmark, e.g. 'Case study sections'. */
  readonly label: string;
  readonly items: readonly InPageLink[];
};

/**
 * The reading line sits this far (px) below the sticky bars: below where an anchored section
 * lands (its scroll-margin), so following a link marks that link's section.
 */
const readingLineOffset = 32;

/**
 * Sticky in-page navigation under the site header. The link of the section crossing the
 * reading line carries aria-current; an IntersectionObserver whose root is shrunk to that line
 * does the watching, so nothing runs on scroll.
 */
export default function CaseStudyNav({label, items}: CaseStudyNavProps): ReactNode {
  const [active, setActive] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const sections = items
      .map((item) => document.getElementById(item.id))
      .filter((section): section is HTMLElement => section !== null);
    const visible = new Set<string>();
    let observer: IntersectionObserver | undefined;

    const watch = () => {
      observer?.disconnect();
      visible.clear();
      const element = nav.current;
      // Where the sticky bars end once stuck: the nav's sticky `top` plus its own height.
      const covered = element
        ? parseFloat(getComputedStyle(element).top) + element.offsetHeight
        : 0;
      const line = Math.round(covered + readingLineOffset);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) {
              visible.add(entry.target.id);
            } else {
              visible.delete(entry.target.id);
            }
          }
          const reading = items.find((item) => visible.has(item.id));
          if (reading) {
            setActive(reading.id);
          } else if (sections[0] && sections[0].getBoundingClientRect().top > line) {
            // Back above the first section (in the hero): nothing is being read. Between
            // sections that have no link (the testimonial), the previous one stays marked.
            setActive(null);
          }
        },
        {rootMargin: `-${line}px 0px -${Math.max(0, window.innerHeight - line - 1)}px 0px`},
      );
      sections.forEach((section) => observer!.observe(section));
    };

    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [items]);

  // On narrow screens the links scroll sideways: keep the current one in view.
  useEffect(() => {
    const scroller = list.current;
    const link = scroller?.querySelector<HTMLElement>('[aria-current]');
    if (scroller && link && scroller.scrollWidth > scroller.clientWidth) {
      scroller.scrollLeft = link.offsetLeft - (scroller.clientWidth - link.offsetWidth) / 2;
    }
  }, [active]);

  return (
    <nav ref={nav} aria-label={label} className={styles.nav}>
      <div className="container">
        <ul ref={list} className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={item.id === active ? 'true' : undefined}
                className={styles.link}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
