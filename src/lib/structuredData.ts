/**
 * schema.org structured data (JSON-LD) built from the typed content, so search engines read the
 * same facts the pages show. Pure: used by the config (site-wide) and by page components.
 */
import {company} from '../data/company';
import {ncaRegistration} from '../data/certification';
import {siteCardPath} from './socialCards';

type JsonLd = Record<string, unknown>;

/** `description` is the company's tagline in the page's language. */
export function generalContractor(siteUrl: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    description,
    url: siteUrl,
    logo: `${siteUrl}/img/logo.svg`,
    image: `${siteUrl}${siteCardPath}`,
    foundingDate: String(company.foundedYear),
    telephone: company.phones[0].e164,
    email: company.emails[0].address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressCountry: company.address.countryCode,
    },
    areaServed: {'@type': 'Country', name: 'Kenya'},
    openingHoursSpecification: company.openingHours
      .filter((slot) => 'opens' in slot && slot.opens)
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.schemaDays,
        opens: 'opens' in slot ? slot.opens : undefined,
        closes: 'closes' in slot ? slot.closes : undefined,
      })),
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `National Construction Authority registration, ${ncaRegistration.category} ${ncaRegistration.class}`,
      identifier: ncaRegistration.number,
      recognizedBy: {
        '@type': 'GovernmentOrganization',
        name: 'National Construction Authority',
        url: ncaRegistration.registerUrl,
      },
    },
    sameAs: company.socialProfiles.flatMap((p) => (p.url ? [p.url] : [])),
  };
}

export type Crumb = {readonly name: string; readonly path: string};

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export function service(
  siteUrl: string,
  args: {name: string; description: string; path: string; image: string},
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: args.name,
    description: args.description,
    url: `${siteUrl}${args.path}`,
    image: args.image,
    serviceType: args.name,
    provider: {'@id': `${siteUrl}/#organization`},
    areaServed: {'@type': 'Country', name: 'Kenya'},
  };
}
