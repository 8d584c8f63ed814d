import type {Page} from '@playwright/test';
import {test, expect, open, readAsHtml, viewports} from './fixtures';
import {caseStudyFiles, caseStudyFilesOf} from './caseStudyFiles';
import {editions} from './editions';
import {caseStudyPage as words} from '../src/data/caseStudyPage';

const sectionNav = (page: Page) => page.getByRole('navigation', {name: words.navLabel});
const sidebar = (page: Page) => page.getByRole('complementary', {name: words.sidebarLabel});
const carousel = (page: Page) => page.getByRole('region', {name: words.galleryLabel});

test.describe('every case study', () => {
  for (const [index, file] of caseStudyFiles.entries()) {
    test(`${file.id}: hero, back link, related projects, budget bars and closing banner`, async ({
      page,
    }) => {
      await open(page, `/case-study/${file.id}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(file.title);
      const hero = page.locator('main > div').first();
      for (const fact of [file.location, file.completionDate, file.scope]) {
        await expect(hero).toContainText(fact);
      }
      await expect(hero.getByRole('link', {name: words.backLink.label})).toHaveAttribute(
        'href',
        '/gallery',
      );
      const related = sidebar(page)
        .getByRole('region', {name: words.relatedTitle})
        .getByRole('link');
      await expect(related).toHaveCount(file.related.length);
      for (const [i, id] of file.related.entries()) {
        await expect(related.nth(i)).toHaveAttribute('href', `/case-study/${id}`);
      }

      await test.step('budget bars are as wide as their percentages', async () => {
        const items = sidebar(page)
          .getByRole('region', {name: words.budgetTitle})
          .getByRole('listitem');
        await expect(items).toHaveCount(file.budget.length);
        expect(file.budget.reduce((sum, b) => sum + b.share, 0)).toBe(100);
        for (const [i, {phase, share}] of file.budget.entries()) {
          const item = items.nth(i);
          await expect(item).toContainText(`${phase}${share}%`);
          const [bar, track] = await item
            .locator('[aria-hidden="true"]')
            .evaluate((el) => [
              el.firstElementChild!.getBoundingClientRect().width,
              el.getBoundingClientRect().width,
            ]);
          expect(bar).toBeCloseTo((track * share) / 100, 0);
        }
      });

      const closing = page.getByRole('region', {name: words.closing.title});
      await expect(closing.getByRole('link', {name: words.closing.primary.label})).toHaveAttribute(
        'href',
        '/gallery',
      );
    });

    test(`${file.id}: the seven anchors scroll their sections into view below the sticky bars, at both widths`, async ({
      page,
    }) => {
      // Where a section lands (its scroll margin, the bars' heights) is the same whether the page
      // scrolls smoothly or jumps. The first case study is followed as it scrolls; the others
      // with motion reduced, which the site answers by jumping at once: no scroll to wait out.
      if (index > 0) {
        await page.emulateMedia({reducedMotion: 'reduce'});
      }
      await open(page, `/case-study/${file.id}`);
      const links = sectionNav(page).getByRole('link');
      await expect(links).toHaveText(words.sections.map((s) => s.label));
      for (const viewport of [viewports.desktop, viewports.phone]) {
        await page.setViewportSize(viewport);
        for (const section of words.sections) {
          await test.step(`${viewport.width}px: ${section.label}`, async () => {
            const link = sectionNav(page).getByRole('link', {name: section.label, exact: true});
            await link.click();
            await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
            const target = page.getByRole('region', {name: section.label, exact: true});
            await expect
              .poll(async () => {
                const [top, stickyBottom, headerBottom, maxScrolled] = await Promise.all([
                  target.evaluate((el) => el.getBoundingClientRect().top),
                  sectionNav(page).evaluate((el) => el.getBoundingClientRect().bottom),
                  page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom),
                  page.evaluate(
                    () =>
                      Math.ceil(window.scrollY + window.innerHeight) >=
                      document.documentElement.scrollHeight,
                  ),
                ]);
                const belowBars = top >= stickyBottom - 1 && stickyBottom > headerBottom;
                // Lands just under the bars, unless the page has run out of scroll.
                const snug = top <= stickyBottom + 24 || maxScrolled;
                return belowBars && snug;
              })
              .toBe(true);
            await expect(target.getByRole('heading', {level: 2})).toBeInViewport();
            await expect(link).toHaveAttribute('aria-current', 'true');
            await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(1);
          });
        }
      }
    });
  }
});

test.describe('image gallery', () => {
  const file = caseStudyFiles.find((f) => f.id === 'nairobi-heights')!;
  const count = file.imageCount;
  const shown = (page: Page) => carousel(page).getByRole('group');

  test('is a carousel whose previous and next buttons wrap at both ends', async ({page}) => {
    await open(page, `/case-study/${file.id}`);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shown(page)).toHaveAccessibleName(`1 of ${count}`);
    await carousel(page).getByRole('button', {name: 'Previous image'}).click();
    await expect(shown(page)).toHaveAccessibleName(`${count} of ${count}`);
    await carousel(page).getByRole('button', {name: 'Next image'}).click();
    await expect(shown(page)).toHaveAccessibleName(`1 of ${count}`);
    for (let i = 2; i <= count; i++) {
      await carousel(page).getByRole('button', {name: 'Next image'}).click();
      await expect(shown(page)).toHaveAccessibleName(`${i} of ${count}`);
    }
    await carousel(page).getByRole('button', {name: 'Next image'}).click();
    await expect(shown(page)).toHaveAccessibleName(`1 of ${count}`);
    await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(
      new RegExp(`^Image 1 of ${count}: `),
    );
  });

  test('thumbnails and arrow keys choose the image', async ({page}) => {
    await open(page, `/case-study/${file.id}`);
    const third = carousel(page).getByRole('button', {name: `Show image 3 of ${count}`});
    await third.click();
    await expect(shown(page)).toHaveAccessibleName(`3 of ${count}`);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(shown(page)).toHaveAccessibleName(`2 of ${count}`);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await expect(shown(page)).toHaveAccessibleName(`${count} of ${count}`);
  });
});

test('legacy underscore ids redirect permanently to the kebab-case pages in every edition', async ({
  page,
  request,
}) => {
  const legacy = caseStudyFiles.filter((f) => f.id.includes('-'));
  expect(legacy.map((f) => f.id)).toContain('nairobi-heights');
  for (const edition of editions) {
    const files = caseStudyFilesOf(edition).filter(({id}) => id.includes('-'));
    // The host answers each old address itself (_redirects): a 301 to the new one, no page or
    // script of ours; the new address is that case study's page in the same edition.
    for (const file of files) {
      const address = `${edition.prefix}/case-study/${file.id}`;
      const response = await request.get(address.replace(file.id, file.id.replaceAll('-', '_')), {
        maxRedirects: 0,
      });
      expect(response.status(), address).toBe(301);
      expect(new URL(response.headers()['location']!, 'http://site.invalid').pathname).toBe(
        address,
      );
      const html = await (await request.get(address)).text();
      expect(/<html\b[^>]*\blang="?([\w-]+)/.exec(html)?.[1], address).toBe(edition.htmlLang);
      expect(readAsHtml(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).trim()).toBe(file.title);
    }
    // And a browser that opens an old address lands on the page.
    const [file] = files;
    const response = await page.goto(
      `${edition.prefix}/case-study/${file!.id.replaceAll('-', '_')}`,
    );
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(new RegExp(`${edition.prefix}/case-study/${file!.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', edition.htmlLang);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(file!.title);
  }
});

test('an unknown id shows Nairobi Heights, not indexed, canonical to the real page', async ({
  page,
}) => {
  const response = await page.goto('/case-study/anything-else');
  // The static host answers an unknown path with 404.html and status 404, as it should.
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Nairobi Heights');
  await expect(page).toHaveURL(/\/case-study\/anything-else$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/case-study\/nairobi-heights$/,
  );
  await expect(sectionNav(page).getByRole('link')).toHaveCount(7);
});
