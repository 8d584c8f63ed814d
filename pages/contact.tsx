import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import ContactDetails from '@site/src/components/ContactDetails';
import Newsletter from '@site/src/components/Newsletter';
import OfficeMap from '@site/src/components/OfficeMap';
import PageHero from '@site/src/components/PageHero';
import QuoteBeside from '@site/src/components/QuoteBeside';
import Section from '@site/src/components/Section';
import {
  contactDetails,
  contactHero,
  contactNewsletter,
  contactQuote,
  officeMap,
} from '@site/src/data/contact';
import styles from './_contact.module.css';

export default function Contact(): ReactNode {
  return (
    <Layout title={contactHero.title} description={contactHero.lead}>
      <main>
        <PageHero
          title={contactHero.title}
          lead={<p>{contactHero.lead}</p>}
          image={contactHero.image}
        />
        <Section id="get-in-touch" title={contactDetails.title}>
          <ContactDetails />
        </Section>
        <Section
          id="quote"
          title={contactQuote.title}
          intro={<p>{contactQuote.intro}</p>}
          tone="muted">
          <QuoteBeside>
            <h3>{contactQuote.nextStepsTitle}</h3>
            <ol className={styles.nextSteps}>
              {contactQuote.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </QuoteBeside>
        </Section>
        <Section id="map" title={officeMap.title} intro={<p>{officeMap.intro}</p>}>
          <OfficeMap />
        </Section>
        <Section
          id="newsletter"
          title={contactNewsletter.title}
          intro={<p>{contactNewsletter.intro}</p>}
          tone="muted">
          <Newsletter />
        </Section>
      </main>
    </Layout>
  );
}
