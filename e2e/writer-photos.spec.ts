/**
 * A writer's own photos, as a phone on mobile data receives them: the second test build has one
 * more article with two 4000 × 3000 phone photos beside it (scripts/photoFixture.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {test, expect, expectRouteWithinBudgets, open} from './fixtures';
import {fixtureArticle, fixtureBlogDir} from '../scripts/photoFixture';
import {swahili} from './editions';
import {editorFolder} from '../src/plugins/web-editor/editorConfig';

const buildDir = path.join(__dirname, '..', 'build-no-email');
const articlePath = `/insights/${fixtureArticle.slug}`;
const phone = {
  viewport: {width: 375, height: 812},
  screen: {width: 375, height: 812},
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

test.describe('on a 375 px phone', () => {
  test.use(phone);

  test('an article with two phone photos downloads each as a WebP of at most 150 KB, sized for the screen', async ({
    page,
  }) => {
    const photos = new Map<string, {type: string; body: Buffer}>();
    page.on('response', async (response) => {
      if (
        response.url().includes('/img/photos/') ||
        /\.(jpe?g|png)$/.test(new URL(response.url()).pathname)
      ) {
        photos.set(new URL(response.url()).pathname, {
          type: response.headers()['content-type'] ?? '',
          body: await response.body(),
        });
      }
    });
    await open(page, articlePath);
    const images = page.locator('main article img[src*="/img/photos/"]');
    await expect(images).toHaveCount(2);
    const [hero, figure] = [images.nth(0), images.nth(1)];
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(figure).toHaveAttribute('loading', 'lazy');
    await expect(figure).toHaveAccessibleName(
      'Site engineer checking the reinforcement of the ground-floor slab',
    );
    await figure.scrollIntoViewIfNeeded();
    await expect
      .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => [...photos.keys()]).toHaveLength(2);

    for (const img of [hero, figure]) {
      const {currentSrc, shownWidth, width, height, color} = await img.evaluate(
        (el: HTMLImageElement) => ({
          currentSrc: new URL(el.currentSrc).pathname,
          shownWidth: el.getBoundingClientRect().width,
          width: el.getAttribute('width'),
          height: el.getAttribute('height'),
          color: el.style.getPropertyValue('--photo-color'),
        }),
      );
      expect(currentSrc).toMatch(/\/img\/photos\/[0-9a-f]{12}-\d+\.webp$/);
      const downloaded = photos.get(currentSrc)!;
      const {format, width: pixels} = await sharp(downloaded.body).metadata();
      expect([downloaded.type, format]).toEqual(['image/webp', 'webp']);
      // Sharp on a 3× screen (375 px shown, 1125 px needed), and not the next size up.
      expect(pixels).toBeGreaterThanOrEqual(shownWidth * 3);
      expect(pixels).toBeLessThanOrEqual(1280);
      expect(downloaded.body.length).toBeLessThanOrEqual(150 * 1024);
      expect(Number(width) * Number(height)).toBeGreaterThan(0);
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
    // Nothing else: no JPEG fallback, no original.
    expect([...photos.keys()].every((url) => url.endsWith('.webp'))).toBe(true);
  });
});

test('the built site holds the sizes, never the originals, and names them in the head and the feed', async ({
  request,
}) => {
  const originals = fixtureArticle.photos.map(
    (name) =>
      fs.statSync(path.join(__dirname, '..', fixtureBlogDir, fixtureArticle.folder, name)).size,
  );
  const builtFiles = fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile());
  expect(
    builtFiles.filter((entry) =>
      originals.includes(fs.statSync(path.join(entry.parentPath, entry.name)).size),
    ),
  ).toEqual([]);
  // No page asset is over 1 MB; the web editor's bundle (2 MB, served at /admin/ only) is not one.
  expect(
    builtFiles
      .filter((entry) => !entry.parentPath.startsWith(path.join(buildDir, editorFolder)))
      .filter((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).size > 1024 * 1024)
      .map((e) => e.name),
  ).toEqual([]);

  const html = fs.readFileSync(path.join(buildDir, `${articlePath}.html`), 'utf8');
  // Its link preview is its own card, drawn over its hero photo.
  const ogImage = /<meta[^>]+property="?og:image"?[^>]+content="?([^" >]+)/.exec(html)![1]!;
  expect(new URL(ogImage).pathname).toBe(`/img/social/insights-${fixtureArticle.slug}.jpg`);
  const card = await request.get(new URL(ogImage).pathname);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  const body = await card.body();
  expect(await sharp(body).metadata()).toMatchObject({width: 1200, height: 630});
  // Where a card without a photo is flat dark ground (under the title), the photo shows through.
  const ground = await sharp(body)
    .extract({left: 700, top: 400, width: 480, height: 100})
    .toBuffer();
  const {channels} = await sharp(ground).stats();
  expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(5);

  const rss = fs.readFileSync(path.join(buildDir, 'insights', 'rss.xml'), 'utf8');
  const item = rss.split('<item>').find((entry) => entry.includes(articlePath))!;
  expect(item).toMatch(
    /<enclosure[^>]+url="https:\/\/[^/"]+\/img\/photos\/[0-9a-f]{12}-1280\.jpg"/,
  );
  // Every photo address in the item is absolute, the WebP sizes of <source> included.
  expect(item.match(/[^/\w.-]\/img\/photos\//g)).toBeNull();
  // And in its category's feed.
  const categoryRss = fs.readFileSync(
    path.join(buildDir, 'insights', 'tags', fixtureArticle.category, 'rss.xml'),
    'utf8',
  );
  expect(categoryRss).toContain(`${articlePath}</link>`);
});

test('the article with photos keeps the budgets of every route: JavaScript, no sideways scroll, axe in every mode', async ({
  page,
}) => {
  await expectRouteWithinBudgets(page, articlePath);
});

test('in the Kiswahili edition, a new article not yet translated is shown in English, said so and marked as English', async ({
  page,
}) => {
  await open(page, `/sw${articlePath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
  await expect(page.getByText(swahili('insight.untranslated'), {exact: true})).toBeVisible();
  const title = page.getByRole('heading', {level: 1});
  await expect(title).toHaveText(fixtureArticle.title);
  await expect(title).toHaveAttribute('lang', 'en-KE');
  await expect(
    page.locator('main article div[lang="en-KE"]').getByRole('img', {
      name: 'Site engineer checking the reinforcement of the ground-floor slab',
    }),
  ).toBeVisible();

  await open(page, '/sw/insights');
  await expect(
    page.locator('main').getByRole('heading', {name: fixtureArticle.title}),
  ).toHaveAttribute('lang', 'en-KE');
});
