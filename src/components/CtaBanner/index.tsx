import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';

export type CtaAction = {readonly label: string; readonly to: string};

/** A band's words, as the data modules write them. */
export type CallToAction = {
  readonly title: string;
  readonly text: string;
  readonly primary: CtaAction;
  readonly secondary?: CtaAction;
};

export type CtaBannerProps = {
  /** Base for the heading's id, which names the band for screen readers. */
  readonly id: string;
  readonly words: CallToAction;
  /** Extra content under the buttons (e.g. promises). */
  readonly children?: ReactNode;
};

/** A dark closing band: a heading, one sentence and one or two buttons. */
export default function CtaBanner({
  id,
  words: {title, text, primary, secondary},
  children,
}: CtaBannerProps): ReactNode {
  const titleId = `${id}-title`;
  return (
    <section className={styles.cta} aria-labelledby={titleId} {...notSearched}>
      <div className="container">
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link to={primary.to} className="button button--primary button--lg">
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className="button button--lg button--on-dark">
              {secondary.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
