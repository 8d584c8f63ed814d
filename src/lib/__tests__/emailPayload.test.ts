/**
 * The byte-for-byte contract of the e-mails the site sends: template_params (in key order, as
 * EmailJS serialises them) and the prefilled fallbacks. Pinned from the code before the quote
 * form became one table of fields; any change here changes what the company receives.
 */
import {emptyInquiry, type InquiryValues, type ValidInquiry} from '../inquiry';
import {addressedTo, fallbackLinks, quoteTemplateParams} from '../inquirySummary';

const sentAt = new Date(Date.UTC(2026, 6, 14, 7, 32));

const everything: ValidInquiry = {
  firstName: 'Wanjiku',
  lastName: 'Mwangi',
  email: 'wanjiku@example.com',
  phone: '+254712345678',
  city: 'Kiambu',
  preferredContact: 'phone',
  projectType: 'industrial',
  projectDescription: 'A 2,000 m² warehouse on a 1-acre plot.\nApprovals: NCA & county.',
  budget: 'over100m',
  timeline: 'immediate',
  hearAbout: 'event',
  address: 'Plot 12, Kiambu Road, Ridgeways',
  communicationsConsent: true,
  termsAccepted: true,
};

const requiredOnly: ValidInquiry = {
  ...emptyInquiry,
  firstName: 'Otieno',
  lastName: 'Kamau',
  email: 'otieno@example.co.ke',
  phone: '+254110123456',
  projectType: 'other',
  projectDescription: 'Fence and gate.',
  termsAccepted: true,
};

const stillTyping: InquiryValues = {...requiredOnly, projectType: '', lastName: ''};

describe('e-mail payloads', () => {
  it('quote, every field filled', () => {
    expect(
      JSON.stringify(
        addressedTo(
          'quotes@example.com',
          quoteTemplateParams(everything, 'MSG-7K4Q2P', sentAt, 'English'),
        ),
        null,
        1,
      ),
    ).toBe(EVERYTHING);
  });

  it('quote, optional fields left empty', () => {
    expect(
      JSON.stringify(
        addressedTo(
          'quotes@example.com',
          quoteTemplateParams(requiredOnly, 'MSG-0Z9AHX', sentAt, 'English'),
        ),
        null,
        1,
      ),
    ).toBe(REQUIRED_ONLY);
  });

  it('fallback links', () => {
    expect(
      JSON.stringify(
        [
          fallbackLinks(everything, sentAt, 'English', 'MSG-7K4Q2P'),
          fallbackLinks(stillTyping, sentAt, 'English', null),
        ],
        null,
        1,
      ),
    ).toBe(FALLBACKS);
  });

  it('quote from the Kiswahili edition: the language named for staff, answers as sent', () => {
    const params = quoteTemplateParams(requiredOnly, 'MSG-0Z9AHX', sentAt, 'Kiswahili');
    expect(params.language).toBe('Kiswahili');
    expect(params.fullMessage.split('\n').slice(0, 8)).toEqual([
      'Reference: MSG-0Z9AHX',
      '',
      'Quote request',
      '',
      'Submitted: 14 July 2026 at 10:32 EAT',
      '',
      'Language: Kiswahili',
      '',
    ]);
    expect(params.projectType).toBe('other');
  });
});

// Produced by the code before the refactor; never edit by hand. The changes since: the
// Kiswahili edition's "Language" line after the date and the `language` field after fullMessage;
// the request's reference as the summary's first line and the `reference` field after `language`
// (the fallbacks of a request not yet submitted have none).
const EVERYTHING =
  '{\n "to_email": "quotes@example.com",\n "firstName": "Wanjiku",\n "lastName": "Mwangi",\n "email": "wanjiku@example.com",\n "phone": "+254712345678",\n "city": "Kiambu",\n "preferredContact": "phone",\n "projectType": "industrial",\n "projectDescription": "A 2,000 m² warehouse on a 1-acre plot.\\nApprovals: NCA & county.",\n "budget": "over100m",\n "timeline": "immediate",\n "hearAbout": "event",\n "address": "Plot 12, Kiambu Road, Ridgeways",\n "fullMessage": "Reference: MSG-7K4Q2P\\n\\nQuote request\\n\\nSubmitted: 14 July 2026 at 10:32 EAT\\n\\nLanguage: English\\n\\nPersonal Info\\nName: Wanjiku Mwangi\\nEmail: wanjiku@example.com\\nPhone: +254712345678\\nCity or town: Kiambu\\nPreferred contact: Phone call\\n\\nProject Details\\nProject type: Industrial & Factory Build\\nDescription: A 2,000 m² warehouse on a 1-acre plot.\\nApprovals: NCA & county.\\nBudget: Over KSh 100M\\nTimeline: Immediate (1-3 months)\\n\\nPreferences\\nHeard about us through: Event or trade show\\nSite address: Plot 12, Kiambu Road, Ridgeways\\nUpdates by email: Yes\\nTerms and conditions: Accepted",\n "language": "English",\n "reference": "MSG-7K4Q2P"\n}';

