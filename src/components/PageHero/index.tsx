import type {ReactNode} from 'react';
import clsx from 'clsx';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type PageHeroProps = {
  readonly title: string;
  /** The title's language, where it is not the page's. */
  readonly titleLang?: string;
  readonly lead?: ReactNode;
  readonly image: string;
  /** Alt text when the photo carries meaning; hero photos are usually decorative. */
  readonly imageAlt?: string;
  /** Small line above the title (a category, a breadcrumb). */
  readonly eyebrow?: ReactNode;
  /** Links or facts under the lead. */
  readonly children?: ReactNode;
  /**
   * Whether the header sits transparent over this hero until the page scrolls.
   * The home page keeps an opaque header (spec), so it passes false.
   */
  readonly underHeader?: boolean;
  readonly size?: 'tall' | 'regular';
};

/** A page's opening band: dark photo backdrop, the page title (its only h1) and a lead. */
export default function PageHero({
  title,
  titleLang,
  lead,
  image,
  imageAlt = '',
  eyebrow,
  children,
  underHeader = true,
  size = 'regular',
}: PageHeroProps): ReactNode {
  return (
    // The header reads the attribute from the page itself (`html:has(…)`, custom.css), not from a
    // class on <html>: the head manager applies <html>'s classes from whatever part of the page
    // has hydrated so far, so a class set here would be dropped for a few frames while the page
    // hydrates, and the header would flash opaque and back.
    <div
      className={clsx(styles.hero, underHeader && styles.underHeader, styles[size])}
      data-hero-under-header={underHeader || undefined}>
      <Image
        src={image}
        alt={imageAlt}
        width={1920}
        height={size === 'tall' ? 1080 : 720}
        sizes="100vw"
        priority
        className={styles.backdrop}
      />
      <div className={clsx('container', styles.content)}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </div>
  );
}
