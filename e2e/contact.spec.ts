import type {Page, Request} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {company} from '../src/data/company';
import {emailJsSendUrl, testSettings} from './quoteWizard';

test.describe('contact page', () => {
  test.beforeEach(async ({page}) => {
    await open(page, '/contact');
  });

  test('address, phones (tel:), e-mails (mailto:) and working hours', async ({page}) => {
    const details = page.getByRole('region', {name: 'Get in Touch'});
    await expect(details).toContainText(company.address.street);
    await expect(details).toContainText('Nairobi, Kenya');
    for (const phone of company.phones) {
      await expect(details.getByRole('link', {name: phone.display, exact: true})).toHaveAttribute(
        'href',
        `tel:${phone.e164}`,
      );
    }
    for (const email of company.emails) {
      await expect(details.getByRole('link', {name: email.address, exact: true})).toHaveAttribute(
        'href',
        `mailto:${email.address}`,
      );
    }
    for (const text of [
      'Monday – Friday',
      '8:00 AM-6:00 PM',
      'Saturday',
      '9:00 AM-1:00 PM',
      'Sunday',
      'Closed',
    ]) {
      await expect(details).toContainText(text);
    }
  });

  test("'Call Us' dials and the WhatsApp button opens a chat in a new tab", async ({page}) => {
    await expect(page.getByRole('link', {name: /^Call Us/})).toHaveAttribute(
      'href',
      `tel:${company.phones[0].e164}`,
    );
    const whatsapp = page.getByRole('link', {name: /Chat on WhatsApp/});
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${company.whatsapp}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the quote wizard is there', async ({page}) => {
    const quote = page.getByRole('region', {name: 'Request a Free Quote'});
    await expect(quote.getByRole('form', {name: 'Quote request'})).toBeVisible();
  });

  test('the map is fetched only when the visitor scrolls near it, titled, with Get Directions', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.google.com/maps')) mapRequests.push(request.url());
    });
    const map = page.getByRole('region', {name: 'Find Our Office'});
    const frame = map.locator('iframe');
    await page.waitForLoadState('networkidle');
    await expect(frame).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('title', /Upper Hill/);
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.google\.com\/maps\?q=Upper%20Hill%20Close.*&output=embed$/,
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    const directions = map.getByRole('link', {name: /Get Directions/});
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Upper%20Hill%20Close/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
  });
});

test.describe('newsletter', () => {
  async function interceptSend(page: Page, status: number): Promise<Request[]> {
    const requests: Request[] = [];
    await page.route(emailJsSendUrl, async (route) => {
      requests.push(route.request());
      await route.fulfill({
        status,
        contentType: 'text/plain',
        body: status === 200 ? 'OK' : 'Error',
      });
    });
    return requests;
  }

  const section = (page: Page) => page.getByRole('region', {name: 'Stay Informed'});

  test('subscribes with the newsletter template and confirms inline', async ({page}) => {
    const requests = await interceptSend(page, 200);
    await open(page, '/contact');
    const form = section(page);
    await expect(form.getByRole('link', {name: 'Follow our insights by RSS'})).toHaveAttribute(
      'href',
      '/insights/rss.xml',
    );
    await form.getByLabel('Email address').fill('achieng@example.com');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you for subscribing. Our next insights will arrive at achieng@example.com.',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toMatchObject({
      user_id: testSettings.publicKey,
      service_id: testSettings.serviceId,
      template_id: testSettings.newsletterTemplateId,
      template_params: {
        to_email: testSettings.toEmail,
        email: 'achieng@example.com',
        page: '/contact',
      },
    });
  });

  test('checks the address before sending', async ({page}) => {
    const requests = await interceptSend(page, 200);
    await open(page, '/contact');
    const form = section(page);
    await form.getByLabel('Email address').fill('achieng@example');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(
      form.getByText('Enter an email address in the correct format, like name@example.com'),
    ).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  test('keeps the address and explains a failure', async ({page, consoleErrors}) => {
    await interceptSend(page, 500);
    await open(page, '/contact');
    const form = section(page);
    await form.getByLabel('Email address').fill('achieng@example.com');
    await form.getByRole('button', {name: 'Subscribe'}).click();
    await expect(form.getByRole('status')).toContainText('We could not sign you up just now.');
    await expect(form.getByRole('status')).toContainText('follow our insights by RSS');
    await expect(form.getByLabel('Email address')).toHaveValue('achieng@example.com');
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining('500')]);
  });
});
