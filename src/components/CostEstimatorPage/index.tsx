import type {ReactNode} from 'react';
import CostEstimator from '@site/src/components/CostEstimator';
import CostRatesTable from '@site/src/components/CostRatesTable';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import {sourceIds} from '@site/src/data/costRates';
import {estimatorPage, sourceNames} from '@site/src/data/costEstimator';
import type {CostEstimatorFrontMatter} from '@site/src/data/frontMatterTypes';

/**
 * The cost estimator page: the estimator, the rates it works from and their sources. Its prose is
 * pages/cost-estimator.mdx's front matter; the figures are src/data/costRates.ts.
 */
export default function CostEstimatorPage({
  frontMatter: page,
}: {
  readonly frontMatter: CostEstimatorFrontMatter;
}): ReactNode {
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.lead}</p>} image={page.heroImage} />
      <Section id="estimate" tone="muted">
        <CostEstimator formTitle={estimatorPage.formTitle} page={page} />
      </Section>
      <Section
        id="rates"
        title={estimatorPage.ratesTitle}
        intro={<p>{estimatorPage.ratesIntro}</p>}>
        <CostRatesTable />
      </Section>
      <Section id="sources" title={estimatorPage.sourcesTitle} tone="muted">
        <ul>
          {sourceIds.map((id) => (
            <li key={id}>{sourceNames[id]}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
