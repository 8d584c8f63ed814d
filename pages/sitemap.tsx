import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SiteMap from '@site/src/components/SiteMap';
import {sitemapPage} from '@site/src/data/sitemapPage';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';

export default function Sitemap(): ReactNode {
  const index = useContentIndex();
  return (
    <Layout title={sitemapPage.title} description={sitemapPage.lead}>
      <main>
        <PageHero
          title={sitemapPage.title}
          lead={<p>{sitemapPage.lead}</p>}
          image={sitemapPage.image}
        />
        <Section>
          <SiteMap index={index} />
        </Section>
      </main>
    </Layout>
  );
}
