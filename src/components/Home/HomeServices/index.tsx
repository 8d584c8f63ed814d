import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import ServiceCards from '@site/src/components/ServiceCards';
import {homeServices} from '@site/src/data/home';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from '../home.module.css';
import StaticHtml from '@site/src/components/StaticHtml';

export default function HomeServices(): ReactNode {
  const {services} = useContentIndex();
  return (
    <Section
      id="services"
      title={homeServices.title}
      intro={<p>{homeServices.intro}</p>}
      tone="muted">
      <StaticHtml>
        <ServiceCards services={services} linkLabel={homeServices.cardLinkLabel} />
        <p className={styles.more}>
          <Link to={homeServices.all.to} className="button button--primary">
            {homeServices.all.label}
          </Link>
        </p>
      </StaticHtml>
    </Section>
  );
}
