/**
 * The quote wizard against the test build (EmailJS settings injected by `npm run build:test`).
 * The EmailJS endpoint is intercepted: the real service is never called.
 */
import type {Page, Route} from '@playwright/test';
import {test as base, expect, expectNoAxeViolationsInEveryMode, open} from './fixtures';
import {
  expectSummaryLinks,
  interceptEmailJs,
  ok,
  expectedFullMessage,
  fillStep1,
  next,
  reachReview,
  sendTime,
  startTime,
  stepHeading,
  testSettings,
  visitor,
  visitorTemplateParams,
  referenceOf,
  wizard,
} from './quoteWizard';

/** Every test also fails if the page ever opens a browser dialog (alert, confirm, prompt). */
const test = base.extend<{dialogs: string[]}>({
  dialogs: [
    async ({page}, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(dialogs);
      expect(dialogs, 'browser dialogs opened').toEqual([]);
    },
    {auto: true},
  ],
});

const serverError = (route: Route) =>
  route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'});
const dropConnection = (route: Route) => route.abort('internetdisconnected');

async function openContact(page: Page): Promise<void> {
  await page.clock.setFixedTime(startTime);
  await open(page, '/contact');
}

async function submit(page: Page): Promise<void> {
  await page.clock.setFixedTime(sendTime);
  await wizard(page).getByRole('button', {name: 'Submit Request'}).click();
}

