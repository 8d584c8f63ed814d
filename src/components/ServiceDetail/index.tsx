import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import BackLink from '@site/src/components/BackLink';
import Section from '@site/src/components/Section';
import BenefitList from '@site/src/components/BenefitList';
import OfferingGrid from '@site/src/components/OfferingGrid';
import ProcessSteps from '@site/src/components/ProcessSteps';
import StatsBand from '@site/src/components/StatsBand';
import FeaturedProjects from '@site/src/components/FeaturedProjects';
import TestimonialQuote from '@site/src/components/TestimonialQuote';
import FaqAccordion from '@site/src/components/FaqAccordion';
import ServiceCta from '@site/src/components/ServiceCta';
import EstimatorPrompt from '@site/src/components/EstimatorPrompt';
import {useLocation} from '@docusaurus/router';
import JsonLd from '@site/src/components/JsonLd';
import {routeLabel} from '@site/src/data/routes';
import {serviceDetail as words} from '@site/src/data/serviceDetail';
import {caseStudiesByIds} from '@site/src/lib/caseStudies';
import {breadcrumbList, service as serviceJsonLd} from '@site/src/lib/structuredData';
import type {ServiceFrontMatter} from '@site/src/data/frontMatterTypes';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './styles.module.css';
import StaticHtml from '@site/src/components/StaticHtml';

export type ServiceDetailProps = {
  /** The MDX page's own front matter, validated by the content index at build time. */
  readonly frontMatter: ServiceFrontMatter;
  /** The page's prose introduction, written in MDX. */
  readonly children?: ReactNode;
};

/** A service page, composed of the shared section components in the spec's order. */
export default function ServiceDetail({
  frontMatter: service,
  children,
}: ServiceDetailProps): ReactNode {
  const {pathname} = useLocation();
  const featured = caseStudiesByIds(service.featuredProjects, useContentIndex().caseStudies);
  return (
    <>
      <JsonLd
        data={(siteUrl) =>
          serviceJsonLd(siteUrl, {
            name: service.title,
            description: service.description,
            path: pathname,
            image: service.heroImage,
          })
        }
      />
      <JsonLd
        data={(siteUrl) =>
          breadcrumbList(siteUrl, [
            {name: routeLabel('/'), path: '/'},
            {name: routeLabel('/services'), path: '/services'},
            {name: service.title, path: pathname},
          ])
        }
      />
      <PageHero
        title={service.title}
        lead={<p>{service.description}</p>}
        image={service.heroImage}
        eyebrow={<BackLink to={words.backLink.to} label={words.backLink.label} />}
      />
      {children && (
        <Section id="overview">
          <StaticHtml className={styles.prose}>{children}</StaticHtml>
        </Section>
      )}
      <Section id="why-choose" title={words.sections.whyChoose} tone="muted">
        <StaticHtml>
          <BenefitList items={service.benefits} />
        </StaticHtml>
      </Section>
      <Section id="offerings" title={words.sections.offerings}>
        <StaticHtml>
          <OfferingGrid items={service.offerings} />
        </StaticHtml>
      </Section>
      <Section id="process" title={words.sections.process} tone="muted">
        <StaticHtml>
          <ProcessSteps steps={service.process} />
        </StaticHtml>
      </Section>
      <Section id="track-record" title={words.sections.trackRecord} tone="dark">
        <StaticHtml>
          <StatsBand stats={service.stats} />
        </StaticHtml>
      </Section>
      <Section id="featured-projects" title={words.sections.featuredProjects} outsideSearch>
        <StaticHtml>
          <FeaturedProjects
            projects={featured.map((study) => ({
              title: study.title,
              image: study.heroImage,
              href: study.permalink,
            }))}
          />
          <p className={styles.more}>
            <Link to={words.allProjects.to} className="button button--outline button--primary">
              {words.allProjects.label}
            </Link>
          </p>
        </StaticHtml>
      </Section>
      <Section id="testimonial" title={words.sections.testimonial} tone="muted" align="center">
        <TestimonialQuote
          quote={service.testimonial.quote}
          author={service.testimonial.author}
          role={service.testimonial.role}
          location={service.testimonial.location}
        />
      </Section>
      <Section id="faqs" title={words.sections.faqs} align="center">
        <FaqAccordion items={service.faqs} />
        {service.estimate && <EstimatorPrompt type={service.estimate} />}
      </Section>
      <ServiceCta />
    </>
  );
}
