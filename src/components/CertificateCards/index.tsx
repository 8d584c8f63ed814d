import type {ReactNode} from 'react';
import Image from '@site/src/components/Image';
import DocumentLink from '@site/src/components/DocumentLink';
import type {Certificate} from '@site/src/data/certification';
import styles from './styles.module.css';

export type CertificateCardsProps = {
  readonly certificates: readonly Certificate[];
  readonly labels: {
    readonly requirementsTitle: string;
    readonly issuerLabel: string;
  };
  readonly documentLabels: {
    readonly fileLabel: string;
    readonly onRequestLabel: string;
    readonly requestPath: string;
  };
};

/** One card per certificate: what it is, who issues it, what holding it requires, the document. */
export default function CertificateCards({certificates, labels, documentLabels}: CertificateCardsProps): ReactNode {
  return (
    <ul className={styles.grid}>
      {certificates.map((certificate) => {
        const titleId = `certificate-${certificate.id}`;
        const requirementsId = `${titleId}-requirements`;
        return (
          <li key={certificate.id}>
            <article className={styles.card} aria-labelledby={titleId}>
              <Image
                src={certificate.image}
                alt=""
                width={720}
                height={300}
                sizes="(min-width: 996px) 600px, 100vw"
                className={styles.image}
              />
              <div className={styles.body}>
                <h3 id={titleId} className={styles.title}>
                  {certificate.title}
                </h3>
                <p className={styles.issuer}>
                  {labels.issuerLabel}: {certificate.issuer}
                </p>
                <p className={styles.description}>{certificate.description}</p>
                <h4 id={requirementsId} className={styles.requirementsTitle}>
                  {labels.requirementsTitle}
                </h4>
                <ul className={styles.requirements} aria-labelledby={requirementsId}>
                  {certificate.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
                <DocumentLink
                  document={certificate.document}
                  label={documentLabels.fileLabel}
                  onRequestLabel={documentLabels.onRequestLabel}
                  requestPath={documentLabels.requestPath}
                  context={certificate.title}
                  className={`button button--outline button--primary ${styles.document}`}
                />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
