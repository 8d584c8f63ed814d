import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {notSearched} from '@site/src/lib/searchIndexing';
import styles from './styles.module.css';

export type SectionProps = {
  /** Becomes the section's h2 and its accessible name. */
  readonly title?: string;
  readonly id?: string;
  readonly intro?: ReactNode;
  readonly tone?: 'plain' | 'muted' | 'dark';
  readonly align?: 'start' | 'center';
  /**
   * 'band' (default) spans the page with its own container; 'block' is a section inside a
   * column that already has one (e.g. a case study's main column).
   */
  readonly variant?: 'band' | 'block';
  readonly className?: string;
  /** Links to other pages or a call to action, which the site search leaves out. */
  readonly outsideSearch?: boolean;
  readonly children: ReactNode;
};

/** One band of a page: consistent spacing, an optional heading and introduction. */
export default function Section({
  title,
  id,
  intro,
  tone = 'plain',
  align = 'start',
  variant = 'band',
  className,
  outsideSearch = false,
  children,
}: SectionProps): ReactNode {
  // Registered with the build's link checker, so links to a section (/contact#quote) are checked.
  useBrokenLinks().collectAnchor(id);
  const headingId = id ? `${id}-title` : undefined;
  const content = (
    <>
      {(title || intro) && (
        <div className={clsx(styles.header, align === 'center' && styles.center)}>
          {title && (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          )}
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
      )}
      {children}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx(styles[variant], styles[tone], className)}
      {...(outsideSearch ? notSearched : {})}>
      {variant === 'band' ? <div className="container">{content}</div> : content}
    </section>
  );
}
