import {breadcrumbList, generalContractor, service} from '../structuredData';
import {company} from '@site/src/data/company';

const site = 'https://www.example.co.ke';

describe('generalContractor', () => {
  const data = generalContractor(site, 'Building Kenya on solid foundations since 2008.');

  it('describes the company as a GeneralContractor with its address and phone', () => {
    expect(data['@type']).toBe('GeneralContractor');
    expect(data.name).toBe(company.name);
    expect(data.description).toBe('Building Kenya on solid foundations since 2008.');
    expect(data.telephone).toBe(company.phones[0].e164);
    expect(data.address).toMatchObject({addressLocality: 'Nairobi', addressCountry: 'KE'});
    expect(data.areaServed).toMatchObject({name: 'Kenya'});
  });

  it('states the opening hours of the spec, Sunday closed', () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      }),
      expect.objectContaining({dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00'}),
    ]);
  });

  it('carries the NCA registration as a credential', () => {
    expect(data.hasCredential).toMatchObject({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
    });
  });

  it('lists only social profiles that exist', () => {
    expect(data.sameAs).toEqual(company.socialProfiles.filter((p) => p.url).map((p) => p.url));
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbList(site, [
        {name: 'Home', path: '/'},
        {name: 'Services', path: '/services'},
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: `${site}/`},
        {'@type': 'ListItem', position: 2, name: 'Services', item: `${site}/services`},
      ],
    });
  });
});

describe('service', () => {
  it('names the company as provider', () => {
    const data = service(site, {
      name: 'Residential Construction',
      description: 'Homes.',
      path: '/services/residential',
      image: 'https://x',
    });
    expect(data).toMatchObject({
      '@type': 'Service',
      url: `${site}/services/residential`,
      provider: {'@id': `${site}/#organization`},
    });
  });
});
