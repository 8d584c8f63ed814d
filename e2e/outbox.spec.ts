/**
 * The outbox: every quote request carries a reference, and the outbox sends one by itself only
 * while it certainly never left the phone. A request that never left the phone waits and goes
 * when the connection returns (or a rate limit's pause ends), within 7 days of Submit; one that
 * may have reached the e-mail service (connection cut mid-way, a 5xx, the page reloaded while it
 * was being sent) is shown to the visitor, who may send it again under the same reference. Storage
 * failing leaves the visitor something to act on. Against the built site, with the browser context
 * taken offline and back, routes held or aborted, the page's clock moved, and the e-mail service
 * intercepted.
 */
import type {BrowserContext, Page, Request, Route} from '@playwright/test';
import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import {
  emailJsSendUrl,
  expectedFullMessage,
  ok,
  reachReview,
  referenceOf,
  sendTime,
  startTime,
  testSettings,
  visitor,
  visitorTemplateParams,
  wizard,
} from './quoteWizard';
import {outboxWords} from '../src/data/outbox';
import {headerLinks} from '../src/data/navigation';
import {newRequest, outboxMaxWaitMs, rateLimitPauseMs, type OutboxRequest} from '../src/lib/outbox';
import {legacyOutboxKey, outboxChannelName, outboxDatabase} from '../src/lib/outboxKeys';
import {draftStorageKey} from '../src/lib/quoteWizard';

/** Every request to the e-mail service from any tab, answered by `answer`. */
async function interceptInContext(
  context: BrowserContext,
  answer: (route: Route) => Promise<void>,
): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route(emailJsSendUrl, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

/** An answer (by default OK) held until the test lets it go. */
function held(status = 200): {answer: (route: Route) => Promise<void>; release: () => void} {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async (route) => {
      await released;
      await route
        .fulfill({status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Bad Request'})
        .catch(() => {
          // The page that sent it is gone: nobody to answer.
        });
    },
    release,
  };
}

const serviceUnavailable = (route: Route) =>
  route.fulfill({status: 503, contentType: 'text/plain', body: 'Service Unavailable'});
const cutAfterArrival = (route: Route) => route.abort('connectionreset');

/** A request as the quote form puts it in the outbox. */
const seeded = (reference: string, extra: Partial<OutboxRequest> = {}): OutboxRequest => ({
  ...newRequest(
    {
      reference,
      templateParams: {
        firstName: 'Wambui',
        fullMessage: `Reference: ${reference}\n\nQuote request`,
        reference,
      },
      fallback: {
        email: 'mailto:info@msingi-construction.example?body=Quote%20request',
        whatsapp: 'https://wa.me/254700000111?text=Quote%20request',
      },
    },
    sendTime.getTime(),
  ),
  ...extra,
});

/** Puts requests in the page's outbox as another page of the site would, and says so. */
async function seed(page: Page, requests: OutboxRequest[]): Promise<void> {
  await page.evaluate(
    async ({database, channel, records}) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database.name, database.version);
        opening.onupgradeneeded = () =>
          opening.result.createObjectStore(database.store, {keyPath: 'reference'});
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const transaction = db.transaction(database.store, 'readwrite');
      for (const record of records) transaction.objectStore(database.store).put(record);
      await new Promise((resolve) => (transaction.oncomplete = resolve));
      db.close();
      const announce = new BroadcastChannel(channel);
      announce.postMessage('changed');
      announce.close();
    },
    {database: outboxDatabase, channel: outboxChannelName, records: requests},
  );
}

/** What the outbox holds, as the page's own database has it: reference and state. */
const stored = (page: Page) =>
  page.evaluate(async (database) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(database.name, database.version);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const all = await new Promise<{reference: string; state: string}[]>((resolve) => {
      const reading = db.transaction(database.store).objectStore(database.store).getAll();
      reading.onsuccess = () => resolve(reading.result as {reference: string; state: string}[]);
    });
    db.close();
    return all.map(({reference, state}) => ({reference, state}));
  }, outboxDatabase);

const notice = (page: Page) => page.getByRole('region', {name: outboxWords.region});
const status = (page: Page) => notice(page).getByRole('status');

