import type {ReactNode} from 'react';
import type {CertificationFrontMatter} from '@site/src/data/frontMatterTypes';
import CardGrid from '@site/src/components/CardGrid';
import cardText from '@site/src/css/cardText.module.css';
import styles from './styles.module.css';

/** The quality, safety and environmental standards every site works to. */
export default function StandardsList({
  standards,
}: {
  readonly standards: CertificationFrontMatter['standards'];
}): ReactNode {
  return (
    <CardGrid minColumn="26rem">
      {standards.map((standard) => (
        <li key={standard.title} className={styles.item}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Z" />
            <path d="m8.5 12 2.5 2.5 4.5-5" />
          </svg>
          <div>
            <h3 className={cardText.title}>{standard.title}</h3>
            <p className={cardText.description}>{standard.description}</p>
          </div>
        </li>
      ))}
    </CardGrid>
  );
}
