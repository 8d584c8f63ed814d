import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import Tabs from '@site/src/components/Tabs';
import PackageCards from '@site/src/components/PackageCards';
import MaterialPriceTables from '@site/src/components/MaterialPriceTables';
import FaqAccordion from '@site/src/components/FaqAccordion';
import {
  materialGroups,
  materialPricesNote,
  pricingFaqs,
  pricingPage as page,
  servicePackages,
  type PricingTabId,
} from '@site/src/data/pricing';
import cta from './_cta.module.css';

export default function Pricing(): ReactNode {
  const panels: Record<PricingTabId, ReactNode> = {
    packages: <PackageCards packages={servicePackages} labels={page.packages} />,
    materials: (
      <MaterialPriceTables groups={materialGroups} columns={page.materials.columns} note={materialPricesNote} />
    ),
  };
  return (
    <Layout title={page.title} description={page.lead}>
      <main>
        <PageHero title={page.title} lead={<p>{page.lead}</p>} image={page.image} />
        <Section id="pricing-options" title={page.options.title} intro={<p>{page.options.intro}</p>} align="center">
          <Tabs
            items={page.tabs.map((tab) => ({...tab, panel: panels[tab.id]}))}
            labelledBy="pricing-options-title"
            defaultId={page.defaultTab}
            syncWithHash
          />
        </Section>
        <Section id="faq" title={page.faqs.title} tone="muted" align="center">
          <FaqAccordion items={pricingFaqs} />
        </Section>
        <Section id="custom-quote" title={page.cta.title} intro={<p>{page.cta.text}</p>} tone="dark" align="center">
          <p className={cta.actions}>
            <Link to={page.cta.action.to} className="button button--primary button--lg">
              {page.cta.action.label}
            </Link>
          </p>
        </Section>
      </main>
    </Layout>
  );
}
