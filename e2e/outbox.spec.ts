/**
 * The outbox: a quote request that fails for want of a connection waits in the browser and is
 * sent once the connection is back, exactly once. Against the built site, with the browser
 * context taken offline and back, and the e-mail service intercepted.
 */
import type {BrowserContext, Page, Request, Route} from '@playwright/test';
import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import {
  emailJsSendUrl,
  expectedFullMessage,
  ok,
  reachReview,
  sendTime,
  startTime,
  testSettings,
  visitorTemplateParams,
  wizard,
} from './quoteWizard';
import {outboxWords} from '../src/data/outbox';
import {outboxMaxAgeMs, outboxStorageKey} from '../src/lib/outbox';

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

/** A request as the quote form puts it in the outbox. */
const seededRequest = {
  id: 'seeded-request',
  settings: {
    publicKey: testSettings.publicKey,
    serviceId: testSettings.serviceId,
    templateId: testSettings.quoteTemplateId,
    toEmail: testSettings.toEmail,
  },
  templateParams: {firstName: 'Wambui', fullMessage: 'Quote request'},
  fallback: {
    email: 'mailto:info@msingi-construction.example',
    whatsapp: 'https://wa.me/254700000111',
  },
  state: 'waiting',
};

const notice = (page: Page) => page.getByRole('region', {name: outboxWords.region});

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
  await expect(failure).toContainText(outboxWords.storageNote);
  await failure.getByRole('button', {name: outboxWords.offer}).click();
  await expect(notice(page)).toBeFocused();
  await expect(notice(page).getByRole('status')).toContainText(outboxWords.waiting);
}

const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as {state: string}[],
    outboxStorageKey,
  );

/** Lost connections show as console errors of the failed requests; those are the point here. */
function dropConnectionErrors(consoleErrors: string[]): void {
  for (const error of consoleErrors.splice(0)) {
    expect(error).toMatch(
      /Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported module|Loading chunk/,
    );
  }
}

test('offline, the failed request is offered the outbox, and goes once, whole, when the connection returns', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), ok);
  await queueWhileOffline(page);
  expect(await stored(page)).toEqual([expect.objectContaining({state: 'waiting'})]);
  expect(requests).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(notice(page).getByRole('status')).toContainText('Request Submitted Successfully!');
  await expect(notice(page).getByRole('status')).toContainText(
    'Thank you for contacting Msingi Construction Ltd',
  );
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON()).toMatchObject({
    service_id: testSettings.serviceId,
    template_id: testSettings.quoteTemplateId,
    template_params: visitorTemplateParams(expectedFullMessage, 'English'),
  });
  expect(await stored(page)).toEqual([]);
  // A second `online` event finds nothing to send.
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(1);
  await notice(page).getByRole('button', {name: outboxWords.close}).click();
  await expect(notice(page)).toBeHidden();
  dropConnectionErrors(consoleErrors);
});

test('a request still waiting survives a reload, and goes once when it can', async ({
  page,
  consoleErrors,
}) => {
  let reachable = false;
  const requests = await interceptInContext(page.context(), (route) =>
    reachable ? ok(route) : route.abort('internetdisconnected'),
  );
  await queueWhileOffline(page);
  await page.context().setOffline(false);
  // Online again, but the e-mail service is still out of reach: the request keeps waiting.
  await expect.poll(() => requests.length).toBe(1);
  await page.reload();
  await expect(notice(page).getByRole('status')).toContainText(outboxWords.waiting);
  const unreachableTries = requests.length;
  reachable = true;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(notice(page).getByRole('status')).toContainText('Request Submitted Successfully!');
  const delivered = requests.slice(unreachableTries);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.postDataJSON().template_params).toEqual(
    visitorTemplateParams(expectedFullMessage, 'English'),
  );
  dropConnectionErrors(consoleErrors);
});

