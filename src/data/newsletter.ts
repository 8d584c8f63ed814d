/** Words of the newsletter sign-up (Contact, /insights and every article). */
import {feedLinks} from './navigation';

export const newsletterText = {
  label: 'Email address',
  placeholder: 'Your email address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  required: 'Enter your email address',
  invalid: 'Enter an email address in the correct format, like name@example.com',
  success: (email: string) => `Thank you for subscribing. Our next insights will arrive at ${email}.`,
  failure: 'We could not sign you up just now.',
  tryAgain: 'Please try again in a moment, or follow our insights by RSS in the meantime.',
  notAvailable: 'Newsletter sign-up is not available yet. In the meantime:',
  rssPrompt: 'Prefer a feed reader?',
  rssLink: 'Follow our insights by RSS',
  rssHref: `pathname://${feedLinks.rss}`,
} as const;
