import {
  affiliations,
  certificates,
  companyProfile,
  googleDriveDownloadUrl,
  ncaRegistration,
  standards,
  type DocumentLink,
} from '../certification';

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
const ALLOWED_PHOTO_URLS = new Set(ALLOWED_PHOTO_IDS.map((id) => `https://images.unsplash.com/${id}`));

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** A document is either on request or a file with an https URL. */
function isValidDocument(doc: DocumentLink): boolean {
  if (doc.kind === 'on-request') return true;
  try {
    return new URL(doc.url).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('certificates', () => {
  it('has the four spec certificates', () => {
    expect(certificates.map((c) => c.id)).toEqual([
      'nca-registration',
      'certificate-of-incorporation',
      'kra-tax-compliance',
      'iso-9001-2015',
    ]);
  });

  it('has no duplicate ids or titles, and kebab-case ids', () => {
    expect(duplicates(certificates.map((c) => c.id))).toEqual([]);
    expect(duplicates(certificates.map((c) => c.title))).toEqual([]);
    expect(certificates.map((c) => c.id).filter((id) => !KEBAB_CASE.test(id))).toEqual([]);
  });

  it('gives every certificate exactly five distinct, non-empty requirements', () => {
    const bad = certificates
      .filter(
        (c) =>
          c.requirements.length !== 5 ||
          duplicates(c.requirements).length > 0 ||
          c.requirements.some((r) => r.trim() === ''),
      )
      .map((c) => c.title);
    expect(bad).toEqual([]);
  });

  it('gives every certificate an issuer, a description and an allowed image', () => {
    const missingText = certificates
      .filter((c) => c.issuer.trim() === '' || c.description.trim() === '')
      .map((c) => c.title);
    expect(missingText).toEqual([]);
    expect(certificates.filter((c) => !ALLOWED_PHOTO_URLS.has(c.image)).map((c) => c.title)).toEqual([]);
  });

  it('gives every certificate a valid document link (on request until real files exist)', () => {
    expect(certificates.filter((c) => !isValidDocument(c.document)).map((c) => c.title)).toEqual([]);
    expect(certificates.map((c) => c.document.kind)).toEqual([
      'on-request',
      'on-request',
      'on-request',
      'on-request',
    ]);
  });
});

describe('companyProfile', () => {
  it('is a valid document link, on request for now', () => {
    expect(isValidDocument(companyProfile)).toBe(true);
    expect(companyProfile).toEqual({kind: 'on-request'});
  });
});

describe('ncaRegistration', () => {
  it('gives category, class, number and the public register URL', () => {
    expect(ncaRegistration).toEqual({
      category: 'NCA 1',
      class: 'Building Works',
      number: 'NCA/REG/0000/2008',
      registerUrl: 'https://portal.nca.go.ke/',
    });
  });
});

describe('affiliations', () => {
  it('has four affiliations with distinct names', () => {
    expect(affiliations).toHaveLength(4);
    expect(duplicates(affiliations.map((a) => a.name))).toEqual([]);
  });

  it('gives every affiliation a description and an allowed logo image', () => {
    expect(affiliations.filter((a) => a.description.trim() === '').map((a) => a.name)).toEqual([]);
    expect(affiliations.filter((a) => !ALLOWED_PHOTO_URLS.has(a.logo)).map((a) => a.name)).toEqual([]);
  });
});

describe('standards', () => {
  it('has four standards with distinct titles and descriptions', () => {
    expect(standards).toHaveLength(4);
    expect(duplicates(standards.map((s) => s.title))).toEqual([]);
    expect(standards.filter((s) => s.description.trim() === '').map((s) => s.title)).toEqual([]);
  });
});

describe('googleDriveDownloadUrl', () => {
  it('builds a direct-download URL with export=download', () => {
    expect(googleDriveDownloadUrl('1AbC-dEf_123')).toBe(
      'https://drive.google.com/uc?export=download&id=1AbC-dEf_123',
    );
  });

  it('encodes the file id', () => {
    const url = new URL(googleDriveDownloadUrl('a b&c=d'));
    expect(url.searchParams.get('export')).toBe('download');
    expect(url.searchParams.get('id')).toBe('a b&c=d');
    expect(url.search).toBe('?export=download&id=a%20b%26c%3Dd');
  });
});

describe('content quality', () => {
  it('contains no placeholder text', () => {
    const text = JSON.stringify({certificates, affiliations, standards});
    expect(text.match(/lorem|ipsum|\bTBD\b|\bTODO\b/gi) ?? []).toEqual([]);
  });
});
