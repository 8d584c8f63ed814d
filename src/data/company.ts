/**
 * The company's identity: the one place a real company edits its name, numbers and addresses.
 * The defaults are deliberately fictional (".example" domain, 0700 000 xxx numbers).
 */

export type PhoneNumber = {
  /** As printed on the page, with non-breaking spaces so the number never wraps. */
  readonly display: string;
  /** E.164, used for tel: links. */
  readonly e164: string;
  readonly label: string;
};

export type EmailAddress = {readonly address: string; readonly label: string};

export type OpeningHours = {
  readonly days: string;
  /** Short form for tight spaces such as the footer. */
  readonly shortDays: string;
  readonly hours: string;
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
  responseTime: 'within 24 hours',
  address: {
    street: 'Upper Hill Close',
    locality: 'Nairobi',
    country: 'Kenya',
    countryCode: 'KE',
    display: 'Nairobi, Kenya',
  },
  phones: [
    {display: '+254\u00a0700\u00a0000\u00a0111', e164: '+254700000111', label: 'Main line'},
    {display: '+254\u00a020\u00a0000\u00a00111', e164: '+254200000111', label: 'Office'},
  ],
  emails: [
    {address: 'info@msingi-construction.example', label: 'General enquiries'},
    {address: 'projects@msingi-construction.example', label: 'Project enquiries'},
  ],
  /** Digits only, country code first, as wa.me links expect. */
  whatsapp: '254700000111',
  /** The account X names as the source when a visitor shares an article ("via @…"). */
  xHandle: 'MsingiBuildKE',
  openingHours: [
    {
      days: 'Monday – Friday',
      shortDays: 'Mon-Fri',
      hours: '8:00 AM-6:00 PM',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    {
      days: 'Saturday',
      shortDays: 'Sat',
      hours: '9:00 AM-1:00 PM',
      schemaDays: ['Saturday'],
      opens: '09:00',
      closes: '13:00',
    },
    {days: 'Sunday', shortDays: 'Sun', hours: 'Closed', schemaDays: ['Sunday']},
  ],
  socialProfiles: [
    {network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/msingiconstruction.example'},
    {network: 'x', label: 'X', url: null},
    {network: 'linkedin', label: 'LinkedIn', url: null},
    {network: 'instagram', label: 'Instagram', url: null},
  ],
} as const satisfies {
  name: string;
  shortName: string;
  foundedYear: number;
  yearsOfExperience: string;
  responseTime: string;
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
