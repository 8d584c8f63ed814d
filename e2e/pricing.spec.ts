import type {Page} from '@playwright/test';
import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import type {PricingFrontMatter} from '../src/data/frontMatterTypes';
import {readPageFile} from '../src/test/pageFiles';

/** Material prices as SPEC.md section 9 states them (KSh), with the unit of each. */
const SPEC_MATERIAL_PRICES = [
  ['Cement', 'per 50kg bag', '750-850'],
  ['Sand', 'per ton', '2,500-3,000'],
  ['Aggregate (ballast)', 'per ton', '2,800-3,500'],
  ['Clay Bricks', 'per piece', '15-20'],
  ['Machine Cut Stone', 'per piece', '45-55'],
  ['Rebar D8', 'per kg', '120-150'],
  ['Rebar D12', 'per kg', '130-160'],
  ['Rebar D16', 'per kg', '140-170'],
  ['Structural Steel', 'per kg', '180-220'],
  ['Cypress Timber', 'per foot', '70-90'],
  ['Ceramic Floor Tiles', 'per m²', '800-1,500'],
  ['Wall Tiles', 'per m²', '900-1,800'],
  ['Premium Paint', 'per 20L bucket', '4,500-7,000'],
  ['Gypsum Board', 'per 8x4 sheet', '900-1,200'],
  ['Laminate Flooring', 'per m²', '1,800-3,000'],
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', {name});
const panel = (page: Page, name: string) => page.getByRole('tabpanel', {name});

test.describe('tabs', () => {
  test('switch on click and keep the choice in the URL across a reload', async ({page}) => {
    await open(page, '/pricing');
    await tab(page, 'Material Pricing').click();
    await expect(tab(page, 'Material Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Material Pricing')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing#materials$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(tab(page, 'Material Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Material Pricing')).toBeVisible();
  });

  test('switch with the arrow keys and update the URL', async ({page}) => {
    await open(page, '/pricing');
    await tab(page, 'Service Packages').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Material Pricing')).toBeFocused();
    await expect(tab(page, 'Material Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#materials$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Service Packages')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#packages$/);
  });
});

test('FAQ: none open at first, one open at a time, clicking the open one closes it', async ({
  page,
}) => {
  const pricingFaqs = readPageFile<PricingFrontMatter>('pages/pricing.mdx').frontMatter.faqs;
  await open(page, '/pricing');
  const faq = page.getByRole('region', {name: 'Frequently Asked Questions'});
  const questions = faq.getByRole('button');
  await expect(questions).toHaveText(pricingFaqs.map((f) => f.question));
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  }
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(pricingFaqs[0]!.answer)).toBeVisible();
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(pricingFaqs[0]!.answer)).toBeHidden();
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(pricingFaqs[2]!.answer)).toBeHidden();
});

test('"Request Custom Quote" goes to /contact', async ({page}) => {
  await open(page, '/pricing');
  await page.getByRole('link', {name: 'Request Custom Quote'}).click();
  await expect(page).toHaveURL(/\/contact$/);
});

// The page as it opens (this tab) is checked by axe at both widths in both colour modes by the
// sweep (a11y.spec.ts); the Material Pricing tab, below, by its own test.
test('Service Packages: shown by default, the three packages with their prices, the Most Popular marker and the warranty', async ({
  page,
}) => {
  await open(page, '/pricing');
  await test.step('show Service Packages by default', async () => {
    await expect(page.getByRole('tablist', {name: 'Packages and Material Prices'})).toBeVisible();
    await expect(tab(page, 'Service Packages')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Material Pricing')).toHaveAttribute('aria-selected', 'false');
    await expect(panel(page, 'Service Packages')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  await test.step('shows the three packages with their prices, the Most Popular marker and the warranty', async () => {
    const packages = panel(page, 'Service Packages');
    await expect(packages.getByRole('article')).toHaveCount(3);
    await expect(packages.getByRole('article', {name: 'Basic Consultation'})).toContainText(
      'KSh 15,000',
    );
    const standard = packages.getByRole('article', {name: 'Standard Design Package'});
    await expect(standard).toContainText('KSh 150,000');
    await expect(standard).toContainText('Most Popular');
    await expect(packages.getByText('Most Popular')).toHaveCount(1);
    const premium = packages.getByRole('article', {name: 'Premium Construction Package'});
    await expect(premium).toContainText('Custom Quote');
    await expect(premium).toContainText('1-year workmanship warranty');
  });
});

test('Material Pricing: opened when /pricing#materials is loaded directly, every material price of the spec, axe clean at both widths in both colour modes', async ({
  page,
}) => {
  await open(page, '/pricing#materials');
  await test.step('open Material Pricing when /pricing#materials is loaded directly, scrolled into view', async () => {
    await expect(tab(page, 'Material Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Material Pricing')).toBeVisible();
    await expect(panel(page, 'Service Packages')).toHaveCount(0);
    await expect(page.getByRole('tablist')).toBeInViewport();
  });

  await test.step('lists every material price of the spec, with its unit, in the tables', async () => {
    const materials = panel(page, 'Material Pricing');
    // The spec's fifteen, and the two roof coverings the cost estimator prices.
    const roofing = materials.getByRole('table', {name: 'Roofing'}).getByRole('rowheader');
    await expect(roofing).toHaveText([
      'Pre-painted Iron Sheets (gauge 28)',
      'Stone-Coated Roofing Tiles',
    ]);
    await expect(materials.locator('tbody tr')).toHaveCount(SPEC_MATERIAL_PRICES.length + 2);
    for (const [material, unit, range] of SPEC_MATERIAL_PRICES) {
      const row = materials
        .getByRole('row')
        .filter({has: page.getByRole('rowheader', {name: material, exact: true})});
      await expect(row.getByRole('cell')).toHaveText([unit, `KSh ${range.replace('-', ' – ')}`]);
    }
    for (const table of await materials.getByRole('table').all()) {
      await expect(table.getByRole('columnheader')).toHaveText(['Material', 'Unit', 'Price range']);
    }
  });

  await expectNoAxeViolationsInEveryMode(page, panel(page, 'Material Pricing'));
});
