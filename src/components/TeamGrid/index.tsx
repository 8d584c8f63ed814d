import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Image from '@site/src/components/Image';
import {resolveTeamMember} from '@site/src/lib/people';
import type {TeamEntry} from '@site/src/data/contentTypes';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './styles.module.css';

/** A team entry, and for a leadership team the person's biography. */
export type TeamGridMember = TeamEntry & {readonly bio?: string};

export type TeamGridProps = {
  readonly members: readonly TeamGridMember[];
  /** 'feature' for a leadership team with biographies; 'compact' for a project team. */
  readonly variant?: 'feature' | 'compact';
};

/** People named by their key in blog/authors.yml show the name, role and portrait written there. */
export default function TeamGrid({members, variant = 'feature'}: TeamGridProps): ReactNode {
  const {people} = useContentIndex();
  const compact = variant === 'compact';
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)}>
      {members.map((entry) => {
        const member = resolveTeamMember(entry, people);
        return (
          <li key={member.name} className={styles.card}>
            <Image
              src={member.image}
              alt={translate(
                {
                  id: 'team.member.portraitAlt',
                  message: 'Portrait of {name}',
                  description: 'Alt text of a team member photo',
                },
                {name: member.name},
              )}
              width={compact ? 192 : 320}
              height={compact ? 192 : 320}
              className={styles.photo}
              sizes={compact ? '6rem' : '10rem'}
            />
            <h3 className={styles.name}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            {entry.bio && <p className={styles.bio}>{entry.bio}</p>}
          </li>
        );
      })}
    </ul>
  );
}