const REQUIRED_ONLY =
  '{\n "to_email": "quotes@example.com",\n "firstName": "Otieno",\n "lastName": "Kamau",\n "email": "otieno@example.co.ke",\n "phone": "+254110123456",\n "city": "",\n "preferredContact": "email",\n "projectType": "other",\n "projectDescription": "Fence and gate.",\n "budget": "",\n "timeline": "",\n "hearAbout": "",\n "address": "",\n "fullMessage": "Reference: MSG-0Z9AHX\\n\\nQuote request\\n\\nSubmitted: 14 July 2026 at 10:32 EAT\\n\\nLanguage: English\\n\\nPersonal Info\\nName: Otieno Kamau\\nEmail: otieno@example.co.ke\\nPhone: +254110123456\\nCity or town: Not provided\\nPreferred contact: Email\\n\\nProject Details\\nProject type: Other\\nDescription: Fence and gate.\\nBudget: Not specified\\nTimeline: Not specified\\n\\nPreferences\\nHeard about us through: Not specified\\nSite address: Not provided\\nUpdates by email: No\\nTerms and conditions: Accepted",\n "language": "English",\n "reference": "MSG-0Z9AHX"\n}';

const FALLBACKS =
  '[\n {\n  "email": "mailto:info@msingi-construction.example?subject=Quote%20request%20from%20Wanjiku%20Mwangi&body=Reference%3A%20MSG-7K4Q2P%0D%0A%0D%0AQuote%20request%0D%0A%0D%0ASubmitted%3A%2014%20July%202026%20at%2010%3A32%20EAT%0D%0A%0D%0ALanguage%3A%20English%0D%0A%0D%0APersonal%20Info%0D%0AName%3A%20Wanjiku%20Mwangi%0D%0AEmail%3A%20wanjiku%40example.com%0D%0APhone%3A%20%2B254712345678%0D%0ACity%20or%20town%3A%20Kiambu%0D%0APreferred%20contact%3A%20Phone%20call%0D%0A%0D%0AProject%20Details%0D%0AProject%20type%3A%20Industrial%20%26%20Factory%20Build%0D%0ADescription%3A%20A%202%2C000%20m%C2%B2%20warehouse%20on%20a%201-acre%20plot.%0D%0AApprovals%3A%20NCA%20%26%20county.%0D%0ABudget%3A%20Over%20KSh%20100M%0D%0ATimeline%3A%20Immediate%20(1-3%20months)%0D%0A%0D%0APreferences%0D%0AHeard%20about%20us%20through%3A%20Event%20or%20trade%20show%0D%0ASite%20address%3A%20Plot%2012%2C%20Kiambu%20Road%2C%20Ridgeways%0D%0AUpdates%20by%20email%3A%20Yes%0D%0ATerms%20and%20conditions%3A%20Accepted",\n  "whatsapp": "https://wa.me/254700000111?text=Reference%3A%20MSG-7K4Q2P%0A%0AQuote%20request%0A%0ASubmitted%3A%2014%20July%202026%20at%2010%3A32%20EAT%0A%0ALanguage%3A%20English%0A%0APersonal%20Info%0AName%3A%20Wanjiku%20Mwangi%0AEmail%3A%20wanjiku%40example.com%0APhone%3A%20%2B254712345678%0ACity%20or%20town%3A%20Kiambu%0APreferred%20contact%3A%20Phone%20call%0A%0AProject%20Details%0AProject%20type%3A%20Industrial%20%26%20Factory%20Build%0ADescription%3A%20A%202%2C000%20m%C2%B2%20warehouse%20on%20a%201-acre%20plot.%0AApprovals%3A%20NCA%20%26%20county.%0ABudget%3A%20Over%20KSh%20100M%0ATimeline%3A%20Immediate%20(1-3%20months)%0A%0APreferences%0AHeard%20about%20us%20through%3A%20Event%20or%20trade%20show%0ASite%20address%3A%20Plot%2012%2C%20Kiambu%20Road%2C%20Ridgeways%0AUpdates%20by%20email%3A%20Yes%0ATerms%20and%20conditions%3A%20Accepted"\n },\n {\n  "email": "mailto:info@msingi-construction.example?subject=Quote%20request%20from%20Otieno&body=Quote%20request%0D%0A%0D%0ASubmitted%3A%2014%20July%202026%20at%2010%3A32%20EAT%0D%0A%0D%0ALanguage%3A%20English%0D%0A%0D%0APersonal%20Info%0D%0AName%3A%20Otieno%0D%0AEmail%3A%20otieno%40example.co.ke%0D%0APhone%3A%20%2B254110123456%0D%0ACity%20or%20town%3A%20Not%20provided%0D%0APreferred%20contact%3A%20Email%0D%0A%0D%0AProject%20Details%0D%0AProject%20type%3A%20Not%20specified%0D%0ADescription%3A%20Fence%20and%20gate.%0D%0ABudget%3A%20Not%20specified%0D%0ATimeline%3A%20Not%20specified%0D%0A%0D%0APreferences%0D%0AHeard%20about%20us%20through%3A%20Not%20specified%0D%0ASite%20address%3A%20Not%20provided%0D%0AUpdates%20by%20email%3A%20No%0D%0ATerms%20and%20conditions%3A%20Accepted",\n  "whatsapp": "https://wa.me/254700000111?text=Quote%20request%0A%0ASubmitted%3A%2014%20July%202026%20at%2010%3A32%20EAT%0A%0ALanguage%3A%20English%0A%0APersonal%20Info%0AName%3A%20Otieno%0AEmail%3A%20otieno%40example.co.ke%0APhone%3A%20%2B254110123456%0ACity%20or%20town%3A%20Not%20provided%0APreferred%20contact%3A%20Email%0A%0AProject%20Details%0AProject%20type%3A%20Not%20specified%0ADescription%3A%20Fence%20and%20gate.%0ABudget%3A%20Not%20specified%0ATimeline%3A%20Not%20specified%0A%0APreferences%0AHeard%20about%20us%20through%3A%20Not%20specified%0ASite%20address%3A%20Not%20provided%0AUpdates%20by%20email%3A%20No%0ATerms%20and%20conditions%3A%20Accepted"\n }\n]';
