/**
 * The cost estimator in a browser: inputs → estimate → shared address → quote wizard filled in →
 * the intercepted e-mail carries the estimate; the page without JavaScript; printing; the links
 * that lead to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, builtPages, open} from './fixtures';
import {editions, wordsOf} from './editions';
import {
  fillStep1,
  fillStep3,
  interceptEmailJs,
  next,
  ok,
  sendTime,
  startTime,
  stepHeading,
  visitor,
  wizard,
} from './quoteWizard';

const totalPattern = /^KSh [\d,]+ – KSh [\d,]+$/;
const result = (page: import('@playwright/test').Page) =>
  page.getByRole('region', {name: 'Your estimate'});
/** The figure under "Estimated total cost". */
const total = (page: import('@playwright/test').Page) => result(page).getByRole('definition');

test('an estimate is worked out as the inputs change, reopens from its address, and goes with a quote request', async ({
  page,
}) => {
  const requests = await interceptEmailJs(page, ok);
  await page.clock.setFixedTime(startTime);
  await open(page, '/cost-estimator');
  await expect(total(page)).toHaveText(totalPattern);
  const opening = await total(page).textContent();

  await page.getByLabel('Type of building').selectOption('maisonette');
  await page.getByLabel('Not sure? Start from the bedrooms').selectOption('4');
  await expect(page.getByLabel('Floor area (m²)')).toHaveValue('230');
  await page.getByRole('radio', {name: 'High-end'}).check();
  await page.getByRole('radio', {name: 'Another major town'}).check();
  await page.getByRole('checkbox', {name: 'Borehole'}).check();
  await expect(total(page)).not.toHaveText(opening!);
  await expect(page).toHaveURL(
    /\/cost-estimator\?type=maisonette&area=230&storeys=2&finish=high-end&location=town&borehole=1$/,
  );
  const estimate = (await total(page).textContent())!;
  await expect(page.getByRole('status').filter({hasText: 'Estimate updated'})).toHaveText(
    `Estimate updated: ${estimate}.`,
  );
  await expect(
    result(page).getByRole('listitem').filter({hasText: 'Planning and approvals'}),
  ).toContainText(/\d+%KSh/);

  await test.step('a copied address reopens the same estimate', async () => {
    const address = page.url();
    await page.goto('/');
    await open(page, new URL(address).pathname + new URL(address).search);
    await expect(page.getByLabel('Type of building')).toHaveValue('maisonette');
    await expect(page.getByRole('radio', {name: 'High-end'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Borehole'})).toBeChecked();
    await expect(total(page)).toHaveText(estimate);
  });

  await test.step('the estimate opens the quote wizard with the project filled in, and Back returns to it', async () => {
    await result(page).getByRole('link', {name: 'Send this estimate with a quote request'}).click();
    await expect(page).toHaveURL(/\/contact#quote$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/cost-estimator\?type=maisonette/);
    await expect(total(page)).toHaveText(estimate);
    // Sending again replaces the estimate in the description instead of repeating it.
    await result(page).getByRole('link', {name: 'Send this estimate with a quote request'}).click();
    await expect(stepHeading(page, 'Step 1 of 4: Personal Info')).toBeVisible();
  });

  await fillStep1(page);
  await next(page, 'Step 2 of 4: Project Details');
  const form = wizard(page);
  await expect(form.getByLabel('Type of project')).toHaveValue('residential');
  const budget = await form.getByLabel('Budget (optional)').inputValue();
  const [low, high] = estimate.match(/[\d,]{5,}/g)!.map((n) => Number(n.replaceAll(',', '')));
  const bands = wordsOf<typeof import('../src/data/budgetBands')>(
    editions[0]!,
    '../src/data/budgetBands',
  ).budgetBands;
  const index = bands.findIndex((b) => b.value === budget);
  expect(index, `budget ${budget}`).toBeGreaterThanOrEqual(0);
  const band = [bands[index]!.fromKsh, bands[index + 1]?.fromKsh ?? Infinity];
  expect((low! + high!) / 2).toBeGreaterThanOrEqual(band[0]! - 10_000);
  expect((low! + high!) / 2).toBeLessThan(band[1]! + 10_000);
  const description = await form.getByLabel('Describe your project').inputValue();
  expect(description.match(/My estimate from your website/g)).toHaveLength(1);
  expect(description).toContain(
    'Building: Maisonette, 230 m², 2 storeys, High-end, Another major town',
  );
  expect(description).toContain('Extras: Borehole');
  expect(description).toContain(`Estimated total: ${estimate}`);
  expect(description).toMatch(
    /Estimate: http:\/\/127\.0\.0\.1:\d+\/cost-estimator\?type=maisonette&area=230/,
  );

  await next(page, 'Step 3 of 4: Preferences');
  await fillStep3(page);
  await next(page, 'Step 4 of 4: Review');
  await page.clock.setFixedTime(sendTime);
  await form.getByRole('button', {name: 'Submit Request'}).click();
  await expect(stepHeading(page, 'Request Submitted Successfully!')).toBeFocused();

  expect(requests).toHaveLength(1);
  const params = requests[0]!.postDataJSON().template_params;
  expect(params).toMatchObject({
    firstName: visitor.firstName,
    projectType: 'residential',
    budget,
    projectDescription: description,
  });
  expect(params.fullMessage).toContain(`Description: ${description}`);
  expect(params.fullMessage).toContain(`Estimated total: ${estimate}`);
});

test('bad input gets a message naming the accepted range and no figure, and printing shows the estimate with our contacts', async ({
  page,
}) => {
  await open(page, '/cost-estimator?type=bungalow&area=abc');
  const area = page.getByLabel('Floor area (m²)');
  await expect(area).toHaveValue('abc');
  await expect(area).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      'Enter the floor area as a number of square metres from 10 to 100,000, for example 130.',
    ),
  ).toBeVisible();
  await expect(result(page)).not.toContainText(/KSh|NaN|Infinity/);

  await area.fill('150');
  await expect(total(page)).toHaveText(totalPattern);
  await page.emulateMedia({media: 'print'});
  await expect(page.getByRole('region', {name: 'Your building'})).toBeHidden();
  await expect(page.locator('nav.navbar')).toBeHidden();
  await expect(total(page)).toBeVisible();
  await expect(
    result(page).getByText(/^Prepared with the cost estimator of Msingi Construction Ltd: /),
  ).toBeVisible();
  await expect(
    result(page).getByRole('link', {name: 'Send this estimate with a quote request'}),
  ).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page shows the rates per m² by type and finish level, and an opening estimate', async ({
    page,
  }) => {
    await page.goto('/cost-estimator');
    const table = page.getByRole('table', {
      name: 'Building cost per m² by type and finish level (KSh)',
    });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Type of building',
      'Standard',
      'Mid-range',
      'High-end',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Bungalow',
      'Maisonette',
      'Apartment block',
      'Commercial building',
      'Warehouse or factory',
      'Renovation',
    ]);
    await expect(table.getByRole('row', {name: /^Bungalow/}).getByRole('cell')).toHaveText([
      /^KSh [\d,]+ – [\d,]+$/,
      /KSh/,
      /KSh/,
    ]);
    await expect(total(page)).toHaveText(totalPattern);
  });
});

