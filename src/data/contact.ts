/** Words of the Contact page (/contact); every fact about the company comes from company.ts. */
import {translate} from '@docusaurus/Translate';
import {company} from './company';
import {responseTime} from './companyWords';

const mapQuery = encodeURIComponent(
  `${company.address.street}, ${company.address.locality}, ${company.address.country}`,
);

export const contactHero = {
  title: translate({
    id: 'contact.hero.title',
    message: 'Contact Us',
    description: 'Title of the contact page',
  }),
  lead: translate(
    {
      id: 'contact.hero.lead',
      message:
        'Planning a home, an office block, a factory or a renovation? Call, write or send us your project details, and we will get back to you {responseTime}.',
      description:
        'The contact page lead, also its meta description; responseTime is e.g. "within 24 hours"',
    },
    {responseTime: responseTime()},
  ),
  image: 'https://images.unsplash.com/photo-1553877522-43269d4ea984',
} as const;

export const contactDetails = {
  title: translate({id: 'contact.details.title', message: 'Get in Touch'}),
  visit: translate({id: 'contact.details.visit', message: 'Visit Our Office'}),
  call: translate({
    id: 'contact.details.call',
    message: 'Call Us',
    description: 'Heading above the phone numbers',
  }),
  write: translate({
    id: 'contact.details.write',
    message: 'Email Us',
    description: 'Heading above the e-mail addresses',
  }),
  hours: translate({id: 'contact.hours.title', message: 'Working Hours'}),
  callButton: translate({
    id: 'contact.details.callButton',
    message: 'Call Us',
    description: 'Button that dials the main line',
  }),
  callButtonNumber: (number: string) =>
    translate(
      {
        id: 'contact.details.callButton.number',
        message: 'on {number}',
        description:
          'Screen-reader-only end of the call button, e.g. "Call Us on +254 700 000 111"',
      },
      {number},
    ),
  whatsappButton: translate({id: 'contact.details.whatsappButton', message: 'Chat on WhatsApp'}),
} as const;

export const contactQuote = {
  title: translate({id: 'contact.quote.title', message: 'Request a Free Quote'}),
  intro: translate({
    id: 'contact.quote.intro',
    message:
      'Four short steps. Your answers stay in this browser tab until you send them, so nothing is lost if you need to look something up.',
  }),
  nextStepsTitle: translate({id: 'contact.quote.nextSteps.title', message: 'What happens next'}),
  nextSteps: [
    translate(
      {
        id: 'contact.quote.nextSteps.callBack',
        message: 'We call or write back {responseTime} to talk through your plans.',
        description: 'responseTime is e.g. "within 24 hours"',
      },
      {responseTime: responseTime()},
    ),
    translate({
      id: 'contact.quote.nextSteps.siteVisit',
      message: 'An engineer visits the site, free of charge within Nairobi and its environs.',
    }),
    translate({
      id: 'contact.quote.nextSteps.estimate',
      message: 'You receive an itemised estimate and a proposed programme, with no obligation.',
    }),
  ],
} as const;

export const officeMap = {
  title: translate({id: 'contact.map.title', message: 'Find Our Office'}),
  intro: translate(
    {
      id: 'contact.map.intro',
      message: '{street}, Upper Hill, {locality}. Visitor parking is available at the office.',
    },
    {street: company.address.street, locality: company.address.locality},
  ),
  frameTitle: translate(
    {
      id: 'contact.map.frameTitle',
      message: 'Map showing the {company} office at {street}, Upper Hill, {locality}',
      description: 'Accessible title of the embedded map',
    },
    {
      company: company.shortName,
      street: company.address.street,
      locality: company.address.locality,
    },
  ),
  embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${mapQuery}`,
  directionsLabel: translate({id: 'contact.map.directions', message: 'Get Directions'}),
  directionsNewTab: translate({
    id: 'contact.map.directions.newTab',
    message: '(opens Google Maps in a new tab)',
    description: 'Screen-reader-only note after "Get Directions"',
  }),
} as const;

export const contactNewsletter = {
  title: translate({id: 'contact.newsletter.title', message: 'Stay Informed'}),
  intro: translate({
    id: 'contact.newsletter.intro',
    message:
      'Construction costs, regulations and ideas for Kenyan builders: our insights by email, about once a month.',
  }),
} as const;
