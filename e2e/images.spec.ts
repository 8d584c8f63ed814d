import {test, expect, open} from './fixtures';

test('photos that load stay photos, with their box reserved', async ({page}) => {
  await open(page, '/services/residential');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() => page.locator('img[src*="images.unsplash.com"]').count())
    .toBeGreaterThan(8);
  await expect(page.locator('[class*="placeholder"]')).toHaveCount(0);
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
  }
});

test('only the first image on screen loads eagerly; the rest are lazy', async ({page}) => {
  await open(page, '/services/residential');
  const loading = await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));
  expect(loading[0]).toBe('eager');
  expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true);
});

test('a photo that cannot load becomes a placeholder showing its description', async ({
  page,
  consoleErrors,
}) => {
  await page.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({status: 404, body: ''}),
  );
  await open(page, '/about');
  const portrait = page.getByRole('img', {name: /Portrait of/});
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toHaveText(/Portrait of/);
  await expect(page.locator('main img[src*="images.unsplash.com"]')).toHaveCount(0);
  // The image 404s this test provokes are its point; anything else still fails it.
  expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  consoleErrors.length = 0;
});
