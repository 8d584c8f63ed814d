/**
 * What the sign-up endpoint asks of a mailing-list provider, so another provider is one file
 * beside buttondown.ts and one line in ./index.ts.
 */

/** One sign-up, as the provider is asked to hold it. */
export type NewSubscriber = {
  readonly email: string;
  /** The edition it came from (`en`, `sw`): the provider tags it, so each edition's feed and
   * confirmation reach their own readers. */
  readonly locale: string;
  /** The page's full address, e.g. https://www.example.co.ke/sw/insights/some-article. */
  readonly pageUrl: string;
  /** The visitor's IP address as Cloudflare saw it, for the provider's own spam checks. */
  readonly ip: string | null;
};

/**
 * - `added`: held, unconfirmed; the provider has e-mailed the confirmation link (double opt-in);
 * - `already-member`: the provider holds the address already and changed nothing;
 * - `invalid-email`: refused as an address;
 * - `unavailable`: anything else (no answer, an error, a refused key), with what to log.
 */
export type AddResult =
  | {readonly result: 'added' | 'already-member' | 'invalid-email'}
  | {readonly result: 'unavailable'; readonly detail: string};

export type MailingListProvider = {
  /** The value of NEWSLETTER_PROVIDER that selects it. */
  readonly name: string;
  /** Adds the address with double opt-in. Never throws. */
  add(subscriber: NewSubscriber, apiKey: string, fetchFn: typeof fetch): Promise<AddResult>;
};

/** The provider's own wait: the endpoint answers before the page gives up (signUpTimeoutMs). */
export const providerTimeoutMs = 10_000;
