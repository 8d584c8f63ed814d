import {useId, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {company} from '@site/src/data/company';
import {initials} from '@site/src/lib/people';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';

export type AuthorCardProps = {
  readonly name: string;
  /** The author's role at the company, e.g. "Lead Architect". */
  readonly role?: string;
};

/** The author block under an article: initials, name and role at the company. */
export default function AuthorCard({name, role}: AuthorCardProps): ReactNode {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.card} {...notSearched}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(name)}
      </span>
      <div>
        <h2 id={titleId} className={styles.label}>
          <Translate id="insight.author.title">About the Author</Translate>
        </h2>
        <p className={styles.name}>{name}</p>
        {role && (
          <p className={styles.role}>
            <Translate
              id="insight.author.roleAt"
              description="The author's role at the company, e.g. Lead Architect, Msingi Construction Ltd"
              values={{role, company: company.name}}>
              {'{role}, {company}'}
            </Translate>
          </p>
        )}
      </div>
    </section>
  );
}
