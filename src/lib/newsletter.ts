/** The newsletter sign-up e-mail: who, when and from which page. */
import {formatSubmissionDate} from './inquirySummary';

export type NewsletterTemplateParams = {
  readonly to_email: string;
  readonly email: string;
  readonly page: string;
  readonly fullMessage: string;
};

export function newsletterTemplateParams(email: string, toEmail: string, page: string, date: Date): NewsletterTemplateParams {
  const address = email.trim();
  return {
    to_email: toEmail,
    email: address,
    page,
    fullMessage: `Newsletter sign-up\n\nEmail: ${address}\nPage: ${page}\nSubscribed: ${formatSubmissionDate(date)}`,
  };
}
