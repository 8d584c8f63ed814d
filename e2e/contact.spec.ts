import {test, expect, expectNoAxeViolations, open} from './fixtures';
import {editions, wordsOf} from './editions';
import {company} from '../src/data/company';
import type {SubscribeStatus} from '../src/lib/newsletter';

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

/**
 * The sign-up against every answer /api/subscribe can give, intercepted, in one page load per
 * edition: each answer's words, the address kept after every failure, the payload, nothing sent
 * to another host, and axe over the block in each state.
 */
test.describe('newsletter', () => {
  type Answer = {status: number; body?: SubscribeStatus} | 'no connection';
  const address = 'achieng@example.com';

  for (const edition of editions) {
    test(`${edition.locale}: says what each answer means, keeps the address on failure, sends only to /api/subscribe`, async ({
      page,
      consoleErrors,
    }) => {
      const words = wordsOf<typeof import('../src/data/newsletter')>(
        edition,
        '../src/data/newsletter',
      ).newsletterText;
      const {contactNewsletter} = wordsOf<typeof import('../src/data/contact')>(
        edition,
        '../src/data/contact',
      );
      const answers: Answer[] = [];
      const posted: unknown[] = [];
      await page.route('**/api/subscribe', async (route) => {
        posted.push(route.request().postDataJSON());
        const answer = answers.shift()!;
        return answer === 'no connection'
          ? route.abort('internetdisconnected')
          : route.fulfill({
              status: answer.status,
              contentType: answer.body ? 'application/json' : 'text/html',
              body: answer.body ? JSON.stringify({status: answer.body}) : '<h1>Not found</h1>',
            });
      });
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const sending =
          request.method() !== 'GET' || /fetch|xhr|beacon|ping/.test(request.resourceType());
        if (sending && new URL(request.url()).origin !== new URL(page.url()).origin) {
          elsewhere.push(request.url());
        }
      });
      await open(page, `${edition.prefix}/contact`);
      const block = page.getByRole('region', {name: contactNewsletter.title});
      const field = block.getByLabel(words.label);
      const status = block.getByRole('status');
      const rss = block.getByRole('link', {name: words.rssLink});
      const submit = async (answer: Answer) => {
        answers.push(answer);
        await block.getByRole('button', {name: words.subscribe}).click();
      };

      await test.step('an address that is not one is caught before sending', async () => {
        await field.fill('achieng@example');
        await block.getByRole('button', {name: words.subscribe}).click();
        await expect(block.getByText(words.invalid)).toBeVisible();
        await expect(field).toBeFocused();
        expect(posted).toEqual([]);
      });

      await test.step('added: asks to confirm from the inbox, with the address, page and edition sent', async () => {
        await field.fill(address);
        await submit({status: 200, body: 'pending'});
        await expect(status).toHaveText(words.pending(address));
        await expect(field).toHaveValue('');
        expect(posted).toEqual([
          {
            email: address,
            locale: edition.locale,
            page: `${edition.prefix}/contact`,
            website: '',
            elapsedMs: expect.any(Number),
          },
        ]);
        await expectNoAxeViolations(page, 'pending', '#newsletter');
      });

      await test.step('already on the list: says so', async () => {
        await field.fill(address);
        await submit({status: 200, body: 'already-subscribed'});
        await expect(status).toHaveText(words.alreadySubscribed(address));
        await expectNoAxeViolations(page, 'already subscribed', '#newsletter');
      });

      await test.step('refused by the list: at the field, naming the format, address kept', async () => {
        await field.fill(address);
        await submit({status: 422, body: 'invalid-email'});
        await expect(block.getByText(words.refused)).toBeVisible();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveValue(address);
        await expectNoAxeViolations(page, 'refused', '#newsletter');
      });

      const failures: [string, Answer, string][] = [
        ['the list is down', {status: 503, body: 'unavailable'}, words.unavailable],
        ['no connection', 'no connection', words.offline],
        ['rate limited', {status: 429, body: 'rate-limited'}, words.rateLimited],
        ['the spam check', {status: 400, body: 'rejected'}, words.rejected],
        ['no provider on this host', {status: 503, body: 'not-configured'}, words.notAvailable],
        ['no endpoint on this host', {status: 404}, words.notAvailable],
      ];
      for (const [name, answer, text] of failures) {
        await test.step(`${name}: explains, keeps the address, offers the RSS feed`, async () => {
          await submit(answer);
          await expect(status).toContainText(text);
          await expect(status.getByRole('link', {name: words.rssLink})).toHaveAttribute(
            'href',
            `${edition.prefix}/insights/rss.xml`,
          );
          await expect(field).toHaveValue(address);
          await expectNoAxeViolations(page, name, '#newsletter');
        });
      }
      await expect(rss.first()).toBeVisible();
      expect(posted).toHaveLength(3 + failures.length);
      expect(elsewhere).toEqual([]);
      // The browser logs each refused request; the page itself logs nothing.
      expect(
        consoleErrors
          .splice(0)
          .filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
      ).toEqual([]);
    });
  }
});
