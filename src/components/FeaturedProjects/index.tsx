import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

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
export default function FeaturedProjects({
  projects,
}: {
  readonly projects: readonly FeaturedProject[];
}): ReactNode {
  return (
    <CardGrid minColumn="18rem">
      {projects.map((project) => (
        <Card
          key={project.href}
          image={{
            src: project.image,
            width: 640,
            height: 440,
            sizes: `${desktopMedia} 33vw, 100vw`,
          }}
          linked>
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
        </Card>
      ))}
    </CardGrid>
  );
}
