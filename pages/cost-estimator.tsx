import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import CostEstimator from '@site/src/components/CostEstimator';
import CostRatesTable from '@site/src/components/CostRatesTable';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import {sourceIds} from '@site/src/data/costRates';
import {estimatorPage, sourceNames} from '@site/src/data/costEstimator';

export default function CostEstimatorPage(): ReactNode {
  return (
    <Layout title={estimatorPage.title} description={estimatorPage.description}>
      <main>
        <PageHero title={estimatorPage.title} lead={<p>{estimatorPage.lead}</p>} image={estimatorPage.image} />
        <Section id="estimate" tone="muted">
          <CostEstimator formTitle={estimatorPage.formTitle} />
        </Section>
        <Section id="rates" title={estimatorPage.ratesTitle} intro={<p>{estimatorPage.ratesIntro}</p>}>
          <CostRatesTable />
        </Section>
        <Section id="sources" title={estimatorPage.sourcesTitle} tone="muted">
          <ul>
            {sourceIds.map((id) => (
              <li key={id}>{sourceNames[id]}</li>
            ))}
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
