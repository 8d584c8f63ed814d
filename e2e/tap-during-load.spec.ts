/**
 * A page shows long before its script has run on a slow phone: what a visitor taps or types in
 * that time still works once the script has run (src/lib/earlyInput.ts). Each test holds the
 * site's scripts back, acts on the page as it stands, then lets the scripts load.
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
