import {useId, type ReactNode} from 'react';
import {company} from '@site/src/data/company';
import {insightArticle} from '@site/src/data/insights';
import {initials} from '@site/src/lib/people';
import styles from './styles.module.css';

export type AuthorCardProps = {
  readonly name: string;
  /** The author's role at the company, e.g. "Lead Architect". */
  readonly role?: string;
};

/** The author block under an article: initials, name and role at the company. */
export default function AuthorCard({name, role}: AuthorCardProps): ReactNode {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.card}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <div>
        <h2 id={titleId} className={styles.label}>
          {insightArticle.author.title}
        </h2>
        <p className={styles.name}>{name}</p>
        {role && <p className={styles.role}>{insightArticle.author.roleAt(role, company.name)}</p>}
      </div>
    </section>
  );
}
