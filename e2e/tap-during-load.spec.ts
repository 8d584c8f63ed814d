/**
 * A page shows long before its script has run on a slow phone: what a visitor taps or types in
 * that time still works once the script has run (src/lib/earlyInput.ts). Each test holds the
 * site's scripts back, acts on the page as it stands, then lets the scripts load; the last ones
 * never let the page's script run, and tap as in a page without scripts.
 */
import type {Page} from '@playwright/test';
import {test, expect, viewports} from './fixtures';
import {visitor, wizard, stepHeading} from './quoteWizard';
import {wordsOf, editions} from './editions';

type SearchWords = typeof import('../src/data/siteSearch');
const search = wordsOf<SearchWords>(editions[0]!, '../src/data/siteSearch').searchWords;

test.use({viewport: viewports.phone});

/** Opens `path` with the site's scripts held back; the function returned lets them load. */
async function openWhileLoading(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  await expect(page.locator('footer')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  return async () => {
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  };
}

test('a tap on the menu before the script has run opens it once the script has run', async ({
  page,
}) => {
  const loaded = await openWhileLoading(page, '/');
  const menu = page.getByRole('button', {name: 'Toggle navigation bar'});
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await loaded();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', {name: 'Insights'}).last()).toBeVisible();
});

test('a tap on the search before the script has run opens the search', async ({page}) => {
  const loaded = await openWhileLoading(page, '/');
  await page.getByRole('button', {name: search.button, exact: true}).click();
  await loaded();
  await expect(page.getByRole('dialog', {name: search.title})).toBeVisible();
});

test('words typed, a choice made and Next tapped in the quote form before the script has run are all kept, and the form moves on', async ({
  page,
}) => {
  const loaded = await openWhileLoading(page, '/contact');
  const form = wizard(page);
  await form.getByLabel('First name').fill(visitor.firstName);
  await form.getByLabel('Last name').fill(visitor.lastName);
  await form.getByLabel('Email address').fill(visitor.email);
  await form.getByLabel('Phone number').fill(visitor.phone);
  await form.getByText('WhatsApp', {exact: true}).click();
  await form.getByRole('button', {name: 'Next'}).click();
  // Held: the browser did not send the form itself, with the visitor's details in the address.
  expect(new URL(page.url()).search).toBe('');
  await loaded();
  await expect(stepHeading(page, /project/i)).toBeVisible();
  await form.getByRole('button', {name: 'Back'}).click();
  await expect(form.getByLabel('First name')).toHaveValue(visitor.firstName);
  await expect(form.getByLabel('Phone number')).toHaveValue(visitor.phone);
  await expect(form.getByRole('radio', {name: 'WhatsApp'})).toBeChecked();
});

/** The site's main script, the one every page needs before React can adopt it. */
const mainScript = '**/assets/js/main.*.js';

/**
 * Opens `path` with the page's clock stopped, so the head's script can let go only as the test
 * says: through a failed script, or when the test moves the clock.
 */
async function openWithClockStopped(page: Page, path: string): Promise<void> {
  const start = Date.UTC(2026, 10, 26, 9, 0);
  await page.clock.install({time: start});
  await page.clock.pauseAt(start + 1_000);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
}

/**
 * A `<details>` in the page, as a writer's article may hold one (none of the site's own pages
 * has one that works before React); the head's script sees its taps as any control's.
 */
async function addDetails(page: Page) {
  await page
    .locator('main')
    .first()
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'beforeend',
        '<details><summary>Opening hours</summary><p>Monday to Saturday, 8 to 5</p></details>',
      ),
    );
  const details = page.locator('details', {hasText: 'Opening hours'});
  return {details, summary: details.locator('summary')};
}

test('when the page’s main script fails to load, a tap works at once as in a page without scripts', async ({
  page,
  consoleErrors,
}) => {
  await page.route(mainScript, (route) => route.abort('blockedbyclient'));
  await openWithClockStopped(page, '/contact');
  const {details, summary} = await addDetails(page);
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  const form = wizard(page);
  await form.getByText('WhatsApp', {exact: true}).click();
  await expect(form.getByRole('radio', {name: 'WhatsApp'})).toBeChecked();
  // The browser reports the blocked script; that is the point of the test.
  expect(consoleErrors.splice(0)).toEqual([
    expect.stringMatching(/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/),
  ]);
});

test('when the page’s script runs but never adopts the page, a tap works as in a page without scripts 5 s after the page has loaded', async ({
  page,
  consoleErrors,
}) => {
  // As an old browser does, failing on something the script uses.
  await page.route(mainScript, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'throw new Error("too old a browser")'}),
  );
  await openWithClockStopped(page, '/contact');
  const {details, summary} = await addDetails(page);
  await summary.click();
  await expect(details).not.toHaveAttribute('open');
  await page.clock.runFor(4_999);
  await summary.click();
  await expect(details).not.toHaveAttribute('open');
  await page.clock.runFor(1);
  await summary.click();
  await expect(details).toHaveAttribute('open', '');
  expect(consoleErrors.splice(0)).toEqual(['too old a browser']);
});