/** Fills in the quote request, submits it and waits for it to reach the service: its reference. */
async function submitFirstRequest(page: Page, requests: readonly Request[]): Promise<string> {
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
  await reachReview(page);
  await page.clock.setFixedTime(sendTime);
  await wizard(page).getByRole('button', {name: 'Submit Request'}).click();
  await expect.poll(() => requests.length).toBe(1);
  return referenceOf(requests[0]!);
}

/** Fills in the quote request, loses the connection, sends, and chooses to send it later. */
async function queueWhileOffline(page: Page): Promise<void> {
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
  await reachReview(page);
  await page.context().setOffline(true);
  await page.clock.setFixedTime(sendTime);
  await wizard(page).getByRole('button', {name: 'Submit Request'}).click();
  const failure = wizard(page).getByRole('alert');
  await expect(failure).toContainText('Failed to submit form. Please try again.');
  await expect(failure).toContainText('Check your internet connection');
  await expect(failure).toContainText(outboxWords.storageNote);
  await failure.getByRole('button', {name: outboxWords.offer}).click();
  await expect(notice(page)).toBeFocused();
  await expect(status(page)).toContainText(
    /Waiting for a connection – your request MSG-\d{6}-\w{6}/,
  );
}

/** The reference the notice shows for the only request it tells of. */
async function shownReference(page: Page): Promise<string> {
  const text = await status(page).innerText();
  return /MSG-\d{6}-[0-9A-Z]{6}/.exec(text)![0];
}

/** Lost connections show as console errors of the failed requests; those are the point here. */
function dropConnectionErrors(consoleErrors: string[]): void {
  for (const error of consoleErrors.splice(0)) {
    expect(error).toMatch(
      /Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|Failed to fetch|dynamically imported module|Loading chunk/,
    );
  }
}

/** Long enough for any page of the site to have sent what it would send by itself. */
const settle = (page: Page) => page.waitForTimeout(500);

test('offline, the request keeps its reference in the outbox, and goes once, whole, when the connection returns', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), ok);
  await queueWhileOffline(page);
  const reference = await shownReference(page);
  expect(await stored(page)).toEqual([{reference, state: 'waiting'}]);
  expect(requests).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(status(page)).toContainText('Request Submitted Successfully!');
  await expect(status(page)).toContainText(`Your reference: ${reference}`);
  await expect(status(page)).toContainText('Thank you for contacting Msingi Construction Ltd');
  expect(requests).toHaveLength(1);
  expect(referenceOf(requests[0]!)).toBe(reference);
  expect(requests[0]!.postDataJSON()).toMatchObject({
    service_id: testSettings.serviceId,
    template_id: testSettings.quoteTemplateId,
    template_params: visitorTemplateParams(expectedFullMessage(reference), 'English', reference),
  });
  // A second `online` event, and another page, find nothing to send.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await open(page, '/about');
  await settle(page);
  expect(requests).toHaveLength(1);
  await notice(page).getByRole('button', {name: outboxWords.close}).click();
  await expect(notice(page)).toBeHidden();
  expect(await stored(page)).toEqual([]);
  dropConnectionErrors(consoleErrors);
});

test('reloaded while being sent, a request is not sent again by itself: it is shown as not confirmed, and Send again sends it once more under the same reference', async ({
  page,
  consoleErrors,
}) => {
  const first = held();
  let sends = 0;
  const requests = await interceptInContext(page.context(), (route) =>
    ++sends === 1 ? first.answer(route) : ok(route),
  );
  const reference = await submitFirstRequest(page, requests);

  await page.reload();
  await expect(status(page)).toContainText(
    `We could not confirm that your request ${reference} arrived.`,
  );
  await open(page, '/pricing');
  await expect(status(page)).toContainText(
    `We could not confirm that your request ${reference} arrived.`,
  );
  await settle(page);
  expect(requests).toHaveLength(1);
  // The visitor's words, and the other ways, are there.
  await status(page).getByText(outboxWords.yourWords).click();
  await expect(status(page)).toContainText(visitor.projectDescription);
  await expect(status(page).getByRole('link', {name: /WhatsApp us your request/})).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254700000111\?text=Reference%3A%20MSG-/,
  );
  await expectNoAxeViolationsInEveryMode(page, notice(page));

  await status(page).getByRole('button', {name: outboxWords.sendAgain}).click();
  await expect(status(page)).toContainText(`Your reference: ${reference}`);
  expect(requests).toHaveLength(2);
  expect(requests[1]!.postDataJSON()).toEqual(requests[0]!.postDataJSON());
  first.release();
  dropConnectionErrors(consoleErrors);
});