/** The browser reports a failed request as a console error; that one is the point of the test. */
function expectOnlyFailedRequestErrors(consoleErrors: string[]): void {
  const errors = consoleErrors.splice(0);
  for (const error of errors) {
    expect(error).toMatch(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  }
}

async function expectEveryFieldKept(page: Page): Promise<void> {
  const form = wizard(page);
  await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
  for (const text of [
    `${visitor.firstName} ${visitor.lastName}`,
    visitor.email,
    visitor.phone,
    visitor.city,
    visitor.address,
  ]) {
    await expect(form.getByText(text, {exact: true})).toBeVisible();
  }
  await expect(form.locator('dd', {hasText: 'We have the title deed'})).toBeVisible();
  await form.getByRole('button', {name: 'Change Personal Info'}).click();
  await expect(form.getByLabel('Phone number')).toHaveValue(visitor.phone);
  await form.getByRole('button', {name: 'Next'}).click();
  await expect(form.getByLabel('Describe your project')).toHaveValue(visitor.projectDescription);
}

test.describe('quote wizard', () => {
  test('sends exactly one request with every spec field, then shows the success texts', async ({
    page,
  }) => {
    const requests = await interceptEmailJs(page, ok);
    await openContact(page);
    await reachReview(page);
    await submit(page);

    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeFocused();
    await expect(wizard(page)).toContainText(
      'Thank you for contacting Msingi Construction Ltd We have received your request and will get back to you within 24 hours.',
    );
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    const reference = referenceOf(request);
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: testSettings.publicKey,
      service_id: testSettings.serviceId,
      template_id: testSettings.quoteTemplateId,
      template_params: visitorTemplateParams(expectedFullMessage(reference), 'English', reference),
    });
    // What the visitor is told is what staff receive.
    await expect(wizard(page)).toContainText(`Your reference: ${reference}`);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  });

  test("'Submit Another Request' returns to step 1 with every field cleared", async ({page}) => {
    await interceptEmailJs(page, ok);
    await openContact(page);
    await reachReview(page);
    await submit(page);
    await wizard(page).getByRole('button', {name: 'Submit Another Request'}).click();
    await expect(stepHeading(page, 'Step 1 of 4: Personal Info')).toBeFocused();
    const form = wizard(page);
    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'Phone number',
      'City or town (optional)',
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByRole('radio', {name: 'Email'})).toBeChecked();
    await form.getByRole('button', {name: 'Next'}).click();
    await page.getByRole('link', {name: 'Enter your first name'}).waitFor();
    await expect(form.getByRole('button', {name: 'Back'})).toBeDisabled();
  });

  for (const [name, answer, hint] of [
    [
      'a connection cut after the request left',
      dropConnection,
      'The connection was lost while sending, so we cannot tell whether it arrived.',
    ],
    ['a server error (500)', serverError, 'having problems'],
  ] as const) {
    test(`${name}: keeps every field, says it may have arrived, offers e-mail and WhatsApp, and Send again sends the same request`, async ({
      page,
      consoleErrors,
    }) => {
      const requests = await interceptEmailJs(page, answer, ok);
      await openContact(page);
      await reachReview(page);
      await submit(page);

      const alert = wizard(page).getByRole('alert');
      await expect(alert).toBeFocused();
      const reference = referenceOf(requests[0]!);
      await expect(alert).toContainText('Failed to submit form. Please try again.');
      await expect(alert).toContainText(hint);
      await expect(alert).toContainText(
        `We could not confirm that your request ${reference} arrived.`,
      );
      await expectSummaryLinks(alert, reference);
      await expect(alert.getByRole('button', {name: 'Retry'})).toHaveCount(0);
      expectOnlyFailedRequestErrors(consoleErrors);

      await alert.getByRole('button', {name: 'Send again'}).click();
      await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeVisible();
      await expect(wizard(page)).toContainText(`Your reference: ${reference}`);
      expect(requests).toHaveLength(2);
      expect(requests[1]!.postDataJSON()).toEqual(requests[0]!.postDataJSON());
    });
  }

  test('a failed send leaves the visitor on step 4 with every answer', async ({
    page,
    consoleErrors,
  }) => {
    await interceptEmailJs(page, serverError);
    await openContact(page);
    await reachReview(page);
    await submit(page);
    await expect(wizard(page).getByRole('alert')).toBeVisible();
    expectOnlyFailedRequestErrors(consoleErrors);
    await expectEveryFieldKept(page);
  });

  test('shows Submitting... on a disabled button while the request is in flight', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await interceptEmailJs(page, async (route) => {
      await held;
      await ok(route);
    });
    await openContact(page);
    await reachReview(page);
    await submit(page);
    await expect(wizard(page).getByRole('button', {name: 'Submitting...'})).toBeDisabled();
    await expect(wizard(page).getByRole('button', {name: 'Back'})).toBeDisabled();
    release();
    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeVisible();
  });

  test('a reload mid-form restores the draft, on the same step', async ({page}) => {
    await openContact(page);
    await fillStep1(page);
    await next(page, 'Step 2 of 4: Project Details');
    await wizard(page)
      .getByLabel('Describe your project')
      .fill('Half a sentence about a godown in');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(stepHeading(page, 'Step 2 of 4: Project Details')).toBeVisible();
    await expect(wizard(page).getByLabel('Describe your project')).toHaveValue(
      'Half a sentence about a godown in',
    );
    await wizard(page).getByRole('button', {name: 'Back'}).click();
    await expect(wizard(page).getByLabel('Email address')).toHaveValue(visitor.email);
    await expect(wizard(page).getByRole('radio', {name: 'WhatsApp'})).toBeChecked();
  });

  test('the draft follows the visitor from the home page to /contact', async ({page}) => {
    await page.clock.setFixedTime(startTime);
    await open(page, '/');
    await fillStep1(page);
    await page.getByRole('link', {name: 'Schedule Full Consultation'}).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(wizard(page).getByLabel('First name')).toHaveValue(visitor.firstName);
  });

  test('Next checks the step: inline errors, an error summary that takes focus and links to the fields', async ({
    page,
  }) => {
    await openContact(page);
    const form = wizard(page);
    await form.getByLabel('Email address').fill('wambui@');
    await form.getByLabel('Phone number').fill('0722 12');
    await form.getByRole('button', {name: 'Next'}).click();
    const summary = form.getByRole('alert');
    await expect(summary.locator('..')).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your first name',
      'Enter your last name',
      'Enter an email address in the correct format, like name@example.com',
      'Enter a phone number like 0712 345 678, or with the country code, like +44 20 7946 0958',
    ]);
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', {name: /Enter a phone number/}).click();
    await expect(form.getByLabel('Phone number')).toBeFocused();
    await expect(stepHeading(page, 'Step 1 of 4: Personal Info')).toBeVisible();
  });

  test('submit re-checks every step and returns to the first one with a problem', async ({
    page,
  }) => {
    await openContact(page);
    await reachReview(page);
    // Answers changed in another tab of the same session are read back on reload.
    await page.evaluate(() => {
      const key = 'msingi:quote-draft';
      const draft = JSON.parse(window.sessionStorage.getItem(key)!);
      draft.values.projectDescription = '';
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    });
    await page.reload();
    await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeVisible();
    await submit(page);
    await expect(stepHeading(page, 'Step 2 of 4: Project Details')).toBeVisible();
    await expect(wizard(page).getByRole('alert')).toContainText('Describe your project');
  });

  test('the phone number is accepted in Kenyan and international forms and sent as E.164', async ({
    page,
  }) => {
    const requests = await interceptEmailJs(page, ok);
    await openContact(page);
    await fillStep1(page);
    await wizard(page).getByLabel('Phone number').fill('+44 20 7946 0958');
    await next(page, 'Step 2 of 4: Project Details');
    await wizard(page).getByRole('button', {name: 'Back'}).click();
    await wizard(page).getByLabel('Phone number').fill('254 110 123 456');
    await next(page, 'Step 2 of 4: Project Details');
    await wizard(page).getByLabel('Type of project').selectOption('other');
    await wizard(page).getByLabel('Describe your project').fill('A boundary wall.');
    await next(page, 'Step 3 of 4: Preferences');
    await wizard(page)
      .getByLabel(/I agree to the terms/)
      .check();
    await next(page, 'Step 4 of 4: Review');
    await submit(page);
    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeVisible();
    expect(requests[0]!.postDataJSON().template_params.phone).toBe('+254110123456');
  });

  test('can be completed with the keyboard alone', async ({page}) => {
    const requests = await interceptEmailJs(page, ok);
    await openContact(page);
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    /** Presses Tab until focus reaches the element, as a keyboard user would. */
    async function tabTo(matches: () => Promise<boolean>) {
      for (let presses = 0; presses < 200; presses += 1) {
        if (await matches()) {
          return;
        }
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element');
    }
    const tabToField = (id: string) => tabTo(async () => (await focusedId()) === id);
    const tabToButton = (text: string) => tabTo(async () => (await focusedText()) === text);

    await tabToField('quote-firstName');
    await page.keyboard.type(visitor.firstName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.lastName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.phone);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 2 of 4: Project Details')).toBeFocused();

    await tabToField('quote-projectType');
    await page.keyboard.press('ArrowDown');
    await expect(wizard(page).getByLabel('Type of project')).toHaveValue('residential');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Extend our house in Kitengela.');
    await tabToButton('Next');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 3 of 4: Preferences')).toBeFocused();

    await tabToField('quote-termsAccepted');
    await page.keyboard.press('Space');
    await tabToButton('Next');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 4 of 4: Review')).toBeFocused();

    await page.clock.setFixedTime(sendTime);
    await tabToButton('Submit Request');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeFocused();
    expect(requests).toHaveLength(1);

    await page.keyboard.press('Tab');
    await expect(wizard(page).getByRole('button', {name: 'Submit Another Request'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Step 1 of 4: Personal Info')).toBeFocused();
  });

  test('loads the phone metadata only once the visitor starts, and the e-mail SDK only when sending', async ({
    page,
  }) => {
    await interceptEmailJs(page, ok);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) {
        scripts.push(await response.text());
      }
    });
    const loaded = (marker: string) => scripts.some((text) => text.includes(marker));
    const phoneMetadata = 'country_calling_codes';
    const emailSdk = 'api.emailjs.com';

    await openContact(page);
    expect(loaded(phoneMetadata), 'phone metadata on first load').toBe(false);
    expect(loaded(emailSdk), 'e-mail SDK on first load').toBe(false);

    await wizard(page).getByLabel('First name').focus();
    await expect.poll(() => loaded(phoneMetadata)).toBe(true);
    await reachReview(page);
    expect(loaded(emailSdk), 'e-mail SDK before sending').toBe(false);
    await submit(page);
    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeVisible();
    expect(loaded(emailSdk)).toBe(true);
  });

  test('a form filled faster than a person can gets the fallback ways, not a fake success', async ({
    page,
  }) => {
    const requests = await interceptEmailJs(page, ok);
    await openContact(page);
    await reachReview(page);
    await wizard(page).getByRole('button', {name: 'Submit Request'}).click();
    const alert = wizard(page).getByRole('alert');
    await expect(alert).toContainText('Failed to submit form. Please try again.');
    await expect(alert).toContainText('could not confirm that this request was sent by a person');
    await expectSummaryLinks(alert, null);
    expect(requests).toHaveLength(0);
    await expect(page.getByText('Request Submitted Successfully!')).toHaveCount(0);
  });
});

