import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ProjectFinder from '@site/src/components/ProjectFinder';
import {projectsPage} from '@site/src/data/projectsPage';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './_projects.module.css';

export default function Projects(): ReactNode {
  const {caseStudies} = useContentIndex();
  return (
    <Layout title={projectsPage.title} description={projectsPage.lead}>
      <main>
        <PageHero
          title={projectsPage.title}
          lead={<p>{projectsPage.lead}</p>}
          image={projectsPage.image}
        />
        <Section id="projects" title={projectsPage.listTitle}>
          <ProjectFinder projects={caseStudies} words={projectsPage.list} />
          <p className={styles.more}>
            <Link
              to={projectsPage.galleryLink.to}
              className="button button--outline button--primary button--lg">
              {projectsPage.galleryLink.label}
            </Link>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
