/**
 * The company's identity: the one place a real company edits its name, numbers and addresses.
 * The defaults are deliberately fictional (".example" domain, 0700 000 xxx numbers).
 */

export type PhoneNumber = {
  /** As printed on the page, with non-breaking spaces so the number never wraps. */
  readonly display: string;
  /** E.164, used for tel: links. */
  readonly e164: string;
  /** What the line is for; its name in each language: ./companyWords.ts. */
  readonly use: 'main' | 'office';
};

export type EmailAddress = {readonly address: string; readonly use: 'general' | 'projects'};

export type OpeningHours = {
  /** The days and hours as each language writes them: ./companyWords.ts. */
  readonly id: 'weekdays' | 'saturday' | 'sunday';
  /** schema.org dayOfWeek values, for structured data. */
  readonly schemaDays: readonly string[];
  readonly opens?: string;
  readonly closes?: string;
};

export type SocialNetwork = 'facebook' | 'x' | 'linkedin' | 'instagram';

export type SocialProfile = {
  readonly network: SocialNetwork;
  readonly label: string;
  /** null until the company has a profile there; such a profile is not rendered. */
  readonly url: string | null;
};

export const company = {
  name: 'Msingi Construction Ltd',
  shortName: 'Msingi Construction',
  foundedYear: 2008,
  yearsOfExperience: '15+',
  /** How soon the company answers an enquiry; the words: ./companyWords.ts. */
  responseHours: 24,
  address: {
    street: 'Upper Hill Close',
    locality: 'Nairobi',
    country: 'Kenya',
    countryCode: 'KE',
    display: 'Nairobi, Kenya',
  },
  phones: [
    {display: '+254\u00a0700\u00a0000\u00a0111', e164: '+254700000111', use: 'main'},
    {display: '+254\u00a020\u00a0000\u00a00111', e164: '+254200000111', use: 'office'},
  ],
  emails: [
    {address: 'info@msingi-construction.example', use: 'general'},
    {address: 'projects@msingi-construction.example', use: 'projects'},
  ],
  /** Digits only, country code first, as wa.me links expect. */
  whatsapp: '254700000111',
  /** The account X names as the source when a visitor shares an article ("via @…"). */
  xHandle: 'MsingiBuildKE',
  openingHours: [
    {
      id: 'weekdays',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    {
      id: 'saturday',
      schemaDays: ['Saturday'],
      opens: '09:00',
      closes: '13:00',
    },
    {id: 'sunday', schemaDays: ['Sunday']},
  ],
  socialProfiles: [
    {
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/msingiconstruction.example',
    },
    {network: 'x', label: 'X', url: null},
    {network: 'linkedin', label: 'LinkedIn', url: null},
    {network: 'instagram', label: 'Instagram', url: null},
  ],
} as const satisfies {
  name: string;
  shortName: string;
  foundedYear: number;
  yearsOfExperience: string;
  responseHours: number;
  address: Record<string, string>;
  phones: readonly PhoneNumber[];
  emails: readonly EmailAddress[];
  whatsapp: string;
  xHandle: string;
  openingHours: readonly OpeningHours[];
  socialProfiles: readonly SocialProfile[];
};

export type PublishedSocialProfile = SocialProfile & {readonly url: string};

/** Profiles the company really has: the others must not render as dead links. */
export function publishedSocialProfiles(
  profiles: readonly SocialProfile[] = company.socialProfiles,
): PublishedSocialProfile[] {
  return profiles.filter((p): p is PublishedSocialProfile => Boolean(p.url));
}

export const primaryPhone: PhoneNumber = company.phones[0];
export const primaryEmail: EmailAddress = company.emails[0];
