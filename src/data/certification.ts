/**
 * Certification content: registrations and certificates, professional
 * affiliations and the quality and compliance standards the company works to.
 *
 * Document links live here and only here. The company has no public document
 * files yet, so every document is `{kind: 'on-request'}` and pages show
 * "Available on request" linking to /contact. To publish a document, replace
 * its entry with `{kind: 'file', url: googleDriveDownloadUrl('<file id>')}`.
 */

import {company} from './company';

/** A downloadable document, or one that is sent to visitors on request. */
export type DocumentLink =
  | {readonly kind: 'file'; readonly url: string}
  | {readonly kind: 'on-request'};

export interface Certificate {
  /** Kebab-case identifier. */
  readonly id: string;
  readonly title: string;
  readonly issuer: string;
  readonly description: string;
  /** Exactly five requirements for holding the certificate. */
  readonly requirements: readonly [string, string, string, string, string];
  /** Stock photo URL (bare, without query string). */
  readonly image: string;
  readonly document: DocumentLink;
}

export interface NcaRegistration {
  readonly category: string;
  readonly class: string;
  readonly number: string;
  /** The authority's public register, where visitors can verify the registration. */
  readonly registerUrl: string;
}

export interface Affiliation {
  readonly name: string;
  readonly description: string;
  /** Stock photo URL (bare, without query string). */
  readonly logo: string;
}

