import {company, publishedSocialProfiles} from '../company';
import {openingHoursWords} from '../companyWords';

describe('company', () => {
  it('states the opening hours exactly as the spec, Sunday closed', () => {
    expect(
      company.openingHours.map(({id}) => [
        openingHoursWords(id).shortDays,
        openingHoursWords(id).hours,
      ]),
    ).toEqual([
      ['Mon-Fri', '8:00 AM-6:00 PM'],
      ['Sat', '9:00 AM-1:00 PM'],
      ['Sun', 'Closed'],
    ]);
  });

  it('is in Nairobi, Kenya and founded in 2008', () => {
    expect(company.address.display).toBe('Nairobi, Kenya');
    expect(company.foundedYear).toBe(2008);
  });

  it('keeps phone numbers in E.164 for dialling and WhatsApp as digits only', () => {
    company.phones.forEach((p) => expect(p.e164).toMatch(/^\+254\d{9}$/));
    expect(company.whatsapp).toMatch(/^254\d{9}$/);
  });

  it('drops social profiles without an address', () => {
    expect(
      publishedSocialProfiles([
        {network: 'facebook', label: 'Facebook', url: 'https://facebook.com/x'},
        {network: 'x', label: 'X', url: null},
      ]).map((p) => p.network),
    ).toEqual(['facebook']);
  });
});
