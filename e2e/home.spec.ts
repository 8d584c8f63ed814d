import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import {readYamlFile} from '../src/test/pageFiles';
import type {ClientTestimonial} from '../src/data/contentTypes';
import {homeSectionHeadings} from '../src/test/fixtures/homeSections';

test.describe('home page', () => {
  test('shows the spec sections in order: hero, about, services, featured projects, statistics, consultation', async ({
    page,
    request,
  }) => {
    await open(page, '/');
    await test.step('hero: the spec headline, Get Started and View Our Projects', async () => {
      await expect(page.getByRole('heading', {level: 1})).toHaveText(
        'Crafting the Future of Construction in Kenya',
      );
      await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('link', {name: 'View Our Projects'})).toHaveAttribute(
        'href',
        '/gallery',
      );
    });

    await test.step('sections come in the spec order', async () => {
      await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([
        ...homeSectionHeadings,
      ]);
    });

    await test.step('about teaser: 15+ years and a link to /about', async () => {
      const about = page.getByRole('region', {name: 'Building Kenya on Solid Foundations'});
      await expect(about).toContainText('15+');
      await expect(about.getByRole('link', {name: 'More About Us'})).toHaveAttribute(
        'href',
        '/about',
      );
    });

    await test.step("six service cards with 'Learn more' to their pages, and 'View All Services'", async () => {
      const services = page.getByRole('region', {name: 'Our Services'});
      const links = services.getByRole('link', {name: /^Learn more/});
      await expect(links).toHaveCount(6);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect([...hrefs].sort()).toEqual(
        ['commercial', 'design', 'industrial', 'renovation', 'residential', 'supervision'].map(
          (id) => `/services/${id}`,
        ),
      );
      for (const href of hrefs) {
        expect((await request.get(href!)).status(), `${href} is built`).toBe(200);
      }
      await expect(services.getByRole('link', {name: 'View All Services'})).toHaveAttribute(
        'href',
        '/services',
      );
    });

    await test.step('three featured projects (title, category tag, location) and View all projects', async () => {
      const projects = page.getByRole('region', {name: 'Featured Projects'});
      const cards = projects.getByRole('listitem');
      await expect(cards).toHaveCount(3);
      const hrefs = await cards
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect([...hrefs].sort()).toEqual([
        '/case-study/broadwalkmall',
        '/case-study/carton-manufacturing-facility',
        '/case-study/nairobi-heights',
      ]);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', {level: 3})).not.toBeEmpty();
        await expect(card.locator('p').first()).toHaveText(
          /Residential|Commercial|Industrial|Mixed Use/,
        );
      }
      await expect(cards.filter({hasText: 'Nairobi Heights'})).toContainText('Kilimani');
      await expect(projects.getByRole('link', {name: 'View all projects'})).toHaveAttribute(
        'href',
        '/projects',
      );
    });

    await test.step('statistics exactly as the spec', async () => {
      const stats = page.getByRole('region', {name: 'Our Track Record'});
      const figures = await stats
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map((item) => Array.from(item.children, (child) => child.textContent)),
        );
      expect(figures).toEqual([
        ['Projects Completed', '640+'],
        ['Happy Clients', '450+', '95% satisfaction'],
        ['Years of Experience', '15+'],
        ['Awards Won', '25+'],
      ]);
    });

    await test.step('consultation: the four benefits, Schedule Full Consultation, and the quote wizard beside them', async () => {
      const section = page.getByRole('region', {name: 'Book a Free Consultation'});
      for (const benefit of [
        'Free initial consultation',
        'Detailed project estimation',
        'Customized construction solutions',
        'Expert advice and planning',
      ]) {
        await expect(section.getByRole('listitem').filter({hasText: benefit})).toHaveCount(1);
      }
      await expect(section.getByRole('link', {name: 'Schedule Full Consultation'})).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(section.getByRole('form', {name: 'Quote request'})).toBeVisible();
      await expect(
        section.getByRole('heading', {name: 'Step 1 of 4: Personal Info'}),
      ).toBeVisible();
    });
  });

  test('testimonials carousel: previous and next wrap both ways, dots pick a slide', async ({
    page,
  }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', {name: 'Client testimonials'});
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = carousel.locator('[aria-roledescription="slide"]:visible');
    const [first, second, third] = readYamlFile<ClientTestimonial[]>('pages/_testimonials.yml');
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await expect(slide).toContainText(first!.name);
    await expect(slide).toContainText(`${first!.role}, ${first!.company}`);
    await expect(slide.locator('img')).toHaveAttribute('src', /images\.unsplash\.com/);

    await carousel.getByRole('button', {name: 'Previous testimonial'}).click();
    await expect(slide).toHaveAttribute('aria-label', '3 of 3');
    await expect(slide).toContainText(third!.name);
    await carousel.getByRole('button', {name: 'Next testimonial'}).click();
    await expect(slide).toContainText(first!.name);
    await carousel.getByRole('button', {name: 'Next testimonial'}).click();
    await carousel.getByRole('button', {name: 'Next testimonial'}).click();
    await expect(slide).toContainText(third!.name);
    await carousel.getByRole('button', {name: 'Next testimonial'}).click();
    await expect(slide).toContainText(first!.name);

    const dot = carousel.getByRole('button', {name: `Show testimonial 2: ${second!.name}`});
    await dot.click();
    await expect(slide).toContainText(second!.content);
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });
});

test('the carousel, moved, is axe clean at both widths in both colour modes', async ({page}) => {
  await open(page, '/');
  const carousel = page.getByRole('region', {name: 'Client testimonials'});
  await carousel.getByRole('button', {name: 'Next testimonial'}).click();
  await expectNoAxeViolationsInEveryMode(page, carousel);
});

test("links in content kept as the build wrote it still move by the site's own navigation", async ({
  page,
}) => {
  await open(page, '/');
  const more = page
    .getByRole('region', {name: 'Building Kenya on Solid Foundations'})
    .getByRole('link', {name: 'More About Us'});
  // React marks every element it hydrates with its fiber; this link is the build's HTML as is.
  expect(
    await more.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))),
  ).toBe(false);
  // A full page load would lose this; the site's own navigation keeps the page's script running.
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed);
  await more.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await stayed()).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await stayed()).toBe(true);
});