for (const [outcome, answeredWith, shown, state] of [
  ['sent', 200, (reference: string) => `Your reference: ${reference}`, 'sent'],
  ['refused', 400, (reference: string) => outboxWords.refused(reference), 'refused'],
] as const) {
  test(`left mid-send for another page of the site, a request's outcome (${outcome}) is shown by the notice, and the form does not offer it again`, async ({
    page,
    consoleErrors,
  }) => {
    const answer = held(answeredWith);
    const requests = await interceptInContext(page.context(), answer.answer);
    const reference = await submitFirstRequest(page, requests);

    // In-site navigation: the same page load, the form unmounted while its send is held.
    await page.locator('nav.navbar a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(status(page)).toContainText(outboxWords.sending(reference));
    answer.release();
    await expect(status(page)).toContainText(shown(reference));
    expect(await stored(page)).toEqual([{reference, state}]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), draftStorageKey)).toBeNull();

    // Back on the contact page: a blank form, not the review of the same request with Submit.
    await page.locator('nav.navbar a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(wizard(page).getByLabel('First name')).toHaveValue('');
    await expect(wizard(page).getByRole('button', {name: 'Submit Request'})).toHaveCount(0);
    await settle(page);
    expect(requests).toHaveLength(1);
    dropConnectionErrors(consoleErrors);
  });
}

for (const [what, answer] of [
  ['the connection cut after the request reached the service', cutAfterArrival],
  ['a 503 from the service', serviceUnavailable],
] as const) {
  test(`after ${what}, a waiting request is never sent again by itself; Send again sends it under the same reference`, async ({
    page,
    consoleErrors,
  }) => {
    let sends = 0;
    const requests = await interceptInContext(page.context(), (route) =>
      ++sends === 1 ? answer(route) : ok(route),
    );
    await queueWhileOffline(page);
    const reference = await shownReference(page);
    await page.context().setOffline(false);
    await expect(status(page)).toContainText(
      `We could not confirm that your request ${reference} arrived.`,
    );
    // Connection back, another page, the tab seen again: nothing goes by itself.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.reload();
    await expect(status(page)).toContainText(outboxWords.unconfirmed(reference));
    await settle(page);
    expect(requests).toHaveLength(1);
    expect(await stored(page)).toEqual([{reference, state: 'unconfirmed'}]);

    await status(page).getByRole('button', {name: outboxWords.sendAgain}).click();
    await expect(status(page)).toContainText(`Your reference: ${reference}`);
    expect(requests).toHaveLength(2);
    expect(referenceOf(requests[1]!)).toBe(reference);
    expect(requests[1]!.postDataJSON()).toEqual(requests[0]!.postDataJSON());
    dropConnectionErrors(consoleErrors);
  });
}

test('a waiting request cancelled while another of the batch is being sent is never sent; one being sent shows Sending… and no Cancel', async ({
  page,
  consoleErrors,
}) => {
  const first = held();
  const requests = await interceptInContext(page.context(), first.answer);
  await page.clock.setFixedTime(sendTime);
  await open(page, '/pricing');
  await page.context().setOffline(true);
  await seed(page, [
    seeded('MSG-AAAAAA'),
    seeded('MSG-BBBBBB', {createdAt: sendTime.getTime() + 1}),
  ]);
  // The connection returns: the page sends what waits, the first one first.
  await page.context().setOffline(false);
  await expect.poll(() => requests.length).toBe(1);
  expect(referenceOf(requests[0]!)).toBe('MSG-AAAAAA');

  const item = (reference: string) =>
    status(page).locator(':scope > div').filter({hasText: reference});
  await expect(item('MSG-AAAAAA')).toContainText(outboxWords.sending('MSG-AAAAAA'));
  await expect(item('MSG-AAAAAA').getByRole('button')).toHaveCount(0);
  await expect(item('MSG-BBBBBB')).toContainText(outboxWords.waiting('MSG-BBBBBB'));
  await item('MSG-BBBBBB').getByRole('button', {name: outboxWords.cancel}).click();
  await expect(item('MSG-BBBBBB')).toHaveCount(0);

  first.release();
  await expect(item('MSG-AAAAAA')).toContainText('Your reference: MSG-AAAAAA');
  await settle(page);
  expect(requests).toHaveLength(1);
  expect(await stored(page)).toEqual([{reference: 'MSG-AAAAAA', state: 'sent'}]);
  dropConnectionErrors(consoleErrors);
});

