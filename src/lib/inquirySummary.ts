/**
 * How an inquiry reads to people: the review step, the e-mail's `fullMessage`, and the
 * prefilled e-mail/WhatsApp fallbacks all come from the same rows, so they never disagree.
 */
import {company} from '@site/src/data/company';
import {
  budgetOptions,
  hearAboutOptions,
  preferredContactOptions,
  projectTypeOptions,
  quoteSteps,
  reviewText,
  summaryText,
  timelineOptions,
  type Option,
} from '@site/src/data/quoteForm';
import {mailtoUrl, whatsappUrl} from './contactLinks';
import {formSteps, labelOf, type FieldName, type FormStep, type InquiryValues, type ValidInquiry} from './inquiry';

export type ReviewRow = {readonly label: string; readonly value: string; readonly field: FieldName};
export type ReviewSection = {readonly step: FormStep; readonly title: string; readonly rows: readonly ReviewRow[]};

/** Typed text, or 'Not provided' when left empty. */
function provided(value: string): string {
  return value.trim() || reviewText.notProvided;
}

/** A chosen option's label, or 'Not specified' when none was chosen. */
function specified(options: readonly Option[], value: string): string {
  return labelOf(options, value) ?? reviewText.notSpecified;
}

export function reviewSections(values: InquiryValues): ReviewSection[] {
  const {rows} = reviewText;
  const byStep: Record<FormStep, ReviewRow[]> = {
    1: [
      {field: 'firstName', label: rows.name, value: `${values.firstName.trim()} ${values.lastName.trim()}`.trim()},
      {field: 'email', label: rows.email, value: values.email.trim()},
      {field: 'phone', label: rows.phone, value: values.phone.trim()},
      {field: 'city', label: rows.city, value: provided(values.city)},
      {field: 'preferredContact', label: rows.preferredContact, value: specified(preferredContactOptions, values.preferredContact)},
    ],
    2: [
      {field: 'projectType', label: rows.projectType, value: specified(projectTypeOptions, values.projectType)},
      {field: 'projectDescription', label: rows.projectDescription, value: provided(values.projectDescription)},
      {field: 'budget', label: rows.budget, value: specified(budgetOptions, values.budget)},
      {field: 'timeline', label: rows.timeline, value: specified(timelineOptions, values.timeline)},
    ],
    3: [
      {field: 'hearAbout', label: rows.hearAbout, value: specified(hearAboutOptions, values.hearAbout)},
      {field: 'address', label: rows.address, value: provided(values.address)},
      {field: 'communicationsConsent', label: rows.communicationsConsent, value: values.communicationsConsent ? reviewText.yes : reviewText.no},
      {field: 'termsAccepted', label: rows.termsAccepted, value: values.termsAccepted ? reviewText.accepted : reviewText.no},
    ],
  };
  return formSteps.map((step) => ({step, title: quoteSteps[step - 1]!.title, rows: byStep[step]}));
}

// Made on first send, not at page load: creating it loads locale data while the page hydrates.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "14 July 2026 at 10:32 EAT": the company reads dates in Nairobi time. */
export function formatSubmissionDate(date: Date): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Nairobi'});
  return `${dateFormat.format(date)} EAT`;
}

/** The readable summary of an inquiry, with the date it was sent. */
export function inquirySummary(values: InquiryValues, date: Date): string {
  const sections = reviewSections(values).map((section) =>
    [section.title, ...section.rows.map((row) => `${row.label}: ${row.value}`)].join('\n'),
  );
  return [`${summaryText.title}`, `${summaryText.submitted}: ${formatSubmissionDate(date)}`, ...sections].join('\n\n');
}

/** template_params of the quote e-mail: exactly the spec's fields (section 7). */
export type QuoteTemplateParams = {
  readonly to_email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly preferredContact: string;
  readonly projectType: string;
  readonly projectDescription: string;
  readonly budget: string;
  readonly timeline: string;
  readonly hearAbout: string;
  readonly address: string;
  readonly fullMessage: string;
};

export function quoteTemplateParams(inquiry: ValidInquiry, toEmail: string, submittedAt: Date): QuoteTemplateParams {
  return {
    to_email: toEmail,
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    email: inquiry.email,
    phone: inquiry.phone,
    city: inquiry.city,
    preferredContact: inquiry.preferredContact,
    projectType: inquiry.projectType,
    projectDescription: inquiry.projectDescription,
    budget: inquiry.budget,
    timeline: inquiry.timeline,
    hearAbout: inquiry.hearAbout,
    address: inquiry.address,
    fullMessage: inquirySummary(inquiry, submittedAt),
  };
}

export type FallbackLinks = {readonly email: string; readonly whatsapp: string};

/** E-mail and WhatsApp links carrying the whole summary, for when online sending fails. */
export function fallbackLinks(values: InquiryValues, date: Date): FallbackLinks {
  const summary = inquirySummary(values, date);
  const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  return {
    email: mailtoUrl(company.emails[0].address, {subject: summaryText.emailSubject(name), body: summary}),
    whatsapp: whatsappUrl(company.whatsapp, summary),
  };
}
