/**
 * The one door to EmailJS. The SDK is imported here, when a message is sent, so it stays out
 * of every page's first load; every way it can fail is mapped to a kind the forms can explain.
 */
import type {SendSettings} from './emailSettings';

/**
 * `offline`: nothing left the phone (the browser was offline, or the SDK could not be fetched).
 * `network` and `timeout`: the request had left when the connection failed or the wait ran out,
 * so it may have arrived; so may one that met a server error or an unknown failure.
 */
export type FailureKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'rate-limited'
  | 'refused'
  | 'server'
  | 'not-configured'
  | 'unknown';

/** Failures after which the service may have the message: never sent again without asking. */
export function mayHaveArrived(failure: FailureKind): boolean {
  return (
    failure === 'network' || failure === 'timeout' || failure === 'server' || failure === 'unknown'
  );
}

/** A send still unanswered after this is given up: on slow mobile data a send takes seconds. */
export const sendTimeoutMs = 30_000;

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
 * Sends one templated e-mail, answered within `timeoutMs` of the call, fetching the SDK
 * included: a send that outlives it is given up, so a page without Web Locks can tell a live
 * send from a gone one by its age (outboxStore.ts). Never throws: a failure comes back as its
 * kind. `load` and `timeoutMs` are only replaced in tests.
 */
export async function sendEmail(
  settings: SendSettings,
  templateParams: Readonly<Record<string, string>>,
  load: () => Promise<Send> = loadSend,
  timeoutMs: number = sendTimeoutMs,
): Promise<SendResult> {
  if (globalThis.navigator?.onLine === false) {
    return {ok: false, failure: 'offline'};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    let send: Send | 'late';
    try {
      send = await Promise.race([load(), deadline]);
    } catch {
      // The SDK's chunk could not be fetched: nothing was sent.
      return {ok: false, failure: 'offline'};
    }
    // Still fetching the SDK when time ran out: nothing was sent.
    if (send === 'late') return {ok: false, failure: 'offline'};
    const sent = send(
      settings.serviceId,
      settings.templateId,
      {...templateParams},
      {publicKey: settings.publicKey},
    ).then(
      (): SendResult => ({ok: true}),
      (error: unknown): SendResult => ({ok: false, failure: classifyFailure(error)}),
    );
    const timedOut = deadline.then((): SendResult => ({ok: false, failure: 'timeout'}));
    return await Promise.race([sent, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
