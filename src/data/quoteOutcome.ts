/**
 * The quote request's buttons and outcome (spec section 8, word for word), apart from the form's
 * table (quoteForm.ts): the outbox's notice and the other ways to send (OtherWays) show them on
 * every page, and the form's fields are needed only where the form is.
 */
import {translate} from '@docusaurus/Translate';
import {company} from './company';
import {responseTime} from './companyWords';

export const buttonText = {
  back: translate({id: 'quote.button.back', message: 'Back'}),
  next: translate({id: 'quote.button.next', message: 'Next'}),
  submit: translate({id: 'quote.button.submit', message: 'Submit Request'}),
  submitting: translate({id: 'quote.button.submitting', message: 'Submitting...'}),
  retry: translate({id: 'quote.button.retry', message: 'Retry'}),
  another: translate({id: 'quote.button.another', message: 'Submit Another Request'}),
  email: translate({id: 'quote.button.email', message: 'Email us your request'}),
  whatsapp: translate({id: 'quote.button.whatsapp', message: 'WhatsApp us your request'}),
} as const;

/** Spec section 8: the failure message and the success texts, word for word. */
export const outcomeText = {
  failure: translate({
    id: 'quote.outcome.failure',
    message: 'Failed to submit form. Please try again.',
  }),
  successTitle: translate({
    id: 'quote.outcome.successTitle',
    message: 'Request Submitted Successfully!',
  }),
  reference: (reference: string) =>
    translate(
      {
        id: 'quote.outcome.reference',
        message: 'Your reference: {reference}',
        description: 'After a quote request is sent: the reference to quote when calling us',
      },
      {reference},
    ),
  successText: translate(
    {
      id: 'quote.outcome.successText',
      message:
        'Thank you for contacting {company} We have received your request and will get back to you {responseTime}.',
    },
    {company: company.name, responseTime: responseTime()},
  ),
  keptDetails: translate({
    id: 'quote.outcome.keptDetails',
    message:
      'Your details are still here. You can also send them to us directly; they are already filled in:',
  }),
  notSetUpTitle: translate({
    id: 'quote.outcome.notSetUpTitle',
    message: 'Online sending is not set up on this website yet.',
  }),
  notSetUpText: translate({
    id: 'quote.outcome.notSetUpText',
    message:
      'Your request has not been sent. Please send it to us by email or WhatsApp instead; your details are already filled in.',
  }),
} as const;
