/**
 * The site search against the built site: its index (Pagefind, written after each edition's
 * build), the navbar button and its dialog, in both editions.
 */
import type {Page, Request} from '@playwright/test';
import {
  test,
  expect,
  open,
  expectNoAxeViolationsInEveryMode,
  viewports,
  cspViolations,
} from './fixtures';
import {editions, type Edition} from './editions';
import {wordsOf} from './editions';
import {caseStudyFilesOf} from './caseStudyFiles';

type SearchWords = typeof import('../src/data/siteSearch');
const sw = editions.find(({locale}) => locale === 'sw');
const wordsIn = (edition: Edition) =>
  wordsOf<SearchWords>(edition, '../src/data/siteSearch').searchWords;
const en = wordsIn(editions[0]!);

/** Requests for the search's files (its library, index and WebAssembly). */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/pagefind/')) urls.push(request.url());
  });
  return urls;
}

async function searchFor(page: Page, query: string, words = en) {
  await page.getByRole('button', {name: words.button, exact: true}).click();
  const dialog = page.getByRole('dialog', {name: words.title});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', {name: words.field}).fill(query);
  return dialog;
}

/** The paths (without their section) of the first three results. */
async function firstThree(page: Page, query: string, words = en): Promise<string[]> {
  const dialog = await searchFor(page, query, words);
  // Until the new results come, the last query's stay on screen: wait for this query's.
  await expect(dialog.getByRole('status')).toContainText(`“${query}”`);
  const options = dialog.getByRole('listbox', {name: words.results}).getByRole('option');
  await expect(options.first()).toBeVisible();
  const ids = await options.evaluateAll((items) =>
    items.slice(0, 3).map((item) => item.getAttribute('href') ?? ''),
  );
  return ids.map((url) => url.split('#')[0]!);
}

const runda = caseStudyFilesOf(editions[0]!).find((study) => study.id === 'runda-luxury-mansion')!;

test.describe('what a search finds: the page a visitor means, among the first three results', () => {
  const expected: readonly [string, (paths: string[]) => boolean][] = [
    ['cement', (paths) => paths.includes('/pricing')],
    ['NCA', (paths) => paths.includes('/certification')],
    ['Runda', (paths) => paths.includes(`/case-study/${runda.id}`)],
    ['permit', (paths) => paths.includes('/insights/construction-permits-guide')],
    [
      'warehouse',
      (paths) =>
        paths.some(
          (p) => p === '/services/industrial' || p === '/case-study/athi-river-logistics-hub',
        ),
    ],
  ];
  for (const [query, finds] of expected) {
    test(query, async ({page}) => {
      await open(page, '/');
      const paths = await firstThree(page, query);
      expect(finds(paths), `first three for "${query}": ${paths.join(', ')}`).toBe(true);
    });
  }
});

