/**
 * Words both e-mail forms (the quote request and the newsletter sign-up) say: the e-mail
 * address check and what went wrong when sending (the failure kinds of src/lib/emailjs.ts).
 */
import {translate} from '@docusaurus/Translate';

export const emailAddressErrors = {
  required: translate({id: 'email.address.error.required', message: 'Enter your email address'}),
  invalid: translate({
    id: 'email.address.error.invalid',
    message: 'Enter an email address in the correct format, like name@example.com',
  }),
} as const;

export const sendFailureHints = {
  offline: translate({
    id: 'email.failure.network',
    message:
      'We could not reach our email service. Check your internet connection, then try again.',
  }),
  network: translate({
    id: 'email.failure.connectionLost',
    message: 'The connection was lost while sending, so we cannot tell whether it arrived.',
  }),
  timeout: translate({
    id: 'email.failure.timeout',
    message: 'Our email service did not answer in time, so we cannot tell whether it arrived.',
  }),
  'rate-limited': translate({
    id: 'email.failure.rateLimited',
    message:
      'Too many requests have been sent from this connection. Wait a minute, then try again.',
  }),
  refused: translate({
    id: 'email.failure.refused',
    message: 'Our email service refused the request.',
  }),
  server: translate({
    id: 'email.failure.server',
    message: 'Our email service is having problems at the moment.',
  }),
  'not-configured': translate({
    id: 'email.failure.notConfigured',
    message: 'Online sending is not set up correctly on this website.',
  }),
  unknown: translate({id: 'email.failure.unknown', message: 'Something went wrong while sending.'}),
} as const;
