import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import Tabs from '@site/src/components/Tabs';
import PackageCards, {type ServicePackage} from '@site/src/components/PackageCards';
import MaterialPriceTables from '@site/src/components/MaterialPriceTables';
import FaqAccordion from '@site/src/components/FaqAccordion';
import CtaActions from '@site/src/components/CtaActions';
import EstimatorPrompt from '@site/src/components/EstimatorPrompt';
import {packageFacts, type PricingTabId} from '@site/src/data/pricing';
import {materialGroups} from '@site/src/data/materialTable';
import type {PricingFrontMatter} from '@site/src/data/frontMatterTypes';

/** Each package's words from the page with its facts; the content index checked the ids match. */
function servicePackages(page: PricingFrontMatter): ServicePackage[] {
  return page.packages.map((content) => ({
    ...packageFacts.find((facts) => facts.id === content.id)!,
    ...content,
  }));
}

/**
 * The pricing page: packages and material prices in two tabs (linkable by URL hash), the pricing
 * FAQs and a closing call to action. The words are pages/pricing.mdx's front matter; prices are
 * facts from src/data/pricing.ts.
 */
export default function PricingPage({
  frontMatter: page,
}: {
  readonly frontMatter: PricingFrontMatter;
}): ReactNode {
  const materialsLabel = translate({id: 'pricing.tab.materials', message: 'Material Pricing'});
  const tabs: readonly {id: PricingTabId; label: string; panel: ReactNode}[] = [
    {
      id: 'packages',
      label: translate({id: 'pricing.tab.packages', message: 'Service Packages'}),
      panel: <PackageCards packages={servicePackages(page)} />,
    },
    {
      id: 'materials',
      label: materialsLabel,
      // Headed with the tab's own id, so a link to /pricing#materials (the site search's) names a place.
      panel: (
        <MaterialPriceTables groups={materialGroups} title={materialsLabel} titleId="materials" />
      ),
    },
  ];
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.description}</p>} image={page.heroImage} />
      <Section
        id="pricing-options"
        title={translate({id: 'pricing.options.title', message: 'Packages and Material Prices'})}
        intro={
          <p>
            {translate({
              id: 'pricing.options.intro',
              message:
                'Start with a consultation, commission a full design, or hand us the whole build. Material prices help you estimate what the construction itself will cost.',
            })}
          </p>
        }
        align="center">
        <Tabs items={tabs} labelledBy="pricing-options-title" defaultId="packages" syncWithHash />
        <EstimatorPrompt />
      </Section>
      <Section
        id="faq"
        title={translate({id: 'pricing.faqs.title', message: 'Frequently Asked Questions'})}
        tone="muted"
        align="center">
        <FaqAccordion items={page.faqs} />
      </Section>
      <Section
        id="custom-quote"
        title={translate({id: 'pricing.cta.title', message: 'Need a Price for Your Project?'})}
        intro={
          <p>
            {translate({
              id: 'pricing.cta.text',
              message:
                'Send us your drawings or tell us what you want to build, and our quantity surveyors will prepare an itemised quotation for your project.',
            })}
          </p>
        }
        tone="dark"
        align="center">
        <CtaActions>
          <Link to="/contact" className="button button--primary button--lg">
            {translate({id: 'pricing.cta.action', message: 'Request Custom Quote'})}
          </Link>
        </CtaActions>
      </Section>
    </>
  );
}
