/** Content of the About page (/about). */
import {company} from './company';

export type CoreValue = {readonly name: string; readonly description: string};

export type TeamMember = {
  readonly name: string;
  readonly role: string;
  readonly image: string;
  readonly bio: string;
};

export const aboutHero = {
  title: `About ${company.shortName}`,
  lead: `A Nairobi contractor building homes, offices and factories across Kenya since ${company.foundedYear}.`,
  image: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5',
} as const;

export const story = {
  title: 'Our Story',
  foundedYear: company.foundedYear,
  paragraphs: [
    `${company.name} was founded in ${company.foundedYear} by a civil engineer and two foremen who had spent a decade on other people's sites and believed Kenyan clients deserved better: honest bills of quantities, work that passes inspection the first time, and a contractor who answers the phone.`,
    'Our first jobs were maisonettes in Kitengela and Syokimau. Word spread, and within five years we were delivering apartment blocks in Kilimani, warehouses along Mombasa Road and fit-outs in Westlands and Upper Hill. Today we run projects from Nanyuki to Athi River with our own site teams, plant and quality engineers.',
    'We are registered with the National Construction Authority, work with EBK-registered engineers and BORAQS-registered architects and quantity surveyors, and keep every project inside its county approvals and NEMA licence. The way we started is still the way we work: a fixed scope, a clear price and a site you are proud to visit.',
  ],
} as const;

export const mission = {
  title: 'Our Mission',
  text: 'To build safe, durable and beautiful structures for Kenyan families and businesses, delivered on time, on budget and to the standards our country deserves.',
} as const;

export const vision = {
  title: 'Our Vision',
  text: "To be East Africa's most trusted builder: the contractor clients recommend to their friends, engineers want to work with and young Kenyans want to learn from.",
} as const;

export const coreValues: readonly CoreValue[] = [
  {
    name: 'Integrity',
    description:
      'Open books and honest advice. Every variation is priced and approved in writing before any work is done.',
  },
  {
    name: 'Excellence',
    description:
      'We test concrete cubes, check every reinforcement schedule and sign off each stage before the next begins.',
  },
  {
    name: 'Innovation',
    description:
      'From BIM coordination to solar-ready roofs and rainwater harvesting, we bring better methods to every site.',
  },
  {
    name: 'Customer Focus',
    description:
      'One project manager, weekly photo reports and answers within 24 hours: you always know where your project stands.',
  },
];

export const leadershipTeam: readonly TeamMember[] = [
  {
    name: 'Eng. David Mwangi',
    role: 'Founder & Managing Director',
    image: 'https://images.unsplash.com/photo-1560250097-0b93528c311a',
    bio: 'A civil engineer registered with the Engineers Board of Kenya, David has over twenty years of experience on residential, commercial and industrial projects across Kenya. He founded the company in 2008 and still visits every active site each month.',
  },
];