// Each wizard state checked at both widths in both colour modes; step 1 as loaded is in the
// route sweep (a11y.spec.ts). Three tests so the states are checked in parallel.
test.describe('quote wizard axe at both widths in both colour modes', () => {
  // Up to twelve full-page axe runs each: generous on a busy two-core machine.
  test.describe.configure({timeout: 180_000});

  test('step 1 and 2, with and without errors', async ({page}) => {
    await openContact(page);
    const form = wizard(page);
    await form.getByRole('button', {name: 'Next'}).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, wizard(page));

    await fillStep1(page);
    await next(page, 'Step 2 of 4: Project Details');
    await expectNoAxeViolationsInEveryMode(page, wizard(page));
    await form.getByRole('button', {name: 'Next'}).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, wizard(page));
  });

  test('step 3, with and without errors, and the review', async ({page}) => {
    await openContact(page);
    const form = wizard(page);
    await fillStep1(page);
    await next(page, 'Step 2 of 4: Project Details');
    await form.getByLabel('Type of project').selectOption('design');
    await form.getByLabel('Describe your project').fill('A three-bedroom bungalow.');
    await next(page, 'Step 3 of 4: Preferences');
    await expectNoAxeViolationsInEveryMode(page, wizard(page));
    await form.getByRole('button', {name: 'Next'}).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, wizard(page));

    await form.getByLabel(/I agree to the terms/).check();
    await next(page, 'Step 4 of 4: Review');
    await expectNoAxeViolationsInEveryMode(page, wizard(page));
  });

  test('a failed send and a successful one', async ({page, consoleErrors}) => {
    await interceptEmailJs(page, serverError, ok);
    await openContact(page);
    const form = wizard(page);
    await reachReview(page);
    await submit(page);
    await expect(form.getByRole('alert')).toContainText('Failed to submit form.');
    expectOnlyFailedRequestErrors(consoleErrors);
    await expectNoAxeViolationsInEveryMode(page, wizard(page));

    await form.getByRole('button', {name: 'Send again'}).click();
    await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page, wizard(page));
  });
});
