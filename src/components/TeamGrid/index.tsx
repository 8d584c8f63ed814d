import type {ReactNode} from 'react';
import Image from '@site/src/components/Image';
import type {TeamMember} from '@site/src/data/about';
import styles from './styles.module.css';

export default function TeamGrid({members}: {readonly members: readonly TeamMember[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {members.map((member) => (
        <li key={member.name} className={styles.card}>
          <Image src={member.image} alt={`Portrait of ${member.name}`} width={320} height={320} className={styles.photo} sizes="10rem" />
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
