/**
 * Buttondown (docs.buttondown.com, "Create subscriber"): POST /v1/subscribers with the API key
 * as `Authorization: Token …`. A subscriber created through the API is `unactivated` and gets
 * the newsletter's confirmation e-mail (double opt-in is Buttondown's default and is not
 * switched off here); an address already on the list, in any state, is refused with the code
 * `email_already_exists` and left as it was. Plain fetch: Buttondown publishes no SDK.
 */
import {providerTimeoutMs, type AddResult, type MailingListProvider} from './types';

export const buttondownSubscribersUrl = 'https://api.buttondown.com/v1/subscribers';

/** The tag each edition's subscribers carry; the set-up in docs/deploy.md creates both. */
export const buttondownLanguageTag = (locale: string) => `lang-${locale}`;

export const buttondown: MailingListProvider = {
  name: 'buttondown',
  async add(subscriber, apiKey, fetchFn): Promise<AddResult> {
    let response: Response;
    try {
      response = await fetchFn(buttondownSubscribersUrl, {
        method: 'POST',
        headers: {Authorization: `Token ${apiKey}`, 'Content-Type': 'application/json'},
        body: JSON.stringify({
          email_address: subscriber.email,
          tags: [buttondownLanguageTag(subscriber.locale)],
          referrer_url: subscriber.pageUrl,
          metadata: {locale: subscriber.locale},
          ...(subscriber.ip ? {ip_address: subscriber.ip} : {}),
        }),
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
    } catch (error) {
      return {result: 'unavailable', detail: `no answer (${String(error)})`};
    }
    if (response.ok) {
      return {result: 'added'};
    }
    const body = (await response.json().catch(() => null)) as {code?: unknown} | null;
    const code = typeof body?.code === 'string' ? body.code : '';
    if (code === 'email_already_exists') {
      return {result: 'already-member'};
    }
    if (code === 'email_invalid') {
      return {result: 'invalid-email'};
    }
    // 401/403 (the key), 429 or a 400 for the daily limit on new subscribers, 5xx.
    return {result: 'unavailable', detail: `HTTP ${response.status} ${code}`.trim()};
  },
};
