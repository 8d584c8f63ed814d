/**
 * Certification facts: the NCA registration and where each document can be had. The words
 * around them (certificates, affiliations, standards) are content: pages/certification.mdx.
 *
 * Document links live here and only here. The company has no public document files yet, so
 * every document is `{kind: 'on-request'}` and pages show "Available on request" linking to
 * /contact. To publish a document, replace its entry with
 * `{kind: 'file', url: googleDriveDownloadUrl('<file id>')}`.
 */

/** A downloadable document, or one that is sent to visitors on request. */
export type DocumentLink =
  {readonly kind: 'file'; readonly url: string} | {readonly kind: 'on-request'};

export interface NcaRegistration {
  readonly category: string;
  readonly class: string;
  readonly number: string;
  /** The authority's public register, where visitors can verify the registration. */
  readonly registerUrl: string;
}

/**
 * Direct-download URL for a file shared on Google Drive.
 * (The original site's links misspelt the `export` parameter; this builds it correctly.)
 */
export function googleDriveDownloadUrl(fileId: string): string {
  return `https://drive.google.com/uc?export=download&id=${encodeURIComponent(fileId)}`;
}

export const ncaRegistration: NcaRegistration = {
  category: 'NCA 1',
  class: 'Building Works',
  // Fictional placeholder: replace with the real certificate number.
  number: 'NCA/REG/0000/2008',
  registerUrl: 'https://portal.nca.go.ke/',
};

/** The certificates pages/certification.mdx describes (the content index checks it does, each once). */
export const certificateIds = [
  'nca-registration',
  'certificate-of-incorporation',
  'kra-tax-compliance',
  'iso-9001-2015',
] as const;

export type CertificateId = (typeof certificateIds)[number];

/** Each certificate's document, by the certificate's id. */
export const certificateDocuments: Readonly<Record<CertificateId, DocumentLink>> = {
  'nca-registration': {kind: 'on-request'},
  'certificate-of-incorporation': {kind: 'on-request'},
  'kra-tax-compliance': {kind: 'on-request'},
  'iso-9001-2015': {kind: 'on-request'},
};

/** The company profile brochure linked from the "Need More Information" call to action. */
export const companyProfile: DocumentLink = {kind: 'on-request'};

/** Where "on request" documents are asked for: the enquiry form. */
export const documentRequestPath = '/contact';