test('a result names its page, what it is and the words that matched, and opens the section they are in', async ({
  page,
}) => {
  await open(page, '/');
  const dialog = await searchFor(page, 'cement');
  const pricing = dialog.getByRole('option', {name: /Transparent Pricing › Material Pricing/});
  await expect(pricing).toContainText('Pricing');
  await expect(pricing.locator('mark').first()).toHaveText(/cement/i);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results for “cement”$/);
  // A link, so a visitor can open it in a new tab, long-press or copy it; the search stays open.
  expect(await pricing.evaluate((option) => option.tagName)).toBe('A');
  await expect(pricing).toHaveAttribute('href', /^\/pricing#materials$/);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    pricing.click({modifiers: ['ControlOrMeta']}),
  ]);
  await expect(tab).toHaveURL(/\/pricing#materials$/);
  await tab.close();
  await expect(dialog).toBeVisible();
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing#materials$/);
  await expect(page.getByRole('tab', {name: 'Material Pricing'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', {level: 3, name: 'Material Pricing'})).toBeInViewport();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('nothing of the search loads with a page; opening it loads what the first query needs, and no CSP violation', async ({
  page,
}) => {
  const violations = await cspViolations(page);
  const requests = searchRequests(page);
  const scripts: string[] = [];
  page.on(
    'request',
    (request) => request.resourceType() === 'script' && scripts.push(request.url()),
  );
  await open(page, '/services/residential');
  await page.waitForLoadState('networkidle');
  expect(requests, 'search files fetched with the page').toEqual([]);
  const scriptsWithPage = scripts.length;

  const fetched: Promise<number>[] = [];
  // The code of the pages this page links to, prefetched while the browser is idle
  // (`<link rel=prefetch>`, requests of type "other"), is not the search's: on a busy machine
  // idle time can come after the network has gone quiet, and once all of it (89 KB) landed here.
  const countBytes = (request: Request) =>
    request.resourceType() !== 'other' &&
    fetched.push(request.sizes().then((sizes) => sizes.responseBodySize));
  page.on('requestfinished', countBytes);
  await page.getByRole('button', {name: en.button, exact: true}).click();
  await expect(page.getByRole('dialog', {name: en.title})).toBeVisible();
  expect(scripts.length, "the dialog's code is fetched when it opens").toBeGreaterThan(
    scriptsWithPage,
  );
  await page.getByRole('combobox').fill('borehole');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every size asked for is awaited (one asked for as the page closes would fail outside the test).
  page.off('requestfinished', countBytes);
  const firstQueryBytes = (await Promise.all(fetched)).reduce((a, b) => a + b, 0);
  expect(
    firstQueryBytes,
    'bytes fetched to open the search and answer its first query',
  ).toBeLessThanOrEqual(150 * 1024);
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  expect(requests.some((url) => /\/pagefind\/index\//.test(url))).toBe(true);
  expect(violations).toEqual([]);
});

test('keyboard only: "/" opens the search, arrows choose a result, Enter opens it; Escape and Ctrl+K, focus back on the button', async ({
  page,
}) => {
  await open(page, '/about');
  await page.keyboard.press('/');
  const field = page.getByRole('combobox', {name: en.field});
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', {name: en.button, exact: true})).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(field).toBeFocused();
  await page.keyboard.type('Runda');
  // Escape closes the search at once, keeping what was typed for the next time it opens.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.press('/');
  await expect(field).toHaveValue('Runda');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const target = (await first.getAttribute('href'))!;
  // Nothing of what was searched is kept in the browser.
  const kept = await page.evaluate(() =>
    JSON.stringify({...window.localStorage, ...window.sessionStorage}),
  );
  expect(kept).not.toContain('Runda');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('main h1')).toHaveText(runda.title);
});

test('a search that finds nothing says so and offers other ways: insights, projects, contact, e-mail and WhatsApp', async ({
  page,
}) => {
  await open(page, '/');
  const dialog = await searchFor(page, 'trampoline');
  await expect(dialog.getByRole('heading', {name: en.noResultsTitle('trampoline')})).toBeVisible();
  for (const path of ['/insights', '/projects', '/contact']) {
    await expect(dialog.locator(`a[href="${path}"]`)).toBeVisible();
  }
  await expect(dialog.getByRole('heading', {name: en.askUs})).toBeVisible();
  await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(dialog.locator('a[href^="https://wa.me/"]')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await dialog.locator('a[href="/projects"]').click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the search dialog is axe clean with results and with none, at both widths in both colour modes', async ({
  page,
}) => {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await open(page, '/');
    const dialog = await searchFor(page, 'cement');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectNoAxeViolationsInEveryMode(page);
    await dialog.getByRole('combobox').fill('qwxz');
    await expect(dialog.getByRole('heading', {name: en.noResultsTitle('qwxz')})).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page);
  }
});

test.describe('in Kiswahili, the search is named in Kiswahili and searches the Swahili pages only', () => {
  test.skip(!sw, 'the Kiswahili edition is not built');
  const words = sw && wordsIn(sw);

  test('"saruji" finds the price list and "vibali" the permits article', async ({page}) => {
    await open(page, '/sw/');
    expect(await firstThree(page, 'saruji', words)).toContain('/sw/pricing');
    await page.keyboard.press('Escape');
    expect(await firstThree(page, 'vibali', words)).toContain(
      '/sw/insights/construction-permits-guide',
    );
  });

  test('English words are not in the Swahili index', async ({page}) => {
    await open(page, '/sw/');
    const dialog = await searchFor(page, 'cement', words);
    await expect(
      dialog.getByRole('heading', {name: words!.noResultsTitle('cement')}),
    ).toBeVisible();
  });
});

