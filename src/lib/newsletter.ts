/** The newsletter sign-up e-mail: who, when and from which page. */
import {newsletterMessageText as words} from '@site/src/data/newsletter';
import {formatSubmissionDate} from './submissionDate';

export type NewsletterTemplateParams = {
  readonly to_email: string;
  readonly email: string;
  readonly page: string;
  readonly fullMessage: string;
};

export function newsletterTemplateParams(
  email: string,
  toEmail: string,
  page: string,
  date: Date,
): NewsletterTemplateParams {
  const address = email.trim();
  return {
    to_email: toEmail,
    email: address,
    page,
    fullMessage: `${words.title}\n\n${words.email}: ${address}\n${words.page}: ${page}\n${words.subscribed}: ${formatSubmissionDate(date)}`,
  };
}
