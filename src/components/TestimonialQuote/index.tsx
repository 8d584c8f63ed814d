import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Testimonial = {
  readonly quote: string;
  readonly author: string;
  /** Role, position or company line. */
  readonly role: string;
  readonly location?: string;
};

export default function TestimonialQuote({quote, author, role, location}: Testimonial): ReactNode {
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        <span>
          {location
            ? translate(
                {
                  id: 'testimonial.roleAndLocation',
                  message: '{role} · {location}',
                  description: "The line under a testimonial's author",
                },
                {role, location},
              )
            : role}
        </span>
      </figcaption>
    </figure>
  );
}
