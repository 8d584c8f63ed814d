import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ServiceCards from '@site/src/components/ServiceCards';
import {servicesPage} from '@site/src/data/servicesPage';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './_index.module.css';

export default function Services(): ReactNode {
  const {services} = useContentIndex();
  return (
    <Layout title={servicesPage.title} description={servicesPage.lead}>
      <main>
        <PageHero
          title={servicesPage.title}
          lead={<p>{servicesPage.lead}</p>}
          image={servicesPage.image}
        />
        <Section id="services" title={servicesPage.listTitle}>
          <ServiceCards
            services={services}
            linkLabel={servicesPage.cardLinkLabel}
            featureCount={servicesPage.featuresOnCard}
          />
        </Section>
        <Section
          id="site-visit"
          title={servicesPage.siteVisit.title}
          intro={<p>{servicesPage.siteVisit.text}</p>}
          tone="muted"
          align="center">
          <p className={styles.action}>
            <Link
              to={servicesPage.siteVisit.action.to}
              className="button button--primary button--lg">
              {servicesPage.siteVisit.action.label}
            </Link>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
