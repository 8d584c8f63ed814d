import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import DocumentLink from '@site/src/components/DocumentLink';
import {certificateDocuments} from '@site/src/data/certification';
import type {CertificateContent} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';

/** One card per certificate: what it is, who issues it, what holding it requires, the document. */
export default function CertificateCards({
  certificates,
}: {
  readonly certificates: readonly CertificateContent[];
}): ReactNode {
  return (
    <CardGrid minColumn="30rem" gap="2rem">
      {certificates.map((certificate) => {
        const titleId = `certificate-${certificate.id}`;
        const requirementsId = `${titleId}-requirements`;
        return (
          <li key={certificate.id}>
            <Card
              as="article"
              image={{
                src: certificate.image,
                width: 720,
                height: 300,
                sizes: `${desktopMedia} 600px, 100vw`,
              }}
              className={styles.card}
              aria-labelledby={titleId}>
              <h3 id={titleId} className={styles.title}>
                {certificate.title}
              </h3>
              <p className={styles.issuer}>
                <Translate
                  id="certification.certificate.issuer"
                  values={{issuer: certificate.issuer}}>
                  {'Issued by: {issuer}'}
                </Translate>
              </p>
              <p className={styles.description}>{certificate.description}</p>
              <h4 id={requirementsId} className={styles.requirementsTitle}>
                <Translate
                  id="certification.certificate.requirements"
                  description="Heading of the list of what holding a certificate requires">
                  Requirements
                </Translate>
              </h4>
              <ul className={styles.requirements} aria-labelledby={requirementsId}>
                {certificate.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
              <DocumentLink
                document={certificateDocuments[certificate.id]}
                label={translate({
                  id: 'certification.certificate.download',
                  message: 'Download certificate',
                })}
                onRequestLabel={translate({
                  id: 'certification.document.onRequest',
                  message: 'Available on request',
                  description: 'Link to the contact page for a document sent on request',
                })}
                context={certificate.title}
                className={`button button--outline button--primary ${styles.document}`}
              />
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}