export interface Standard {
  readonly title: string;
  readonly description: string;
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

export const certificates: readonly Certificate[] = [
  {
    id: 'nca-registration',
    title: 'National Construction Authority (NCA) Registration',
    issuer: 'National Construction Authority',
    description:
      'Registered under the National Construction Authority Act, 2011 as an NCA 1 contractor for Building Works, the highest category, which carries no limit on contract value. The registration is renewed every year and can be checked on the NCA public register.',
    requirements: [
      'Certificate of Incorporation and CR12 listing the company directors and shareholders',
      'Valid KRA Tax Compliance Certificate',
      'Technical staff registered with the Engineers Board of Kenya or BORAQS',
      'Audited financial statements and bank statements showing financial capacity',
      'Evidence of plant and equipment owned or leased, and of completed projects',
    ],
    image: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e',
    document: {kind: 'on-request'},
  },
  {
    id: 'certificate-of-incorporation',
    title: 'Certificate of Incorporation',
    issuer: 'Business Registration Service, Registrar of Companies',
    description:
      'Msingi Construction Ltd was incorporated in Kenya in 2008 as a private limited company and is kept in good standing with the Registrar of Companies under the Companies Act, 2015.',
    requirements: [
      'Company name search and reservation on the eCitizen Business Registration Service portal',
      'Memorandum and Articles of Association',
      'National ID and KRA PIN details of every director and shareholder',
      'A registered office with a physical and postal address in Kenya',
      'Annual returns filed with the Registrar of Companies every year',
    ],
    image: 'https://images.unsplash.com/photo-1553877522-43269d4ea984',
    document: {kind: 'on-request'},
  },
  {
    id: 'kra-tax-compliance',
    title: 'KRA Tax Compliance Certificate',
    issuer: 'Kenya Revenue Authority',
    description:
      'Confirms that the company has filed all its tax returns and paid the taxes due. It is issued through iTax, valid for twelve months, and required for NCA renewal and for public tenders.',
    requirements: [
      'An active company KRA PIN registered on iTax',
      'Corporate income tax returns filed up to date',
      'Monthly VAT returns filed and VAT paid on time',
      'PAYE deducted and remitted for every employee',
      'No outstanding tax arrears, or an approved payment plan with KRA',
    ],
    image: 'https://images.unsplash.com/photo-1497366216548-37526070297c',
    document: {kind: 'on-request'},
  },
  {
    id: 'iso-9001-2015',
    title: 'ISO 9001:2015 Quality Management',
    issuer: 'Accredited independent certification body',
    description:
      'Our quality management system is certified to ISO 9001:2015 for the design, construction and project management of building works, and is checked every year in an external surveillance audit.',
    requirements: [
      'A documented quality policy with measurable quality objectives',
      'Processes planned around identified risks and opportunities',
      'Controlled procedures for design, procurement, site inspection and testing',
      'Internal audits and management reviews at planned intervals',
      'Corrective action and continual improvement, verified in annual surveillance audits',
    ],
    image: 'https://images.unsplash.com/photo-1581094794329-c8112a89af12',
    document: {kind: 'on-request'},
  },
];

/** The company profile brochure linked from the "Need More Information" call to action. */
export const companyProfile: DocumentLink = {kind: 'on-request'};

export const affiliations: readonly Affiliation[] = [
  {
    name: 'Kenya Association of Building and Civil Engineering Contractors (KABCEC)',
    description:
      "Member of the national association of building and civil engineering contractors, which represents the industry in dialogue with government and the NCA and promotes fair contract terms and site training.",
    logo: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5',
  },
  {
    name: 'Kenya Green Building Society (KGBS)',
    description:
      'Member of the society that promotes sustainable, resource-efficient buildings in Kenya. Our team follows its guidance on energy, water and materials efficiency, including EDGE green building certification.',
    logo: 'https://images.unsplash.com/photo-1509391366360-2e959784a276',
  },
  {
    name: 'Architectural Association of Kenya (AAK)',
    description:
      'Corporate partner of the professional body for architects, quantity surveyors, engineers and planners. Our design and quantity surveying staff take part in its continuing professional development programme.',
    logo: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  },
  {
    name: 'Kenya Private Sector Alliance (KEPSA)',
    description:
      "Member of the apex body of Kenya's private sector, through which we contribute to national discussion on construction, housing and infrastructure policy.",
    logo: 'https://images.unsplash.com/photo-1486406146926-c627a92ad1ab',
  },
];

export const standards: readonly Standard[] = [
  {
    title: 'ISO 9001:2015 Quality Management',
    description:
      'Every project runs under our certified quality management system: inspection and test plans for each stage, documented sign-offs before concealed work is covered, and a defects register closed out before handover.',
  },
  {
    title: 'Occupational Safety and Health Act, 2007',
    description:
      'Our sites comply with the OSH Act, 2007: a risk assessment and site safety officer on every project, daily toolbox talks, protective equipment for all workers and visitors, and every worker covered under the Work Injury Benefits Act.',
  },
  {
    title: 'NEMA Environmental Compliance',
    description:
      'We obtain Environmental Impact Assessment licences from NEMA under the Environmental Management and Coordination Act, 1999, dispose of construction waste only through NEMA-licensed handlers, and control dust and noise to the national regulations.',
  },
  {
    title: 'KEBS-Certified Materials and Eurocode/BS Structural Design',
    description:
      'We use cement, steel and other materials that carry the KEBS Standardization Mark, design structures to the Eurocodes adopted as Kenyan standards and to British Standards where a client specifies them, and test concrete cubes and reinforcement in accredited laboratories.',
  },
];

/** Words of the certification page (/certification) around the records above. */
export const certificationPage = {
  title: 'Certifications & Compliance',
  lead: 'Registered with the National Construction Authority, tax compliant and ISO 9001:2015 certified: the credentials behind every building we deliver, and the standards we hold our sites to.',
  image: 'https://images.unsplash.com/photo-1487958449943-2429e8be8625',
  certificates: {
    title: 'Registrations & Certificates',
    intro:
      'Before you hand a contractor your site and your savings, check their papers. These are ours, kept current and renewed on time.',
    requirementsTitle: 'Requirements',
    issuerLabel: 'Issued by',
  },
  documents: {
    fileLabel: 'Download certificate',
    onRequestLabel: 'Available on request',
    /** Where "on request" links lead: the enquiry form, where visitors ask for a copy. */
    requestPath: '/contact',
  },
  nca: {
    title: 'NCA registration',
    categoryLabel: 'Category',
    numberLabel: 'Registration number',
    verifyLabel: 'Verify on the NCA public register',
  },
  affiliations: {
    title: 'Professional Affiliations',
    intro: 'We belong to the bodies that set and raise the standard of building in Kenya.',
  },
  standards: {
    title: 'Quality & Compliance Standards',
    intro: 'The rules every Msingi site works to, from the first excavation to handover.',
  },
  cta: {
    title: 'Need More Information',
    text: `Tendering, vetting a contractor or arranging finance? Ask us for copies of any certificate, our company profile or references from past clients, and we will send them ${company.responseTime}.`,
    contact: {label: 'Contact Us', to: '/contact'},
    profileLabel: 'Download Company Profile',
    profileOnRequestLabel: 'Download Company Profile (on request)',
  },
} as const;
