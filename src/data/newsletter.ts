/** Words of the newsletter sign-up (Contact, /insights and every article). */
import {translate} from '@docusaurus/Translate';
import {emailAddressErrors} from './emailForms';
import {feedLinks} from './feeds';

export const newsletterText = {
  formLabel: translate({
    id: 'newsletter.form.label',
    message: 'Newsletter sign-up',
    description: 'Accessible name of the form',
  }),
  label: translate({id: 'newsletter.field.email.label', message: 'Email address'}),
  placeholder: translate({id: 'newsletter.field.email.placeholder', message: 'Your email address'}),
  subscribe: translate({id: 'newsletter.button.subscribe', message: 'Subscribe'}),
  subscribing: translate({id: 'newsletter.button.subscribing', message: 'Subscribing...'}),
  ...emailAddressErrors,
  /** The list refused the address although it looks right (a domain that takes no mail…). */
  refused: translate({
    id: 'newsletter.outcome.refused',
    message:
      'Our mailing list did not accept this address. Check it, or use another one in the format name@example.com.',
  }),
  pending: (email: string) =>
    translate(
      {
        id: 'newsletter.outcome.pending',
        message:
          'Almost done: we have sent an e-mail to {email}. Open it and press the link inside to confirm your subscription. Nothing is sent to you until you do.',
      },
      {email},
    ),
  alreadySubscribed: (email: string) =>
    translate(
      {
        id: 'newsletter.outcome.alreadySubscribed',
        message:
          '{email} is already on our list. If you have not confirmed it yet, look for our confirmation e-mail, in your spam folder too.',
      },
      {email},
    ),
  offline: translate({
    id: 'newsletter.outcome.offline',
    message:
      'We could not reach our sign-up service. Check your internet connection, then try again.',
  }),
  unavailable: translate({
    id: 'newsletter.outcome.unavailable',
    message: 'Our mailing list is not answering just now. Please try again in a few minutes.',
  }),
  rateLimited: translate({
    id: 'newsletter.outcome.rateLimited',
    message:
      'There have been too many sign-up attempts for this address or from this connection. Please try again in an hour.',
  }),
  rejected: translate({
    id: 'newsletter.outcome.rejected',
    message: 'Our spam check stopped this sign-up. Wait a few seconds, then press Subscribe again.',
  }),
  meanwhile: translate({
    id: 'newsletter.outcome.meanwhile',
    message: 'Your address is still in the field. In the meantime:',
  }),
  notAvailable: translate({
    id: 'newsletter.notAvailable',
    message: 'Newsletter sign-up is not available on this copy of the website. Instead:',
  }),
  rssPrompt: translate({id: 'newsletter.rss.prompt', message: 'Prefer a feed reader?'}),
  rssLink: translate({id: 'newsletter.rss.link', message: 'Follow our insights by RSS'}),
  rssHref: `pathname://${feedLinks.rss}`,
} as const;
