/**
 * The company's words: its one-line promise, what each phone line and address is for, and its
 * opening hours as each language writes them. Functions: the build reads them in Node once per
 * locale (scripts/nodeTranslate.ts); the facts behind them are ./company.ts.
 */
import {translate} from '@docusaurus/Translate';
import {company, type EmailAddress, type OpeningHours, type PhoneNumber} from './company';

export const companyTagline = (): string =>
  translate({
    id: 'company.tagline',
    message: 'Building Kenya on solid foundations since 2008.',
    description: 'The company’s one-line promise',
  });

/** How soon the company answers, as a sentence ends it: "within 24 hours". */
export const responseTime = (): string =>
  translate(
    {
      id: 'company.responseTime',
      message: 'within {hours} hours',
      description: 'Ends a sentence such as “we will get back to you …”',
    },
    {hours: company.responseHours},
  );

export const phoneUseName = (use: PhoneNumber['use']): string =>
  ({
    main: translate({
      id: 'company.phone.main',
      message: 'Main line',
      description: 'Label of the main phone number',
    }),
    office: translate({
      id: 'company.phone.office',
      message: 'Office',
      description: 'Label of the office landline',
    }),
  })[use];

export const emailUseName = (use: EmailAddress['use']): string =>
  ({
    general: translate({
      id: 'company.email.general',
      message: 'General enquiries',
      description: 'Label of the general e-mail address',
    }),
    projects: translate({
      id: 'company.email.projects',
      message: 'Project enquiries',
      description: 'Label of the projects e-mail address',
    }),
  })[use];

export type OpeningHoursWords = {
  readonly days: string;
  /** Short form for tight spaces such as the footer. */
  readonly shortDays: string;
  readonly hours: string;
};

/** The spec's hours in English ("8:00 AM-6:00 PM"); Swahili writes them in Swahili time. */
export const openingHoursWords = (id: OpeningHours['id']): OpeningHoursWords =>
  ({
    weekdays: {
      days: translate({id: 'company.hours.weekdays.days', message: 'Monday – Friday'}),
      shortDays: translate({id: 'company.hours.weekdays.shortDays', message: 'Mon-Fri'}),
      hours: translate({id: 'company.hours.weekdays.hours', message: '8:00 AM-6:00 PM'}),
    },
    saturday: {
      days: translate({id: 'company.hours.saturday.days', message: 'Saturday'}),
      shortDays: translate({id: 'company.hours.saturday.shortDays', message: 'Sat'}),
      hours: translate({id: 'company.hours.saturday.hours', message: '9:00 AM-1:00 PM'}),
    },
    sunday: {
      days: translate({id: 'company.hours.sunday.days', message: 'Sunday'}),
      shortDays: translate({id: 'company.hours.sunday.shortDays', message: 'Sun'}),
      hours: translate({
        id: 'company.hours.closed',
        message: 'Closed',
        description: 'Opening hours of a day the office is closed',
      }),
    },
  })[id];
