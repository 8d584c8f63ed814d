import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Image from '@site/src/components/Image';
import styles from './styles.module.css';

export type FeaturedProject = {
  readonly title: string;
  readonly image: string;
  readonly href: string;
  /** Small facts under the title, e.g. category and location. */
  readonly meta?: readonly string[];
  /** A category shown as a tag above the title. */
  readonly tag?: string;
};

/** Project cards linking to their case studies. */
export default function FeaturedProjects({projects}: {readonly projects: readonly FeaturedProject[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {projects.map((project) => (
        <li key={project.href} className={styles.card}>
          <Image src={project.image} alt="" width={640} height={440} sizes="(min-width: 996px) 33vw, 100vw" className={styles.image} />
          <div className={styles.body}>
            {project.tag && <p className={styles.tag}>{project.tag}</p>}
            {project.meta && (
              <p className={styles.meta}>
                {project.meta.map((m) => (
                  <span key={m}>{m}</span>
                ))}
              </p>
            )}
            <h3 className={styles.title}>
              <Link to={project.href} className={styles.link}>
                {project.title}
              </Link>
            </h3>
          </div>
        </li>
      ))}
    </ul>
  );
}