for (const locks of [true, false]) {
  test(`with two tabs open, ${locks ? 'with' : 'without'} Web Locks, a waiting request is sent by one of them, once`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    if (!locks) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'locks', {get: () => undefined}),
      );
    }
    const requests = await interceptInContext(context, ok);
    const other = await context.newPage();
    for (const tab of [other, page]) {
      // Both tabs keep the same time, as two tabs of one browser do.
      await tab.clock.setFixedTime(sendTime);
    }
    await open(other, '/about');
    await open(page, '/pricing');
    expect(await page.evaluate(() => 'locks' in navigator && !!navigator.locks)).toBe(locks);
    await context.setOffline(true);
    await seed(page, [seeded('MSG-7K4Q2P')]);
    // Both tabs hear the connection come back, and both try to send what waits.
    await context.setOffline(false);
    const said = async () =>
      [...(await notice(other).allTextContents()), ...(await notice(page).allTextContents())].join(
        ' ',
      );
    // Two pages each load the outbox's code once the connection is back, then one sends: on a
    // fully busy machine that has taken over 10 s, so the wait is longer than the default.
    await expect.poll(said, {timeout: 30_000}).toContain('Your reference: MSG-7K4Q2P');
    await settle(page);
    expect(requests).toHaveLength(1);
    expect(await stored(other)).toEqual([{reference: 'MSG-7K4Q2P', state: 'sent'}]);
    await other.close();
    dropConnectionErrors(consoleErrors);
  });
}

test('a request the service refuses is not sent again, and is shown with the e-mail and WhatsApp ways, the words intact', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), (route) =>
    route.fulfill({status: 400, contentType: 'text/plain', body: 'The template ID is invalid'}),
  );
  await queueWhileOffline(page);
  const reference = await shownReference(page);
  await page.context().setOffline(false);
  await expect(status(page)).toContainText(outboxWords.refused(reference));
  await expectNoAxeViolationsInEveryMode(page, notice(page));
  await page.setViewportSize({width: 375, height: 740});
  const mail = new URL(
    (await status(page).getByRole('link', {name: 'Email us your request'}).getAttribute('href'))!,
  );
  expect(mail.searchParams.get('body')).toContain(
    'A four-bedroom maisonette with a DSQ on a 50 by 100 plot.',
  );
  expect(mail.searchParams.get('body')).toContain(`Reference: ${reference}`);
  await expect(status(page).getByRole('link', {name: /WhatsApp us your request/})).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254700000111\?text=/,
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.reload();
  await expect(status(page)).toContainText(outboxWords.refused(reference));
  expect(requests).toHaveLength(1);
  await notice(page).getByRole('button', {name: outboxWords.remove}).click();
  await expect(notice(page)).toBeHidden();
  expect(await stored(page)).toEqual([]);
  dropConnectionErrors(consoleErrors);
});

test('a request kept more than a week is not sent by itself: the visitor is asked, and it goes when they say so', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), ok);
  await page.clock.setFixedTime(sendTime);
  await open(page, '/pricing');
  const long = sendTime.getTime() - outboxMaxWaitMs - 60_000;
  await page.context().setOffline(true);
  await seed(page, [seeded('MSG-7K4Q2P', {createdAt: long, changedAt: long, askedAt: long})]);
  await page.context().setOffline(false);
  await page.reload();
  await expect(status(page)).toContainText(
    'Your request MSG-7K4Q2P of 23 February 2026 has not been sent: it waited more than a week. Send it now?',
  );
  await settle(page);
  expect(requests).toHaveLength(0);
  await status(page).getByRole('button', {name: outboxWords.sendNow}).click();
  await expect(status(page)).toContainText('Your reference: MSG-7K4Q2P');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toEqual({
    to_email: testSettings.toEmail,
    firstName: 'Wambui',
    fullMessage: 'Reference: MSG-7K4Q2P\n\nQuote request',
    reference: 'MSG-7K4Q2P',
  });
  // What the page fetched while the test held it offline.
  dropConnectionErrors(consoleErrors);
});

