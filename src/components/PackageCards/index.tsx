import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {formatKsh, type PackageIcon, type PackagePrice, type ServicePackage} from '@site/src/data/pricing';
import styles from './styles.module.css';

export type PackageCardsProps = {
  readonly packages: readonly ServicePackage[];
  readonly labels: {
    /** Shown instead of an amount for packages priced by quotation. */
    readonly quotePrice: string;
    readonly featuresLabel: string;
    readonly action: {readonly label: string; readonly to: string};
  };
};

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

function priceText(price: PackagePrice, quotePrice: string): string {
  return price.kind === 'fixed' ? formatKsh(price.amountKsh) : quotePrice;
}

/** The service packages side by side: price, what it covers, what is included. */
export default function PackageCards({packages, labels}: PackageCardsProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {packages.map((pkg) => {
        const titleId = `package-${pkg.id}`;
        return (
          <li key={pkg.id} className={clsx(styles.card, styles[pkg.tone], pkg.recommended && styles.recommended)}>
            <article aria-labelledby={titleId} className={styles.inner}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {iconPaths[pkg.icon]}
              </svg>
              <h3 id={titleId} className={styles.name}>
                {pkg.name}
              </h3>
              {pkg.recommended && pkg.badge && <p className={styles.badge}>{pkg.badge}</p>}
              <p className={styles.price}>
                <strong>{priceText(pkg.price, labels.quotePrice)}</strong>
                <span>{pkg.priceNote}</span>
              </p>
              <p className={styles.description}>{pkg.description}</p>
              <ul className={styles.features} aria-label={`${labels.featuresLabel}: ${pkg.name}`}>
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                to={labels.action.to}
                className={clsx('button button--lg button--block', pkg.recommended ? 'button--primary' : 'button--outline button--primary', styles.action)}>
                {labels.action.label}
                <span className="sr-only"> – {pkg.name}</span>
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
