import {test, expect, open, twoFramesLater, viewports} from './fixtures';
import {headerLinks, quoteLink} from '../src/data/navigation';
import {company} from '../src/data/company';

const navbar = (page: import('@playwright/test').Page) => page.locator('nav.navbar');

test.describe('header', () => {
  test.use({viewport: viewports.desktop});

  test('each link leads to its page, followed from page to page', async ({page}) => {
    await open(page, '/about');
    for (const link of [...headerLinks, quoteLink]) {
      await test.step(`"${link.label}" leads to ${link.to}`, async () => {
        await navbar(page).getByRole('link', {name: link.label, exact: true}).click();
        await expect(page).toHaveURL(new RegExp(`${link.to === '/' ? '/$' : `${link.to}$`}`));
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      });
    }
  });

  test('marks the current page link with aria-current', async ({page}) => {
    await open(page, '/about');
    await expect(navbar(page).getByRole('link', {name: 'About Us'})).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navbar(page).getByRole('link', {name: 'Home', exact: true})).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  const background = (page: import('@playwright/test').Page) =>
    navbar(page).evaluate((el) => getComputedStyle(el).backgroundColor);

  test('is transparent over a hero until scrolled more than 10 px', async ({page}) => {
    await open(page, '/about');
    expect(await background(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(5);
    expect(await background(page)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect.poll(() => background(page)).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => background(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('keeps its look while the page loads: nothing in it changes before a scroll', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, {headerChanges: changes});
      document.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element;
          if (target.closest('nav.navbar'))
            changes.push(`${target.className}: ${event.propertyName}`);
        },
        true,
      );
    });
    await open(page, '/about');
    await twoFramesLater(page);
    expect(
      await page.evaluate(() => (window as unknown as {headerChanges: string[]}).headerChanges),
    ).toEqual([]);
    expect(await background(page)).toBe('rgba(0, 0, 0, 0)');
  });

  test('is always opaque on the home page', async ({page}) => {
    await open(page, '/');
    expect(await background(page)).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: viewports.phone});

  test('opens, closes, and closes when a link is chosen', async ({page}) => {
    await open(page, '/about');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).not.toBeVisible();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Pricing'})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).not.toBeVisible();
    await toggle.click();
    await sidebar.getByRole('link', {name: 'Pricing'}).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(sidebar).not.toBeVisible();
  });
});

test.describe('footer', () => {
  test('every link resolves to a built page or a correct tel:/mailto:', async ({page, request}) => {
    await open(page, '/');
    const footer = page.locator('footer');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) {
      expect(href, 'no dead "#" links').not.toMatch(/^#?$/);
      if (href.startsWith('tel:')) {
        expect(href).toBe(`tel:${company.phones[0].e164}`);
      } else if (href.startsWith('mailto:')) {
        expect(href).toBe(`mailto:${company.emails[0].address}`);
      } else if (href.startsWith('/')) {
        const response = await request.get(href);
        expect(response.status(), `${href} is built`).toBe(200);
      } else {
        expect(href).toMatch(/^https:\/\//);
      }
    }
  });

  test('links the six service pages', async ({page}) => {
    await open(page, '/');
    const services = page
      .locator('footer')
      .getByRole('navigation', {name: 'Our Services'})
      .getByRole('link');
    await expect(services).toHaveCount(6);
    const hrefs = await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      ['commercial', 'design', 'industrial', 'renovation', 'residential', 'supervision'].map(
        (id) => `/services/${id}`,
      ),
    );
  });

  test('shows location, phone, e-mail and opening hours', async ({page}) => {
    await open(page, '/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Nairobi, Kenya');
    await expect(footer).toContainText(company.phones[0].display);
    await expect(footer).toContainText(company.emails[0].address);
    await expect(footer).toContainText('Mon-Fri');
    await expect(footer).toContainText('8:00 AM-6:00 PM');
    await expect(footer).toContainText('9:00 AM-1:00 PM');
    await expect(footer.getByRole('link', {name: /RSS/})).toHaveAttribute(
      'href',
      '/insights/rss.xml',
    );
  });
});

test.describe('404 page', () => {
  test('answers 404 and offers ways back', async ({page}) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    const ways = page.getByRole('navigation', {name: 'Ways back'}).getByRole('link');
    await expect(ways).toHaveText([
      'Home',
      'Our Services',
      'Our Projects',
      'Insights',
      'Contact Us',
    ]);
    await ways.filter({hasText: 'Our Services'}).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