/**
 * The page's IndexedDB, instrumented: it counts the transactions the page opens, and fails each
 * one once `failStorage` is called, as WebKit's lost connection or site data cleared do.
 */
async function instrumentStorage(page: Page) {
  await page.addInitScript(() => {
    const state = {transactions: 0, failing: false};
    Object.assign(window, {outboxStorage: state});
    const transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<IDBDatabase['transaction']>
    ) {
      state.transactions += 1;
      if (state.failing) {
        throw new DOMException('Connection to Indexed Database server lost', 'UnknownError');
      }
      return transaction.apply(this, args);
    } as IDBDatabase['transaction'];
  });
  type Instrumented = {outboxStorage: {transactions: number; failing: boolean}};
  return {
    transactions: () =>
      page.evaluate(() => (window as unknown as Instrumented).outboxStorage.transactions),
    failStorage: () =>
      page.evaluate(() => void ((window as unknown as Instrumented).outboxStorage.failing = true)),
  };
}

test('storage failing as the request is sent: it goes from the page alone, once, and the visitor sees it sent', async ({
  page,
}) => {
  const storage = await instrumentStorage(page);
  const requests = await interceptInContext(page.context(), ok);
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
  await reachReview(page);
  await page.clock.setFixedTime(sendTime);
  await storage.failStorage();
  await wizard(page).getByRole('button', {name: 'Submit Request'}).click();
  await expect(
    wizard(page).getByRole('heading', {name: 'Request Submitted Successfully!'}),
  ).toBeVisible();
  expect(requests).toHaveLength(1);
  const reference = referenceOf(requests[0]!);
  expect(reference).toMatch(/^MSG-260302-/);
  await expect(wizard(page)).toContainText(`Your reference: ${reference}`);
  await settle(page);
  expect(requests).toHaveLength(1);
});

test('two requests of the previous release that shared a reference are both moved in, once with two tabs open, and each sent once under its own', async ({
  page,
  context,
}) => {
  const requests = await interceptInContext(context, ok);
  const other = await context.newPage();
  for (const tab of [page, other]) await tab.clock.setFixedTime(sendTime);
  await open(page, '/about');
  // req-9 and req-108 both became MSG-4DPZ8H under the previous release's hash.
  const old = (id: string, minute: number) => ({
    id,
    createdAt: sendTime.getTime() - minute * 60_000,
    state: 'waiting',
    templateParams: {fullMessage: `Quote request ${id}`},
    fallback: {
      email: 'mailto:info@msingi-construction.example',
      whatsapp: 'https://wa.me/254700000111',
    },
  });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    legacyOutboxKey,
    JSON.stringify([old('req-9', 2), old('req-108', 1)]),
  ] as const);
  await Promise.all([page.reload(), open(other, '/pricing')]);
  await expect.poll(() => requests.length).toBe(2);
  const references = requests.map(referenceOf);
  expect(new Set(references).size).toBe(2);
  expect(references.every((reference) => reference.startsWith('MSG-260302-'))).toBe(true);
  const moved = requests.map((r, i) => {
    const text = r.postDataJSON().template_params.fullMessage as string;
    expect(text).toMatch(new RegExp(`^Reference: ${references[i]}\n\nQuote request req-\\d+$`));
    return text.slice(text.lastIndexOf(' ') + 1);
  });
  expect(moved.sort()).toEqual(['req-108', 'req-9']);
  const said = async () =>
    [...(await notice(other).allTextContents()), ...(await notice(page).allTextContents())].join(
      ' ',
    );
  for (const reference of references) {
    await expect.poll(said).toContain(`Your reference: ${reference}`);
  }
  await settle(page);
  expect(requests).toHaveLength(2);
  expect(await page.evaluate((key) => localStorage.getItem(key), legacyOutboxKey)).toBeNull();
  await other.close();
});

