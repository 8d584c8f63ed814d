import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import {
  formatKsh,
  type PackageFacts,
  type PackageIcon,
  type PackagePrice,
} from '@site/src/data/pricing';
import type {PackageContent} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';

/** A package's facts (price, look) with its words from pages/pricing.mdx. */
export type ServicePackage = PackageFacts & PackageContent;

const iconPaths: Record<PackageIcon, ReactNode> = {
  consultation: (
    <>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      <path d="M8 9h8M8 13h5" />
    </>
  ),
  design: (
    <>
      <path d="M3 21h18M5 21V8l7-5 7 5v13" />
      <path d="M9 21v-6h6v6" />
    </>
  ),
  construction: (
    <>
      <path d="M2 20h20M4 20V10h6v10M14 20V4h6v16" />
      <path d="M10 14h4M14 8h6M14 12h6M14 16h6" />
    </>
  ),
};

function priceText(price: PackagePrice): string {
  return price.kind === 'fixed'
    ? formatKsh(price.amountKsh)
    : translate({
        id: 'pricing.package.quotePrice',
        message: 'Custom Quote',
        description: 'Shown instead of an amount for a package priced by quotation',
      });
}

/** The service packages side by side: price, what it covers, what is included. */
export default function PackageCards({
  packages,
}: {
  readonly packages: readonly ServicePackage[];
}): ReactNode {
  return (
    <CardGrid minColumn="19rem" gap="2rem 1.5rem" className={styles.grid}>
      {packages.map((pkg) => {
        const titleId = `package-${pkg.id}`;
        return (
          <li
            key={pkg.id}
            className={clsx(styles.card, styles[pkg.tone], pkg.recommended && styles.recommended)}>
            <article aria-labelledby={titleId} className={styles.inner}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {iconPaths[pkg.icon]}
              </svg>
              <h3 id={titleId} className={styles.name}>
                {pkg.name}
              </h3>
              {pkg.recommended && (
                <p className={styles.badge}>
                  <Translate
                    id="pricing.package.recommended"
                    description="Ribbon on the recommended package">
                    Most Popular
                  </Translate>
                </p>
              )}
              <p className={styles.price}>
                <strong>{priceText(pkg.price)}</strong>
                <span>{pkg.priceNote}</span>
              </p>
              <p className={styles.description}>{pkg.description}</p>
              <ul
                className={styles.features}
                aria-label={translate(
                  {
                    id: 'pricing.package.features',
                    message: 'Included: {name}',
                    description: "Accessible name of a package's feature list",
                  },
                  {name: pkg.name},
                )}>
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                to="/contact"
                className={clsx(
                  'button button--lg button--block',
                  pkg.recommended ? 'button--primary' : 'button--outline button--primary',
                  styles.action,
                )}>
                <Translate
                  id="pricing.package.action"
                  description="Button on each package card, leading to the contact page">
                  Get Started
                </Translate>
                <span className="sr-only"> – {pkg.name}</span>
              </Link>
            </article>
          </li>
        );
      })}
    </CardGrid>
  );
}