test('the Pricing page, the home page, four service pages, the footer and both sitemaps lead to the estimator', () => {
  const pages = new Map(builtPages().map((p) => [p.route, p.html]));
  // The built HTML is minified: an attribute value without special characters loses its quotes.
  const link = (href: string) => new RegExp(`href="?${href.replace(/[?]/g, '\\?')}"?[\\s>]`);
  const linksTo = (route: string, href: string) => link(href).test(pages.get(route)!);
  expect(linksTo('/pricing', '/cost-estimator')).toBe(true);
  expect(linksTo('/', '/cost-estimator')).toBe(true);
  for (const [service, type] of [
    ['residential', 'bungalow'],
    ['commercial', 'commercial'],
    ['industrial', 'warehouse'],
    ['renovation', 'renovation'],
  ]) {
    expect(linksTo(`/services/${service}`, `/cost-estimator?type=${type}`), service).toBe(true);
  }
  expect(pages.get('/about')!.match(/<footer[\s\S]*<\/footer>/)![0]).toMatch(
    link('/cost-estimator'),
  );
  expect(linksTo('/sitemap', '/cost-estimator')).toBe(true);
  const sitemapXml = fs.readFileSync(path.join(__dirname, '..', 'build', 'sitemap.xml'), 'utf8');
  expect(sitemapXml).toMatch(/<loc>[^<]*\/cost-estimator<\/loc>/);
  // The header keeps the spec's links only.
  expect(pages.get('/about')!.match(/<nav[^>]*navbar[\s\S]*?<\/nav>/)![0]).not.toMatch(
    link('/cost-estimator'),
  );
});
