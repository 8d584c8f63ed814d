import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import {company} from '@site/src/data/company';

export default function Home(): ReactNode {
  return (
    <Layout description={company.tagline}>
      <main>
      <PageHero
        title="Crafting the Future of Construction in Kenya"
        lead={<p>{company.tagline}</p>}
        image="https://images.unsplash.com/photo-1503387762-592deb58ef4e"
        underHeader={false}
        size="tall">
        <p>
          <Link className="button button--primary button--lg" to="/contact">
            Get Started
          </Link>{' '}
          <Link className="button button--secondary button--lg" to="/gallery">
            View Our Projects
          </Link>
        </p>
      </PageHero>
      </main>
    </Layout>
  );
}
