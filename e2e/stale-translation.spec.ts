/**
 * A Kiswahili page behind its English: the second test build changes one sentence of an English
 * article after its translation was marked (scripts/photoFixture.ts). That article's Kiswahili
 * page says so above its content, with the day and a link to the English page; every page whose
 * translation is up to date says nothing.
 */
import path from 'node:path';
import {
  builtPages,
  expect,
  expectNoAxeViolationsInEveryMode,
  open,
  test,
  twoFramesLater,
} from './fixtures';
import {staleTranslationFixture} from '../scripts/photoFixture';
import {editions, swahili} from './editions';
import {monthNames} from '../src/lib/monthNames';
import {readPageFile} from '../src/test/pageFiles';
import {localeStatus} from '../src/plugins/translations/status';

const siteDir = path.join(__dirname, '..');
const staleArticle = `/sw/insights/${staleTranslationFixture.slug}`;
const englishArticle = `/insights/${staleTranslationFixture.slug}`;

/**
 * The Kiswahili routes the status calls stale or unmarked in the real tree: they show the notice
 * too (a translation never marked is taken for behind).
 */
function staleInTree(): string[] {
  return localeStatus(siteDir, 'sw')
    .files.filter(
      (file) => (file.state === 'stale' || file.state === 'unmarked') && file.kind !== 'data',
    )
    .map((file) =>
      file.kind === 'article'
        ? `/sw/insights/${String(readPageFile(file.english).frontMatter.slug)}`
        : `/sw/${file.english.replace(/^pages\//, '').replace(/\.mdx$/, '')}`,
    );
}

test('a stale Kiswahili article says, above its hero, when the English changed, and links to it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  await open(page, staleArticle);
  const note = page.locator('main').getByRole('note');
  await expect(note).toHaveCount(1);
  const changed = (await note.locator('time').getAttribute('datetime'))!;
  const [year, month, day] = changed.split('-').map(Number);
  const date = swahili('date.format.long', {
    day: day!,
    month: monthNames(editions[1]!.htmlLang)[month! - 1]!,
    year: year!,
  });
  const link = note.getByRole('link', {name: swahili('translation.stale.link')});
  await expect(note).toHaveText(
    swahili('translation.stale.notice', {date, link: swahili('translation.stale.link')}),
  );
  await expect(link).toHaveAttribute('href', englishArticle);
  await expect(link).toHaveAttribute('hreflang', 'en-KE');

  // Nothing covers it: not the hero, not the header (which stays opaque above it).
  const hero = page.locator('main h1');
  expect((await note.boundingBox())!.y + (await note.boundingBox())!.height).toBeLessThanOrEqual(
    (await hero.boundingBox())!.y,
  );
  const covered = await note.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !el.contains(atCentre);
  });
  expect(covered, 'something is drawn over the notice').toBe(false);
  await expect(page.locator('.navbar')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // And it stayed so while the page hydrated: the hero never slid up under the header.
  await twoFramesLater(page);
  expect(
    await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts),
  ).toEqual([]);
  await expectNoAxeViolationsInEveryMode(page);

  await link.click();
  await expect(page).toHaveURL(englishArticle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
  await expect(page.locator('main').getByRole('note')).toHaveCount(0);
});

test('an up-to-date Kiswahili page or article shows no notice', async ({page}) => {
  await open(page, '/sw/insights/smart-homes-kenya');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main').getByRole('note')).toHaveCount(0);

  // Over the whole build: the notice is on the changed article and on what the tree has stale.
  const link = `>${swahili('translation.stale.link')}</a>`;
  const withNotice = builtPages(path.join(siteDir, 'build-no-email'))
    .filter((built) => built.html.includes(link))
    .map((built) => built.route)
    .sort();
  expect(withNotice).toEqual([...new Set([staleArticle, ...staleInTree()])].sort());
});
