import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import {serviceCta} from '../src/data/serviceCta';

/** The spec's figures per service (section 9), written once here as the expectation. */
const specStats: Record<string, readonly string[]> = {
  residential: ['250+', '98%', '15+', '12'],
  commercial: ['180+', '95%', '12+', '9'],
  industrial: ['85+', '97%', '10+', '35%'],
  renovation: ['120+', '40%', '15+', '8'],
  supervision: ['350+', '98%', '25%', '20+'],
  design: ['150+', '95%', '18+', '15'],
};
const serviceIds = Object.keys(specStats);

test.describe('/services', () => {
  test("shows six cards, each with three features and a working details link, and 'Request a Site Visit' to /contact", async ({
    page,
  }) => {
    await open(page, '/services');
    const cards = page.getByRole('region', {name: 'What We Build'}).locator('> div > ul > li');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('ul > li')).toHaveCount(3);
    }
    const links = page.getByRole('link', {name: /^View More Details/});
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(serviceIds.map((id) => `/services/${id}`));
    await expect(page.getByRole('link', {name: 'Request a Site Visit'})).toHaveAttribute(
      'href',
      '/contact',
    );
    await links.nth(2).click();
    await expect(page).toHaveURL(/\/services\/industrial$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Industrial & Factory Construction',
    );
  });
});

for (const id of serviceIds) {
  test(`/services/${id} shows every section the spec lists, and its FAQ, an answer open, is axe clean at both widths in both colour modes`, async ({
    page,
    request,
  }) => {
    await open(page, `/services/${id}`);
    await expect(page.getByRole('heading', {level: 1})).not.toBeEmpty();
    await expect(page.getByRole('link', {name: /All Services/})).toHaveAttribute(
      'href',
      '/services',
    );

    const stats = page.getByRole('region', {name: 'Our Track Record'}).locator('dd');
    await expect(stats).toHaveText([...specStats[id]!]);

    await expect(
      page.getByRole('region', {name: 'What We Offer'}).getByRole('heading', {level: 3}),
    ).toHaveCount(5);
    await expect(page.getByRole('region', {name: 'Our Process'}).locator('ol > li')).toHaveCount(6);
    await expect(
      page.getByRole('region', {name: 'Frequently Asked Questions'}).getByRole('button'),
    ).toHaveCount(5);

    const featured = page.getByRole('region', {name: 'Featured Projects'});
    const projectLinks = featured.getByRole('heading', {level: 3}).getByRole('link');
    await expect(projectLinks).toHaveCount(3);
    for (const href of await projectLinks.evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')!),
    )) {
      expect(href).toMatch(/^\/case-study\/[a-z0-9-]+$/);
      expect((await request.get(href)).status(), `${href} is a built case study`).toBe(200);
    }
    await expect(featured.getByRole('link', {name: 'View All Projects'})).toHaveAttribute(
      'href',
      '/gallery',
    );

    const cta = page.getByRole('region', {name: serviceCta.title});
    await expect(cta.getByRole('link', {name: serviceCta.primary.label})).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(cta.getByRole('link', {name: serviceCta.secondary.label})).toHaveAttribute(
      'href',
      '/gallery',
    );
    await expect(cta.getByRole('listitem')).toHaveText([
      /Quick Response\s*within 24 hours/,
      /Expert Team/,
      /Quality Work\s*guaranteed satisfaction/,
      /Transparent Pricing\s*no hidden costs/,
    ]);

    const faqs = page.getByRole('region', {name: 'Frequently Asked Questions'});
    const faq = faqs.getByRole('button').first();
    await faq.click();
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolationsInEveryMode(page, faqs);
  });
}

test('the FAQ opens one answer at a time', async ({page}) => {
  await open(page, '/services/renovation');
  const faqs = page.getByRole('region', {name: 'Frequently Asked Questions'}).getByRole('button');
  await faqs.nth(0).click();
  await expect(faqs.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await faqs.nth(1).click();
  await expect(faqs.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faqs.nth(1)).toHaveAttribute('aria-expanded', 'true');
});

test('an unknown service id shows residential, not indexed, canonical to the real page', async ({
  page,
}) => {
  const response = await page.goto('/services/swimming-pools');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Residential Construction');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/services\/residential$/,
  );
  await expect(page).toHaveTitle(/Residential Construction/);
});
