import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import NcaRegistration from '@site/src/components/NcaRegistration';
import CertificateCards from '@site/src/components/CertificateCards';
import AffiliationList from '@site/src/components/AffiliationList';
import StandardsList from '@site/src/components/StandardsList';
import DocumentLink from '@site/src/components/DocumentLink';
import CtaActions from '@site/src/components/CtaActions';
import {companyProfile, ncaRegistration} from '@site/src/data/certification';
import {responseTime} from '@site/src/data/companyWords';
import type {CertificationFrontMatter} from '@site/src/data/frontMatterTypes';

/**
 * The certification page: registrations and certificates, affiliations, standards and a closing
 * offer of documents. The records are pages/certification.mdx's front matter; documents and
 * the NCA registration are facts from src/data/certification.ts.
 */
export default function CertificationPage({
  frontMatter: page,
}: {
  readonly frontMatter: CertificationFrontMatter;
}): ReactNode {
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.description}</p>} image={page.heroImage} />
      <Section
        id="certificates"
        title={translate({
          id: 'certification.certificates.title',
          message: 'Registrations & Certificates',
        })}
        intro={
          <p>
            {translate({
              id: 'certification.certificates.intro',
              message:
                'Before you hand a contractor your site and your savings, check their papers. These are ours, kept current and renewed on time.',
            })}
          </p>
        }>
        <NcaRegistration registration={ncaRegistration} />
        <CertificateCards certificates={page.certificates} />
      </Section>
      <Section
        id="affiliations"
        title={translate({
          id: 'certification.affiliations.title',
          message: 'Professional Affiliations',
        })}
        intro={
          <p>
            {translate({
              id: 'certification.affiliations.intro',
              message:
                'We belong to the bodies that set and raise the standard of building in Kenya.',
            })}
          </p>
        }
        tone="muted">
        <AffiliationList affiliations={page.affiliations} />
      </Section>
      <Section
        id="standards"
        title={translate({
          id: 'certification.standards.title',
          message: 'Quality & Compliance Standards',
        })}
        intro={
          <p>
            {translate({
              id: 'certification.standards.intro',
              message:
                'The rules every Msingi site works to, from the first excavation to handover.',
            })}
          </p>
        }>
        <StandardsList standards={page.standards} />
      </Section>
      <Section
        id="more-information"
        title={translate({id: 'certification.cta.title', message: 'Need More Information'})}
        intro={
          <p>
            {translate(
              {
                id: 'certification.cta.text',
                message:
                  'Tendering, vetting a contractor or arranging finance? Ask us for copies of any certificate, our company profile or references from past clients, and we will send them {responseTime}.',
                description: 'responseTime is e.g. "within 24 hours"',
              },
              {responseTime: responseTime()},
            )}
          </p>
        }
        tone="dark"
        align="center">
        <CtaActions>
          <Link to="/contact" className="button button--primary button--lg">
            {translate({
              id: 'certification.cta.contact',
              message: 'Contact Us',
              description: 'Button to the contact page',
            })}
          </Link>
          <DocumentLink
            document={companyProfile}
            label={translate({
              id: 'certification.cta.profile',
              message: 'Download Company Profile',
            })}
            onRequestLabel={translate({
              id: 'certification.cta.profileOnRequest',
              message: 'Download Company Profile (on request)',
            })}
            className="button button--lg"
          />
        </CtaActions>
      </Section>
    </>
  );
}
