/**
 * How an inquiry reads to people: the review step, the e-mail's `fullMessage`, and the
 * prefilled e-mail/WhatsApp fallbacks all come from the same rows, so they never disagree.
 */
import {company} from '@site/src/data/company';
import {quoteFields, quoteSteps, summaryText, type FieldSpec} from '@site/src/data/quoteForm';
import {mailtoUrl, whatsappUrl} from './contactLinks';
import {
  fieldEntries,
  formSteps,
  stepFields,
  type FieldName,
  type FormStep,
  type InquiryValues,
  type ValidInquiry,
} from './inquiry';
import {formatSubmissionDate} from './submissionDate';

export type ReviewRow = {readonly label: string; readonly value: string; readonly field: FieldName};
export type ReviewSection = {
  readonly step: FormStep;
  readonly title: string;
  readonly rows: readonly ReviewRow[];
};

/** An answer as people read it: the option's label, 'Yes'/'Accepted', or the 'Not provided' wording. */
function readable(field: FieldSpec, value: string | boolean): string {
  switch (field.kind) {
    case 'checkbox':
      return value ? field.review.checked : field.review.unchecked;
    case 'select':
    case 'radio':
      return field.options.find((o) => o.value === value)?.label ?? field.review.empty;
    default: {
      const empty = field.review === 'withPrevious' ? undefined : field.review.empty;
      return String(value).trim() || empty || '';
    }
  }
}

function reviewRows(names: readonly FieldName[], values: InquiryValues): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const name of names) {
    const field: FieldSpec = quoteFields[name];
    const value = readable(field, values[name]);
    if (field.review === 'withPrevious') {
      const previous = rows.pop()!;
      rows.push({...previous, value: `${previous.value} ${value}`.trim()});
    } else {
      rows.push({field: name, label: field.review.label, value});
    }
  }
  return rows;
}

export function reviewSections(values: InquiryValues): ReviewSection[] {
  return formSteps.map((step) => ({
    step,
    title: quoteSteps[step - 1]!.title,
    rows: reviewRows(stepFields[step], values),
  }));
}

/**
 * The readable summary of an inquiry, with the date it was sent and the language of the edition
 * it came from; once the visitor has pressed Submit, its first line is the request's reference.
 */
export function inquirySummary(
  values: InquiryValues,
  date: Date,
  language: string,
  reference: string | null,
): string {
  const sections = reviewSections(values).map((section) =>
    [section.title, ...section.rows.map((row) => `${row.label}: ${row.value}`)].join('\n'),
  );
  const heading = [
    ...(reference ? [`${summaryText.reference}: ${reference}`] : []),
    summaryText.title,
    `${summaryText.submitted}: ${formatSubmissionDate(date)}`,
    `${summaryText.language}: ${language}`,
  ];
  return [heading.join('\n\n'), ...sections].join('\n\n');
}

type EmailParam = {
  [K in FieldName]: (typeof quoteFields)[K] extends {readonly emailParam: infer P extends string}
    ? P
    : never;
}[FieldName];

/**
 * template_params of the quote e-mail: the spec's fields (section 7) in table order, the
 * language of the edition the visitor wrote from, so staff reply in it, and the request's
 * reference, the same on every attempt, so staff can tell a repeat from a new request. The
 * recipient is added when it is sent (`addressedTo`), from the settings of that moment.
 */
export type QuoteTemplateParams = {readonly [P in EmailParam]: string} & {
  readonly fullMessage: string;
  readonly language: string;
  readonly reference: string;
};

export function quoteTemplateParams(
  inquiry: ValidInquiry,
  reference: string,
  submittedAt: Date,
  language: string,
): QuoteTemplateParams {
  const answers = fieldEntries.flatMap(([name, field]) =>
    'emailParam' in field ? [[field.emailParam, String(inquiry[name])]] : [],
  );
  return {
    ...Object.fromEntries(answers),
    fullMessage: inquirySummary(inquiry, submittedAt, language, reference),
    language,
    reference,
  } as QuoteTemplateParams;
}

/** The template_params as sent: `to_email` first, as the spec's payload has it. */
export function addressedTo(
  toEmail: string,
  templateParams: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return {to_email: toEmail, ...templateParams};
}

export type FallbackLinks = {readonly email: string; readonly whatsapp: string};

/** E-mail and WhatsApp links carrying the whole summary, for when online sending fails. */
export function fallbackLinks(
  values: InquiryValues,
  date: Date,
  language: string,
  reference: string | null,
): FallbackLinks {
  const summary = inquirySummary(values, date, language, reference);
  const name = reviewSections(values)
    .flatMap((section) => section.rows)
    .find((row) => row.field === 'firstName')!.value;
  return {
    email: mailtoUrl(company.emails[0].address, {
      subject: summaryText.emailSubject(name),
      body: summary,
    }),
    whatsapp: whatsappUrl(company.whatsapp, summary),
  };
}
