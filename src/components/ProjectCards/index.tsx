import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import type {CaseStudySummary} from '@site/src/data/contentTypes';
import {caseStudyCategoryName} from '@site/src/data/caseStudyPage';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

export type ProjectCardsProps = {
  readonly projects: readonly CaseStudySummary[];
  /** Names of the facts for screen readers, e.g. {location: 'Location', year: 'Year'}. */
  readonly words: {readonly location: string; readonly year: string};
  /** Text of each card's link to its case study, e.g. 'View Case Study'. */
  readonly linkLabel: string;
  /** The gallery's cards add the scope of work. */
  readonly showScope?: boolean;
};

/** Project cards for the lists: photo, category badge, title, location, year, link to the case study. */
const iconProps = {
  viewBox: '0 0 24 24',
  width: 16,
  height: 16,
  'aria-hidden': true,
  focusable: false,
} as const;

function PinIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <path
        d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

function CalendarIcon(): ReactNode {
  return (
    <svg {...iconProps}>
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function ProjectCards({
  projects,
  words,
  linkLabel,
  showScope = false,
}: ProjectCardsProps): ReactNode {
  return (
    <CardGrid minColumn="19rem" tracks="fill">
      {projects.map((project) => (
        <Card
          key={project.id}
          image={{
            src: project.heroImage,
            width: 640,
            height: 420,
            sizes: `${desktopMedia} 33vw, (min-width: 640px) 50vw, 100vw`,
          }}
          imageOverlay={
            <p className={styles.badges}>
              <span className={styles.badge}>{caseStudyCategoryName(project.category)}</span>
              {project.label && <span className={styles.label}>{project.label}</span>}
            </p>
          }
          linked
          lift>
          <h3 className={styles.title}>{project.title}</h3>
          <dl className={styles.meta}>
            <div>
              <dt className="sr-only">{words.location}</dt>
              <dd>
                <PinIcon />
                {project.location}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{words.year}</dt>
              <dd>
                <CalendarIcon />
                {project.year}
              </dd>
            </div>
          </dl>
          {showScope && <p className={styles.scope}>{project.scope}</p>}
          {/* Every card has the same link text; the label tells screen readers which project. */}
          <Link
            to={project.permalink}
            className={styles.link}
            aria-label={`${linkLabel}: ${project.title}`}>
            {linkLabel}
            <span aria-hidden="true"> →</span>
          </Link>
        </Card>
      ))}
    </CardGrid>
  );
}
