/** @jest-environment node */
import {
  certificateDocuments,
  certificateIds,
  companyProfile,
  documentRequestPath,
  googleDriveDownloadUrl,
  ncaRegistration,
  type DocumentLink,
} from '../certification';
import type {CertificationFrontMatter} from '../frontMatterTypes';
import {readPageFile} from '@site/src/test/pageFiles';

/** Photo ids allowed by docs/content-schemas.md. */
const ALLOWED_PHOTO_IDS: readonly string[] = [
  'photo-1503387762-592deb58ef4e',
  'photo-1541888946425-d81bb19240f5',
  'photo-1504307651254-35680f356dfd',
  'photo-1486406146926-c627a92ad1ab',
  'photo-1487958449943-2429e8be8625',
  'photo-1497366216548-37526070297c',
  'photo-1600585154340-be6161a56a0c',
  'photo-1600596542815-ffad4c1539a9',
  'photo-1512917774080-9991f1c4c750',
  'photo-1523217582562-09d0def993a6',
  'photo-1560518883-ce09059eeffa',
  'photo-1545324418-cc1a3fa10c00',
  'photo-1513694203232-719a280e022f',
  'photo-1484154218962-a197022b5858',
  'photo-1556911220-bff31c812dba',
  'photo-1581094794329-c8112a89af12',
  'photo-1503387837-b154d5074bd2',
  'photo-1581578731548-c64695cc6952',
  'photo-1621905251189-08b45d6a269e',
  'photo-1565008447742-97f6f38c985c',
  'photo-1509391366360-2e959784a276',
  'photo-1497435334941-8c899ee9e8e9',
  'photo-1558002038-1055907df827',
  'photo-1519389950473-47ba0277781c',
  'photo-1553877522-43269d4ea984',
  'photo-1507003211169-0a1dd7228f2d',
  'photo-1472099645785-5658abf4ff4e',
  'photo-1560250097-0b93528c311a',
  'photo-1519085360753-af0119f7cbe7',
  'photo-1494790108377-be9c29b29330',
  'photo-1573497019940-1c28c88b4f3e',
  'photo-1580489944761-15a19d654956',
];
const ALLOWED_PHOTO_URLS = new Set(
  ALLOWED_PHOTO_IDS.map((id) => `https://images.unsplash.com/${id}`),
);

/** A document is sent on request, or is a file at a well-formed https direct-download URL. */
function isWellFormed(document: DocumentLink): boolean {
  if (document.kind === 'on-request') {
    return true;
  }
  try {
    const url = new URL(document.url);
    return (
      url.protocol === 'https:' &&
      (url.hostname !== 'drive.google.com' || url.searchParams.get('export') === 'download')
    );
  } catch {
    return false;
  }
}

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

let page: CertificationFrontMatter;

// The content index checks the page's fields when it builds (its own tests read this file too).
beforeAll(() => {
  page = readPageFile<CertificationFrontMatter>('pages/certification.mdx').frontMatter;
});

describe('certificates', () => {
  it('are the four of the spec, each described once', () => {
    expect(page.certificates).toHaveLength(4);
    expect(page.certificates.map((c) => c.id).sort()).toEqual([...certificateIds].sort());
    expect(page.certificates.map((c) => c.title)).toEqual([
      expect.stringMatching(/National Construction Authority/),
      expect.stringMatching(/Incorporation/),
      expect.stringMatching(/KRA Tax Compliance/),
      expect.stringMatching(/ISO 9001:2015/),
    ]);
    expect(distinct(page.certificates.map((c) => c.title))).toBe(true);
  });

  it.each(certificateIds.map((id) => [id] as const))(
    '%s: five distinct requirements, an issuer and an allowed image',
    (id) => {
      const certificate = page.certificates.find((c) => c.id === id)!;
      expect(certificate.requirements).toHaveLength(5);
      expect(distinct(certificate.requirements)).toBe(true);
      expect(certificate.issuer.trim()).not.toBe('');
      expect(ALLOWED_PHOTO_URLS.has(certificate.image)).toBe(true);
    },
  );

  it.each(certificateIds.map((id) => [id, certificateDocuments[id]] as const))(
    '%s: a well-formed document link',
    (_id, document) => {
      expect(isWellFormed(document)).toBe(true);
    },
  );
});

describe('documents', () => {
  it('offer the company profile by a well-formed link', () => {
    expect(isWellFormed(companyProfile)).toBe(true);
  });

  it('are requested on a page of the site', () => {
    expect(documentRequestPath).toMatch(/^\/[a-z-]+$/);
  });
});

describe('ncaRegistration', () => {
  it('names the category, class and number, and links the public register over https', () => {
    expect(ncaRegistration.category).toMatch(/^NCA \d$/);
    expect(ncaRegistration.class.trim()).not.toBe('');
    expect(ncaRegistration.number.trim()).not.toBe('');
    expect(new URL(ncaRegistration.registerUrl).protocol).toBe('https:');
  });
});

describe('affiliations and standards', () => {
  it('are four of each, each named once', () => {
    expect(page.affiliations).toHaveLength(4);
    expect(page.standards).toHaveLength(4);
    expect(distinct(page.affiliations.map((a) => a.name))).toBe(true);
    expect(distinct(page.standards.map((s) => s.title))).toBe(true);
  });

  it('show allowed logo images', () => {
    expect(
      page.affiliations.filter((a) => !ALLOWED_PHOTO_URLS.has(a.logo)).map((a) => a.name),
    ).toEqual([]);
  });
});

describe('googleDriveDownloadUrl', () => {
  it('builds a direct-download URL with export=download', () => {
    expect(googleDriveDownloadUrl('1AbC-dEf_123')).toBe(
      'https://drive.google.com/uc?export=download&id=1AbC-dEf_123',
    );
    expect(isWellFormed({kind: 'file', url: googleDriveDownloadUrl('1AbC')})).toBe(true);
  });

  it('encodes the file id', () => {
    const url = new URL(googleDriveDownloadUrl('a b&c=d'));
    expect(url.searchParams.get('export')).toBe('download');
    expect(url.searchParams.get('id')).toBe('a b&c=d');
    expect(url.search).toBe('?export=download&id=a%20b%26c%3Dd');
  });
});