test('on one page load: four client-side navigations with a request waiting restart nothing; a rate-limited request goes when its pause ends; one whose 7 days end is shown expired, never sent', async ({
  page,
  consoleErrors,
}) => {
  const storage = await instrumentStorage(page);
  let sends = 0;
  const requests = await interceptInContext(page.context(), (route) =>
    ++sends === 1
      ? route.fulfill({status: 429, contentType: 'text/plain', body: 'Too Many Requests'})
      : ok(route),
  );
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.clock.install({time: sendTime});
  await open(page, '/pricing');
  // Nothing kept: the outbox's code is not fetched and its database not opened.
  await settle(page);
  expect(scripts.some((text) => text.includes('The outbox is held open by another page'))).toBe(
    false,
  );
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);

  // Its 7 days end in ten minutes; automatic attempts kept it waiting, paused past them.
  const weekAgo = sendTime.getTime() - outboxMaxWaitMs + 10 * 60_000;
  const old = seeded('MSG-260223-AAAAAA', {
    createdAt: weekAgo,
    askedAt: weekAgo,
    changedAt: sendTime.getTime() - 60_000,
    attempts: 5,
    notBefore: sendTime.getTime() + 30 * 60_000,
  });
  await seed(page, [old, seeded('MSG-260302-BBBBBB', {createdAt: sendTime.getTime() + 1})]);
  const item = (reference: string) =>
    status(page).locator(':scope > div').filter({hasText: reference});
  await expect.poll(() => requests.length).toBe(1);
  expect(referenceOf(requests[0]!)).toBe('MSG-260302-BBBBBB');
  await expect(item('MSG-260302-BBBBBB')).toContainText(outboxWords.waiting('MSG-260302-BBBBBB'));
  await expect(item('MSG-260223-AAAAAA')).toContainText(outboxWords.waiting('MSG-260223-AAAAAA'));

  const before = await storage.transactions();
  await notice(page).evaluate((element) => element.setAttribute('data-first-page', ''));
  for (const link of headerLinks.filter((l) => l.to !== '/pricing').slice(0, 4)) {
    await page.locator('nav.navbar').getByRole('link', {name: link.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${link.to === '/' ? '/$' : `${link.to}$`}`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
  // The same notice, and not one more read of the outbox or send.
  await expect(notice(page)).toHaveAttribute('data-first-page', '');
  expect(await storage.transactions()).toBe(before);
  expect(requests).toHaveLength(1);

  // The pause ends with the page left open and no event: it goes.
  await page.clock.fastForward(rateLimitPauseMs + 1000);
  await expect(item('MSG-260302-BBBBBB')).toContainText('Your reference: MSG-260302-BBBBBB');
  expect(requests).toHaveLength(2);
  expect(referenceOf(requests[1]!)).toBe('MSG-260302-BBBBBB');

  // Its 7 days over, the other is shown expired, with the words and the ways to send it…
  await page.clock.fastForward(10 * 60_000);
  await expect(item('MSG-260223-AAAAAA')).toContainText(
    'Your request MSG-260223-AAAAAA of 23 February 2026 has not been sent: it waited more than a week. Send it now?',
  );
  await expect(
    item('MSG-260223-AAAAAA').getByRole('button', {name: outboxWords.sendNow}),
  ).toBeVisible();
  await expect(
    item('MSG-260223-AAAAAA').getByRole('link', {name: /WhatsApp us your request/}),
  ).toBeVisible();
  // …and its pause ending later sends nothing.
  await page.clock.fastForward(30 * 60_000);
  await settle(page);
  expect(requests).toHaveLength(2);
  expect(await stored(page)).toEqual([
    {reference: 'MSG-260223-AAAAAA', state: 'expired'},
    {reference: 'MSG-260302-BBBBBB', state: 'sent'},
  ]);
  dropConnectionErrors(consoleErrors);
});

test('the newsletter says plainly it could not sign up offline, never a false success, and keeps the address', async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = [];
  await page.context().route('**/api/subscribe', (route) => {
    requests.push(route.request().url());
    return route.fulfill({json: {status: 'pending'}});
  });
  await open(page, '/contact');
  const form = page.getByRole('region', {name: 'Stay Informed'});
  await form.getByLabel('Email address').fill('achieng@example.com');
  await page.context().setOffline(true);
  await form.getByRole('button', {name: 'Subscribe'}).click();
  await expect(form.getByRole('status')).toContainText('Check your internet connection');
  await expect(form.getByRole('status')).not.toContainText('Almost done');
  await expect(form.getByLabel('Email address')).toHaveValue('achieng@example.com');
  expect(requests).toHaveLength(0);
  await page.context().setOffline(false);
  dropConnectionErrors(consoleErrors);
});
