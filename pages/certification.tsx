import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import NcaRegistration from '@site/src/components/NcaRegistration';
import CertificateCards from '@site/src/components/CertificateCards';
import AffiliationList from '@site/src/components/AffiliationList';
import StandardsList from '@site/src/components/StandardsList';
import DocumentLink from '@site/src/components/DocumentLink';
import {
  affiliations,
  certificates,
  certificationPage as page,
  companyProfile,
  ncaRegistration,
  standards,
} from '@site/src/data/certification';
import cta from './_cta.module.css';

export default function Certification(): ReactNode {
  return (
    <Layout title={page.title} description={page.lead}>
      <main>
        <PageHero title={page.title} lead={<p>{page.lead}</p>} image={page.image} />
        <Section id="certificates" title={page.certificates.title} intro={<p>{page.certificates.intro}</p>}>
          <NcaRegistration registration={ncaRegistration} labels={page.nca} />
          <CertificateCards certificates={certificates} labels={page.certificates} documentLabels={page.documents} />
        </Section>
        <Section id="affiliations" title={page.affiliations.title} intro={<p>{page.affiliations.intro}</p>} tone="muted">
          <AffiliationList affiliations={affiliations} />
        </Section>
        <Section id="standards" title={page.standards.title} intro={<p>{page.standards.intro}</p>}>
          <StandardsList standards={standards} />
        </Section>
        <Section id="more-information" title={page.cta.title} intro={<p>{page.cta.text}</p>} tone="dark" align="center">
          <p className={cta.actions}>
            <Link to={page.cta.contact.to} className="button button--primary button--lg">
              {page.cta.contact.label}
            </Link>
            <DocumentLink
              document={companyProfile}
              label={page.cta.profileLabel}
              onRequestLabel={page.cta.profileOnRequestLabel}
              requestPath={page.documents.requestPath}
              className={`button button--lg ${cta.outline}`}
            />
          </p>
        </Section>
      </main>
    </Layout>
  );
}