test('with two tabs open, the request is sent by one of them, once', async ({
  page,
  context,
  consoleErrors,
}) => {
  const requests = await interceptInContext(context, ok);
  const other = await context.newPage();
  for (const tab of [other, page]) {
    // Both tabs keep the same time, as two tabs of one browser do.
    await tab.clock.setFixedTime(sendTime);
  }
  await open(other, '/about');
  await open(page, '/pricing');
  await context.setOffline(true);
  await page.evaluate(
    ([key, request]) => window.localStorage.setItem(key, JSON.stringify([request])),
    [outboxStorageKey, {...seededRequest, createdAt: sendTime.getTime()}] as const,
  );
  // Both tabs hear the connection come back, and both try to send what waits.
  await context.setOffline(false);
  // What both tabs say (without waiting: a tab with nothing to tell shows no notice at all).
  const said = async () =>
    [...(await notice(other).allTextContents()), ...(await notice(page).allTextContents())].join(
      ' ',
    );
  await expect.poll(said).toContain('Request Submitted Successfully!');
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(1);
  expect(await stored(other)).toEqual([]);
  await other.close();
  dropConnectionErrors(consoleErrors);
});

test('a request the service refuses is not sent again, and is shown with the e-mail and WhatsApp ways, the words intact', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), (route) =>
    route.fulfill({status: 400, contentType: 'text/plain', body: 'The template ID is invalid'}),
  );
  await queueWhileOffline(page);
  await page.context().setOffline(false);
  const status = notice(page).getByRole('status');
  await expect(status).toContainText(outboxWords.refused);
  await expectNoAxeViolationsInEveryMode(page);
  await page.setViewportSize({width: 375, height: 740});
  const mail = new URL(
    (await status.getByRole('link', {name: 'Email us your request'}).getAttribute('href'))!,
  );
  expect(mail.searchParams.get('body')).toContain(
    'A four-bedroom maisonette with a DSQ on a 50 by 100 plot.',
  );
  await expect(status.getByRole('link', {name: /WhatsApp us your request/})).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254700000111\?text=/,
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await page.reload();
  await expect(notice(page).getByRole('status')).toContainText(outboxWords.refused);
  expect(requests).toHaveLength(1);
  await notice(page).getByRole('button', {name: outboxWords.remove}).click();
  expect(await stored(page)).toEqual([]);
  dropConnectionErrors(consoleErrors);
});

test('a request kept more than a week is not sent by itself: the visitor is asked, and it goes when they say so', async ({
  page,
}) => {
  const requests = await interceptInContext(page.context(), ok);
  await page.addInitScript(
    ([key, request]) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem(key, JSON.stringify([request]));
      }
    },
    [
      outboxStorageKey,
      {...seededRequest, createdAt: Date.now() - outboxMaxAgeMs - 60_000},
    ] as const,
  );
  await open(page, '/pricing');
  const status = notice(page).getByRole('status');
  await expect(status).toContainText('has not been sent: it waited more than a week. Send it now?');
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
  await status.getByRole('button', {name: outboxWords.sendNow}).click();
  await expect(status).toContainText('Request Submitted Successfully!');
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toMatchObject({
    firstName: 'Wambui',
    fullMessage: 'Quote request',
  });
});

test('the newsletter says plainly it could not sign up offline, never a false success, and keeps the address', async ({
  page,
  consoleErrors,
}) => {
  const requests = await interceptInContext(page.context(), ok);
  await open(page, '/contact');
  const form = page.getByRole('region', {name: 'Stay Informed'});
  await form.getByLabel('Email address').fill('achieng@example.com');
  await page.context().setOffline(true);
  await form.getByRole('button', {name: 'Subscribe'}).click();
  await expect(form.getByRole('status')).toContainText('Check your internet connection');
  await expect(form.getByRole('status')).not.toContainText('Thank you');
  await expect(form.getByLabel('Email address')).toHaveValue('achieng@example.com');
  expect(requests).toHaveLength(0);
  await page.context().setOffline(false);
  dropConnectionErrors(consoleErrors);
});
