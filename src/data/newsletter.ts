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
  success: (email: string) =>
    translate(
      {
        id: 'newsletter.outcome.success',
        message: 'Thank you for subscribing. Our next insights will arrive at {email}.',
      },
      {email},
    ),
  failure: translate({
    id: 'newsletter.outcome.failure',
    message: 'We could not sign you up just now.',
  }),
  tryAgain: translate({
    id: 'newsletter.outcome.tryAgain',
    message: 'Please try again in a moment, or follow our insights by RSS in the meantime.',
  }),
  notAvailable: translate({
    id: 'newsletter.notAvailable',
    message: 'Newsletter sign-up is not available yet. In the meantime:',
  }),
  rssPrompt: translate({id: 'newsletter.rss.prompt', message: 'Prefer a feed reader?'}),
  rssLink: translate({id: 'newsletter.rss.link', message: 'Follow our insights by RSS'}),
  rssHref: `pathname://${feedLinks.rss}`,
} as const;

/** The sign-up e-mail the company receives (fullMessage). */
export const newsletterMessageText = {
  title: translate({
    id: 'newsletter.message.title',
    message: 'Newsletter sign-up',
    description: 'First line of the sign-up e-mail',
  }),
  email: translate({
    id: 'newsletter.message.email',
    message: 'Email',
    description: 'Sign-up e-mail: the address',
  }),
  page: translate({
    id: 'newsletter.message.page',
    message: 'Page',
    description: 'Sign-up e-mail: the page it was sent from',
  }),
  subscribed: translate({
    id: 'newsletter.message.subscribed',
    message: 'Subscribed',
    description: 'Sign-up e-mail: when',
  }),
} as const;
