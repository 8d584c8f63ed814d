/**
 * The one door to EmailJS. The SDK is imported here, when a message is sent, so it stays out
 * of every page's first load; every way it can fail is mapped to a kind the forms can explain.
 */
import type {SendSettings} from './emailSettings';

export type FailureKind =
  'network' | 'rate-limited' | 'refused' | 'server' | 'not-configured' | 'unknown';

export type SendResult = {readonly ok: true} | {readonly ok: false; readonly failure: FailureKind};

/** The SDK rejects with an EmailJSResponseStatus {status, text}; status 0 means no response. */
function responseStatus(error: unknown): number | undefined {
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
  ) {
    return error.status;
  }
  return undefined;
}

/**
 * - fetch's TypeError, or status 0: the request never got an answer (offline, blocked);
 * - 429: EmailJS's rate limit (or the SDK's own throttle);
 * - other 4xx (403 forbidden origin, 412 bad template, 451 headless…): the service refused;
 * - 5xx: the service failed;
 * - a string: the SDK's own parameter checks ("The public key is required…").
 */
export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof TypeError) {
    return 'network';
  }
  if (typeof error === 'string') {
    return 'not-configured';
  }
  const status = responseStatus(error);
  if (status === undefined) {
    return 'unknown';
  }
  if (status === 0) {
    return 'network';
  }
  if (status === 429) {
    return 'rate-limited';
  }
  if (status >= 400 && status < 500) {
    return 'refused';
  }
  if (status >= 500) {
    return 'server';
  }
  return 'unknown';
}

type Send = (typeof import('@emailjs/browser'))['send'];

async function loadSend(): Promise<Send> {
  const sdk = await import('@emailjs/browser');
  return sdk.send;
}

/**
 * Sends one templated e-mail. Never throws: a failure comes back as its kind. `load` is only
 * replaced in tests.
 */
export async function sendEmail(
  settings: SendSettings,
  templateParams: Readonly<Record<string, string>>,
  load: () => Promise<Send> = loadSend,
): Promise<SendResult> {
  let send: Send;
  try {
    send = await load();
  } catch {
    // The SDK's chunk could not be fetched: the connection dropped.
    return {ok: false, failure: 'network'};
  }
  try {
    await send(
      settings.serviceId,
      settings.templateId,
      {...templateParams},
      {publicKey: settings.publicKey},
    );
    return {ok: true};
  } catch (error) {
    return {ok: false, failure: classifyFailure(error)};
  }
}
