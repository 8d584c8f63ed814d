import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import type {ServiceSummary} from '@site/src/data/contentTypes';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

export type ServiceCardsProps = {
  readonly services: readonly ServiceSummary[];
  /** Text of each card's link, e.g. 'View More Details' or 'Learn more'. */
  readonly linkLabel: string;
  /** How many of the service's features to list (none when 0). */
  readonly featureCount?: number;
};

export default function ServiceCards({
  services,
  linkLabel,
  featureCount = 0,
}: ServiceCardsProps): ReactNode {
  return (
    <CardGrid minColumn="19rem">
      {services.map((service) => (
        <Card
          key={service.id}
          image={{
            src: service.heroImage,
            width: 640,
            height: 400,
            sizes: `${desktopMedia} 33vw, 100vw`,
          }}
          className={styles.card}>
          <h3 className={styles.title}>{service.title}</h3>
          <p className={styles.description}>{service.description}</p>
          {featureCount > 0 && (
            <ul className={styles.features}>
              {service.features.slice(0, featureCount).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          <Link to={service.permalink} className={styles.link}>
            {linkLabel}
            <span className="sr-only">
              {' '}
              <Translate
                id="serviceCards.link.about"
                description="Read after a card's link text, e.g. 'View More Details about Residential Construction'"
                values={{service: service.title}}>
                {'about {service}'}
              </Translate>
            </span>
            <span aria-hidden="true"> →</span>
          </Link>
        </Card>
      ))}
    </CardGrid>
  );
}
