import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import FeaturedProjects, {type FeaturedProject} from '@site/src/components/FeaturedProjects';
import Section from '@site/src/components/Section';
import {homeProjects} from '@site/src/data/home';
import type {CaseStudySummary} from '@site/src/data/contentTypes';
import {caseStudyTag} from '@site/src/data/caseStudyPage';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from '../home.module.css';
import StaticHtml from '@site/src/components/StaticHtml';

/** The case studies marked `featured` in their front matter, as home page cards. */
export function featuredProjects(caseStudies: readonly CaseStudySummary[]): FeaturedProject[] {
  return caseStudies
    .filter((study) => study.featured)
    .map((study) => ({
      title: study.title,
      image: study.heroImage,
      href: study.permalink,
      tag: caseStudyTag(study),
      meta: [study.location],
    }));
}

export default function HomeProjects(): ReactNode {
  const projects = featuredProjects(useContentIndex().caseStudies);
  return (
    <Section id="projects" title={homeProjects.title} intro={<p>{homeProjects.intro}</p>}>
      <StaticHtml>
        {projects.length > 0 && <FeaturedProjects projects={projects} />}
        <p className={styles.more}>
          <Link to={homeProjects.all.to} className="button button--outline button--primary">
            {homeProjects.all.label}
          </Link>
        </p>
      </StaticHtml>
    </Section>
  );
}