/** The results' paths (without their section) and marked words, once `corrected` was searched. */
async function correctedResults(page: Page, query: string, corrected: string, words = en) {
  const dialog = await searchFor(page, query, words);
  await expect(dialog.getByText(words.correctedTitle(corrected))).toBeVisible();
  const options = dialog.getByRole('listbox', {name: words.results}).getByRole('option');
  await expect(options.first()).toBeVisible();
  const paths = await options.evaluateAll((items) =>
    items.map((item) => (item.getAttribute('href') ?? '').split('#')[0]!),
  );
  const marked = (await dialog.locator('[role="option"] mark').allTextContents()).map((text) =>
    text.toLowerCase(),
  );
  return {dialog, paths, marked};
}

test.describe('a misspelt word still finds its page, the dialog saying what it searched instead', () => {
  const expected: readonly [string, string, string][] = [
    ['cemnt', 'cement', '/pricing'],
    ['kilimni', 'kilimani', '/case-study/kilimani-mixed-use-plaza'],
    ['suprvision', 'supervision', '/services/supervision'],
    ['permitts', 'permits', '/insights/construction-permits-guide'],
  ];
  for (const [query, corrected, path] of expected) {
    test(`${query}: ${corrected}`, async ({page}) => {
      await open(page, '/');
      const {paths, marked} = await correctedResults(page, query, corrected);
      expect(paths.slice(0, 3), `first three for "${query}"`).toContain(path);
      expect(marked).toContain(corrected);
    });
  }

  for (const [query, corrected] of [
    ['contruction', 'construction'],
    ['foundtion', 'foundation'],
  ] as const) {
    test(`${query} matches ${corrected}, not whatever starts as it does`, async ({page}) => {
      await open(page, '/');
      const {marked} = await correctedResults(page, query, corrected);
      expect(marked.length).toBeGreaterThan(0);
      expect(marked.every((word) => word.startsWith(corrected))).toBe(true);
    });
  }

  test('the exact words are one click away, and a new query is corrected again', async ({page}) => {
    await open(page, '/');
    const {dialog} = await correctedResults(page, 'cemnt', 'cement');
    await dialog.getByRole('button', {name: en.searchExactly('cemnt')}).click();
    await expect(dialog.getByRole('heading', {name: en.noResultsTitle('cemnt')})).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await dialog.getByRole('combobox').fill('kilimni');
    await expect(dialog.getByText(en.correctedTitle('kilimani'))).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page);
  });
});

test.describe('in Kiswahili, a misspelt word or another form of it finds its pages', () => {
  test.skip(!sw, 'the Kiswahili edition is not built');
  const words = sw && wordsIn(sw);

  test('"gharma" searches gharama and finds the cost estimator', async ({page}) => {
    await open(page, '/sw/');
    const {paths, marked} = await correctedResults(page, 'gharma', 'gharama', words);
    expect(paths.slice(0, 3)).toContain('/sw/cost-estimator');
    expect(marked).toContain('gharama');
  });

  test('"ujnzi" searches ujenzi', async ({page}) => {
    await open(page, '/sw/');
    const {paths, marked} = await correctedResults(page, 'ujnzi', 'ujenzi', words);
    expect(paths.length).toBeGreaterThan(0);
    expect(marked).toContain('ujenzi');
  });

  test('"tunajenga" finds its own pages first, then pages with other forms of jenga', async ({
    page,
  }) => {
    await open(page, '/sw/');
    const dialog = await searchFor(page, 'tunajenga', words);
    await expect(dialog.getByRole('status')).toContainText('“tunajenga”');
    const options = dialog.getByRole('listbox', {name: words!.results}).getByRole('option');
    await expect(options.first().locator('mark').first()).toHaveText(/^tunajenga$/i);
    const marked = (await dialog.locator('[role="option"] mark').allTextContents()).map((text) =>
      text.toLowerCase(),
    );
    // Another form of -jenga (kujenga, kujengwa, ujenzi, majengo…), marked in a later result.
    expect(
      marked.filter((word) => !word.startsWith('tunajeng') && /jeng|jenz/.test(word)),
    ).not.toEqual([]);
  });
});
