import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ProjectFinder from '@site/src/components/ProjectFinder';
import CtaBanner from '@site/src/components/CtaBanner';
import {galleryPage} from '@site/src/data/projectsPage';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';

export default function Gallery(): ReactNode {
  const {caseStudies} = useContentIndex();
  const projects = caseStudies.filter((project) => project.gallery);
  return (
    <Layout title={galleryPage.title} description={galleryPage.lead}>
      <main>
        <PageHero
          title={galleryPage.title}
          lead={<p>{galleryPage.lead}</p>}
          image={galleryPage.image}
        />
        <Section id="gallery" title={galleryPage.listTitle}>
          <ProjectFinder projects={projects} words={galleryPage.list} />
        </Section>
        <CtaBanner id="gallery-cta" words={galleryPage.cta} />
      </main>
    </Layout>
  );
}
