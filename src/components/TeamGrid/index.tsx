import type {ReactNode} from 'react';
import clsx from 'clsx';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type TeamGridMember = {
  readonly name: string;
  readonly role: string;
  readonly image: string;
  readonly bio?: string;
};

export type TeamGridProps = {
  readonly members: readonly TeamGridMember[];
  /** 'feature' for a leadership team with biographies; 'compact' for a project team. */
  readonly variant?: 'feature' | 'compact';
};

export default function TeamGrid({members, variant = 'feature'}: TeamGridProps): ReactNode {
  const compact = variant === 'compact';
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)}>
      {members.map((member) => (
        <li key={member.name} className={styles.card}>
          <Image
            src={member.image}
            alt={`Portrait of ${member.name}`}
            width={compact ? 192 : 320}
            height={compact ? 192 : 320}
            className={styles.photo}
            sizes={compact ? '6rem' : '10rem'}
          />
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          {member.bio && <p className={styles.bio}>{member.bio}</p>}
        </li>
      ))}
    </ul>
  );
}
