/** The mailing-list providers the sign-up endpoint can use, by NEWSLETTER_PROVIDER's value. */
import {buttondown} from './buttondown';
import type {MailingListProvider} from './types';

export type {AddResult, MailingListProvider, NewSubscriber} from './types';

const providers: readonly MailingListProvider[] = [buttondown];

/** The provider a NEWSLETTER_PROVIDER value names, or null when it names none we have. */
export function mailingListProvider(name: string | undefined): MailingListProvider | null {
  const wanted = (name ?? '').trim().toLowerCase();
  return providers.find((provider) => provider.name === wanted) ?? null;
}
