/** Shared steps for the quote wizard specs (with and without EmailJS settings). */
import {expect, type Locator, type Page, type Request, type Route} from '@playwright/test';
import {referencePattern} from '../src/lib/quoteReference';

export const emailJsSendUrl = 'https://api.emailjs.com/api/v1.0/email/send';

/** The values the test build is made with (package.json `build:test`). */
export const testSettings = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  quoteTemplateId: 'test-quote-template',
  toEmail: 'quotes@msingi-construction.example',
} as const;

/** Page time while filling in, and the moment of sending (10:30 in Nairobi). */
export const startTime = new Date('2026-03-02T07:29:00Z');
export const sendTime = new Date('2026-03-02T07:30:00Z');

export const visitor = {
  firstName: 'Wambui',
  lastName: 'Njoroge',
  email: 'wambui.njoroge@example.co.ke',
  phone: '0722 123 456',
  phoneE164: '+254722123456',
  city: 'Kiambu',
  projectDescription:
    'A four-bedroom maisonette with a DSQ on a 50 by 100 plot.\nWe have the title deed and approved drawings.',
  address: 'Plot 214, Kiambu Road, Ridgeways',
} as const;

/**
 * Exactly what the e-mail's fullMessage should read for `visitor` sent at `sendTime` under
 * `reference` (none before the first Submit).
 */
export const expectedFullMessage = (reference: string | null): string =>
  [...(reference ? [`Reference: ${reference}`, ''] : []), ...fullMessageAfterReference].join('\n');

const fullMessageAfterReference = [
  'Quote request',
  '',
  'Submitted: 2 March 2026 at 10:30 EAT',
  '',
  'Language: English',
  '',
  'Personal Info',
  'Name: Wambui Njoroge',
  'Email: wambui.njoroge@example.co.ke',
  'Phone: +254722123456',
  'City or town: Kiambu',
  'Preferred contact: WhatsApp',
  '',
  'Project Details',
  'Project type: Residential Construction',
  `Description: ${visitor.projectDescription}`,
  'Budget: KSh 10M – 25M',
  'Timeline: Not specified',
  '',
  'Preferences',
  'Heard about us through: Referral from a friend or past client',
  'Site address: Plot 214, Kiambu Road, Ridgeways',
  'Updates by email: No',
  'Terms and conditions: Accepted',
];

/** The e-mail's template_params for `visitor`'s request: the spec's fields with option values, in any language. */
export const visitorTemplateParams = (
  fullMessage: string,
  language: string,
  reference: string,
) => ({
  to_email: testSettings.toEmail,
  firstName: visitor.firstName,
  lastName: visitor.lastName,
  email: visitor.email,
  phone: visitor.phoneE164,
  city: visitor.city,
  preferredContact: 'whatsapp',
  projectType: 'residential',
  projectDescription: visitor.projectDescription,
  budget: '10m-25m',
  timeline: '',
  hearAbout: 'referral',
  address: visitor.address,
  fullMessage,
  language,
  reference,
});

/** The reference a request to the e-mail service carries: one, and in the expected form. */
export function referenceOf(request: Request): string {
  const reference: unknown = request.postDataJSON().template_params.reference;
  expect(reference).toMatch(referencePattern);
  return reference as string;
}

export const wizard = (page: Page): Locator => page.getByRole('form', {name: 'Quote request'});

export const stepHeading = (page: Page, text: string | RegExp): Locator =>
  wizard(page).getByRole('heading', {level: 3, name: text});

export async function fillStep1(page: Page): Promise<void> {
  const form = wizard(page);
  await form.getByLabel('First name').fill(visitor.firstName);
  await form.getByLabel('Last name').fill(visitor.lastName);
  await form.getByLabel('Email address').fill(visitor.email);
  await form.getByLabel('Phone number').fill(visitor.phone);
  await form.getByLabel('City or town (optional)').fill(visitor.city);
  await form.getByRole('radio', {name: 'WhatsApp'}).check();
}

export async function fillStep2(page: Page): Promise<void> {
  const form = wizard(page);
  await form.getByLabel('Type of project').selectOption('residential');
  await form.getByLabel('Describe your project').fill(visitor.projectDescription);
  await form.getByLabel('Budget (optional)').selectOption('10m-25m');
}

export async function fillStep3(page: Page): Promise<void> {
  const form = wizard(page);
  await form.getByLabel('How did you hear about us? (optional)').selectOption('referral');
  await form.getByLabel('Site address or location (optional)').fill(visitor.address);
  await form.getByLabel('I agree to the terms and conditions and the privacy policy').check();
}

export async function next(page: Page, expectedHeading: string): Promise<void> {
  await wizard(page).getByRole('button', {name: 'Next'}).click();
  await expect(stepHeading(page, expectedHeading)).toBeFocused();
}

/** Fills every step with `visitor` and stops on the review. */
export async function reachReview(page: Page): Promise<void> {
  await fillStep1(page);
  await next(page, 'Step 2 of 4: Project Details');
  await fillStep2(page);
  await next(page, 'Step 3 of 4: Preferences');
  await fillStep3(page);
  await next(page, 'Step 4 of 4: Review');
}

/**
 * Checks the e-mail and WhatsApp links carry the whole summary: the same text as the e-mail
 * would have had, with the phone as typed and the date of when the link was made.
 */
export async function expectSummaryLinks(scope: Locator, reference: string | null): Promise<void> {
  const withoutDate = (text: string) =>
    text.replace(/Submitted: [^\n\r]+/, 'Submitted:').replace(/\r\n/g, '\n');
  const expected = expectedFullMessage(reference).replace(
    `Phone: ${visitor.phoneE164}`,
    `Phone: ${visitor.phone}`,
  );
  const mail = await scope.getByRole('link', {name: 'Email us your request'}).getAttribute('href');
  expect(mail).toMatch(
    /^mailto:info@msingi-construction\.example\?subject=Quote%20request%20from%20Wambui%20Njoroge&body=/,
  );
  const body = new URL(mail!).searchParams.get('body')!;
  expect(withoutDate(body)).toBe(withoutDate(expected));

  const whatsapp = scope.getByRole('link', {name: /WhatsApp us your request/});
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  const chat = new URL((await whatsapp.getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/254700000111');
  expect(withoutDate(chat.searchParams.get('text')!)).toBe(withoutDate(expected));
}

/** Answers the EmailJS send endpoint with each handler in turn, recording every request. */
export async function interceptEmailJs(
  page: Page,
  ...answers: ((route: Route) => Promise<void>)[]
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(emailJsSendUrl, async (route) => {
    requests.push(route.request());
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    await answer(route);
  });
  return requests;
}

export const ok = (route: Route): Promise<void> =>
  route.fulfill({status: 200, contentType: 'text/plain', body: 'OK'});
