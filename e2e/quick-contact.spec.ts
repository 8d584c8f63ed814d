/** The quick-contact bar at the foot of the screen on phones, against the built site. */
import type {Locator, Page} from '@playwright/test';
import {test, expect, open, viewports} from './fixtures';
import {editions, message, swahili} from './editions';
import {company, primaryPhone} from '../src/data/company';
import {quickContactWords} from '../src/data/quickContact';

const bar = (page: Page, name = quickContactWords.label) =>
  page.getByRole('navigation', {name, exact: true});

async function expectTapTarget(link: Locator) {
  const box = (await link.boundingBox())!;
  expect(box.width, 'tap target width').toBeGreaterThanOrEqual(44);
  expect(box.height, 'tap target height').toBeGreaterThanOrEqual(44);
}

test.describe('on a phone (375 px)', () => {
  test.use({viewport: viewports.phone});

  test('Call, WhatsApp naming the page, and Get a Quote, each a labelled tap target of at least 44 × 44 px', async ({
    page,
  }) => {
    await open(page, '/services/residential');
    const quick = bar(page);
    await expect(quick).toBeVisible();
    const call = quick.getByRole('link', {name: quickContactWords.call, exact: true});
    await expect(call).toHaveAttribute('href', `tel:${primaryPhone.e164}`);
    const whatsapp = quick.getByRole('link', {name: new RegExp(`^${quickContactWords.whatsapp}`)});
    const chat = new URL((await whatsapp.getAttribute('href'))!);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${company.whatsapp}`);
    expect(chat.searchParams.get('text')).toBe(
      'Hello Msingi, I am interested in Residential Construction',
    );
    const quote = quick.getByRole('link', {name: 'Get a Quote'});
    await expect(quote).toHaveAttribute('href', '/contact');
    for (const link of [call, whatsapp, quote]) {
      await expectTapTarget(link);
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await open(page, '/');
    const home = new URL(
      (await bar(page)
        .getByRole('link', {name: /^WhatsApp/})
        .getAttribute('href'))!,
    );
    expect(home.searchParams.get('text')).toBe(quickContactWords.whatsappGeneral);
  });

  test("the page keeps room for it: the footer's last line is never under it", async ({page}) => {
    await open(page, '/about');
    const lastLine = page.locator('footer').locator('p, a, li').last();
    // The footer is drawn, at its real height, only as it comes near: bring it there, let it be
    // drawn, then go to the end of the page.
    await lastLine.scrollIntoViewIfNeeded();
    await expect
      .poll(() => lastLine.evaluate((line) => line.checkVisibility({contentVisibilityAuto: true})))
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(lastLine).toBeVisible();
    const barTop = (await bar(page).boundingBox())!.y;
    const lineBox = (await lastLine.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barTop);
  });

  test('steps aside while a field has the on-screen keyboard, and while the quote form is on screen', async ({
    page,
  }) => {
    await open(page, '/insights');
    await expect(bar(page)).toBeVisible();
    const search = page.getByRole('searchbox').first();
    await search.focus();
    await expect(bar(page)).toBeHidden();
    await page.locator('h1').first().click();
    await expect(bar(page)).toBeVisible();

    await open(page, '/contact');
    const form = page.getByRole('form', {name: 'Quote request'});
    await form.scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page)).toBeVisible();
  });

  test('a focused field is never under it', async ({page}) => {
    await open(page, '/insights');
    const field = page.getByRole('textbox', {name: /e-?mail/i}).last();
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await expect(bar(page)).toBeHidden();
    const box = (await field.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewports.phone.height);
  });

  test('is not printed', async ({page}) => {
    await open(page, '/pricing');
    await page.emulateMedia({media: 'print'});
    await expect(bar(page)).toBeHidden();
  });

  // axe over every page with the bar at 375 px, in both colour modes: the sweep (a11y.spec.ts).
  test('is named in Kiswahili in that edition', async ({page}) => {
    await open(page, '/pricing');
    await expect(bar(page)).toBeVisible();
    if (editions.some(({locale}) => locale === 'sw')) {
      await open(page, '/sw/pricing');
      const quick = bar(page, swahili('quickContact.label'));
      await expect(quick).toBeVisible();
      await expect(
        quick.getByRole('link', {name: swahili('quickContact.call'), exact: true}),
      ).toBeVisible();
      await expect(
        quick.getByRole('link', {name: swahili('route.contact.headerButton.label')}),
      ).toHaveAttribute('href', '/sw/contact');
    }
  });
});

test('is not shown on a wide screen (1280 px)', async ({page}) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/services/residential');
  await expect(
    page.getByRole('navigation', {name: quickContactWords.label, exact: true}),
  ).toBeHidden();
});

test('996 px is a phone and 997 px a desktop, for the theme and for every rule of ours', async ({
  page,
}) => {
  for (const [width, phone] of [
    [996, true],
    [997, false],
  ] as const) {
    await page.setViewportSize({width, height: 800});
    await open(page, '/contact');
    const menuButton = page.getByRole('button', {
      name: message('en', 'theme.docs.sidebar.toggleSidebarButtonAriaLabel'),
    });
    await expect(menuButton, `the navbar's menu button at ${width} px`).toBeVisible({
      visible: phone,
    });
    await expect(bar(page), `the quick-contact bar at ${width} px`).toBeVisible({visible: phone});
    // The quote form sits under the contact details on a phone, beside them on a desktop.
    const form = (await page
      .getByRole('form', {name: message('en', 'quote.form.label')})
      .boundingBox())!;
    expect(form.x < width / 3, `the quote form in the first column at ${width} px`).toBe(phone);
  }
});
