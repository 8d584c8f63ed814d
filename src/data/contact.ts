/** Words of the Contact page (/contact); every fact about the company comes from company.ts. */
import {company} from './company';

const mapQuery = encodeURIComponent(`${company.address.street}, ${company.address.locality}, ${company.address.country}`);

export const contactHero = {
  title: 'Contact Us',
  lead: `Planning a home, an office block, a factory or a renovation? Call, write or send us your project details, and we will get back to you ${company.responseTime}.`,
  image: 'https://images.unsplash.com/photo-1553877522-43269d4ea984',
} as const;

export const contactDetails = {
  title: 'Get in Touch',
  visit: 'Visit Our Office',
  call: 'Call Us',
  write: 'Email Us',
  hours: 'Working Hours',
  callButton: 'Call Us',
  whatsappButton: 'Chat on WhatsApp',
} as const;

export const contactQuote = {
  title: 'Request a Free Quote',
  intro: 'Four short steps. Your answers stay in this browser tab until you send them, so nothing is lost if you need to look something up.',
  nextStepsTitle: 'What happens next',
  nextSteps: [
    `We call or write back ${company.responseTime} to talk through your plans.`,
    'An engineer visits the site, free of charge within Nairobi and its environs.',
    'You receive an itemised estimate and a proposed programme, with no obligation.',
  ],
} as const;

export const officeMap = {
  title: 'Find Our Office',
  intro: `${company.address.street}, Upper Hill, ${company.address.locality}. Visitor parking is available at the office.`,
  frameTitle: `Map showing the ${company.shortName} office at ${company.address.street}, Upper Hill, ${company.address.locality}`,
  embedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${mapQuery}`,
  directionsLabel: 'Get Directions',
} as const;

export const contactNewsletter = {
  title: 'Stay Informed',
  intro: 'Construction costs, regulations and ideas for Kenyan builders: our insights by email, about once a month.',
} as const;
