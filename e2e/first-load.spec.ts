/**
 * What a page keeps out of its first load, for slow phones (docs/decisions/, 0058–0062, 0083,
 * 0084): no locale data loaded for an Intl formatter, the code of the pages its links lead to
 * fetched ahead only when the browser is idle, React and Docusaurus's client entry started, and
 * its own code asked for, after the first script's task (a chunk a task), and what lies far below
 * the first screen drawn (and its photos fetched) only as it comes near.
 */
import type {Locator} from '@playwright/test';
import {test, expect, open} from './fixtures';

/** Pages that show dates: articles in both editions, their list, a case study, the home page. */
const datedPages = [
  '/',
  '/insights',
  '/insights/construction-permits-guide',
  '/sw/insights/construction-permits-guide',
  '/case-study/nairobi-heights',
];

test('pages with dates show them without creating an Intl formatter, whose locale data is a long task on a slow phone', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const created: string[] = [];
    (window as unknown as {intlCreated: string[]}).intlCreated = created;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name];
      // Called with or without `new`, as the real constructors may be.
      Object.defineProperty(Intl, name, {
        value: new Proxy(Original, {
          construct(target, args) {
            created.push(name);
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args) {
            created.push(name);
            return Reflect.apply(target, self, args) as unknown;
          },
        }),
      });
    }
  });
  for (const path of datedPages) {
    await open(page, path);
    // A date in words the build wrote ("21 August 2025", "Agosti 2022"): the page shows one.
    await expect(page.locator('main')).toContainText(/\b(19|20)\d\d\b/);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as {intlCreated: string[]}).intlCreated),
      `Intl formatters created by ${path}`,
    ).toEqual([]);
  }
});

test('the code of the pages an article links to is fetched ahead, but only while the browser is idle', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const inserted: {href: string; idle: boolean}[] = [];
    (window as unknown as {prefetches: typeof inserted}).prefetches = inserted;
    let idle = false;
    const request = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (run, options) =>
      request((deadline) => {
        idle = true;
        try {
          run(deadline);
        } finally {
          idle = false;
        }
      }, options);
    const append = HTMLHeadElement.prototype.appendChild;
    HTMLHeadElement.prototype.appendChild = function <T extends Node>(
      this: HTMLHeadElement,
      node: T,
    ) {
      if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
        inserted.push({href: node.href, idle});
      }
      return append.call(this, node) as T;
    };
  });
  await open(page, '/insights/construction-permits-guide');
  const prefetches = () =>
    page.evaluate(
      () => (window as unknown as {prefetches: {href: string; idle: boolean}[]}).prefetches,
    );
  // The navbar's links alone lead to several pages whose code this page has not loaded.
  await expect.poll(async () => (await prefetches()).length).toBeGreaterThan(3);
  await page.waitForLoadState('networkidle');
  const all = await prefetches();
  expect(all.every((p) => new URL(p.href).pathname.endsWith('.js'))).toBe(true);
  expect(all.filter((p) => !p.idle)).toEqual([]);
});

test("a page's own code is asked for after the first script's task, each chunk's script in a task of its own", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // While a classic script runs, document.currentScript is its element; in a later task, null.
    // A microtask queued at one insertion has run by the next only if a task ended in between.
    const asked: {src: string; during: string | null; sameTask: boolean}[] = [];
    (window as unknown as {routeCode: typeof asked}).routeCode = asked;
    let taskOfLast = false;
    const append = HTMLHeadElement.prototype.appendChild;
    HTMLHeadElement.prototype.appendChild = function <T extends Node>(
      this: HTMLHeadElement,
      node: T,
    ) {
      if (node instanceof HTMLScriptElement && node.src) {
        const running = document.currentScript;
        asked.push({
          src: node.src,
          during: running instanceof HTMLScriptElement ? running.src : null,
          sameTask: taskOfLast,
        });
        taskOfLast = true;
        queueMicrotask(() => {
          taskOfLast = false;
        });
      }
      return append.call(this, node) as T;
    };
  });
  for (const path of ['/sw/insights/commercial-construction-trends', '/contact']) {
    await open(page, path);
    const asked = await page.evaluate(
      () =>
        (
          window as unknown as {
            routeCode: {src: string; during: string | null; sameTask: boolean}[];
          }
        ).routeCode,
    );
    // The page's chunks were asked for (it hydrated with them): none while main.js was running,
    // and no two in one task.
    expect(asked.length, `route chunks of ${path}`).toBeGreaterThan(1);
    expect(asked.filter((a) => a.during !== null)).toEqual([]);
    expect(asked.filter((a) => a.sameTask)).toEqual([]);
  }
});

test("React DOM and Docusaurus's client entry run after the first script's task, React DOM first", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // While a classic script runs (its microtasks included), document.currentScript is its
    // element; in a later task, null.
    const started: {what: string; during: string | null}[] = [];
    (window as unknown as {started: typeof started}).started = started;
    const during = () => {
      const running = document.currentScript;
      return running instanceof HTMLScriptElement ? running.src : null;
    };
    // React DOM's module, as it is evaluated, asks a developer-tools hook whether it is off.
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
      {
        get isDisabled() {
          started.push({what: 'React DOM', during: during()});
          return true;
        },
      };
    // Docusaurus's client entry, as it runs, is the first to set window.docusaurus.
    let docusaurus: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set(value: unknown) {
        if (docusaurus === undefined) {
          started.push({what: 'client entry', during: during()});
        }
        docusaurus = value;
      },
    });
  });
  await open(page, '/contact');
  const started = await page.evaluate(
    () => (window as unknown as {started: {what: string; during: string | null}[]}).started,
  );
  expect(started).toEqual([
    {what: 'React DOM', during: null},
    {what: 'client entry', during: null},
  ]);
});

test('on a phone, what lies far below the first screen is drawn, and its photos fetched, only as it comes near', async ({
  page,
}) => {
  const photos: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).protocol === 'https:') {
      photos.push(request.url());
    }
  });
  await page.setViewportSize({width: 375, height: 740});
  await open(page, '/projects');
  await page.waitForLoadState('networkidle');
  const drawn = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) =>
        elements.map((e) => e.checkVisibility({contentVisibilityAuto: true})),
      );
  const cardPhotos = await drawn('main ul > li img');
  expect(cardPhotos.length).toBeGreaterThan(4);
  expect(cardPhotos[0]).toBe(true);
  expect(cardPhotos.at(-1)).toBe(false);
  expect(await drawn('footer > *')).toEqual([false]);
  const fetchedFirst = photos.length;
  expect(fetchedFirst).toBeGreaterThan(0);
  expect(fetchedFirst).toBeLessThan(cardPhotos.length);

  await page.locator('main ul > li').last().scrollIntoViewIfNeeded();
  await expect.poll(() => drawn('main ul > li:last-child img')).toEqual([true]);
  await expect.poll(() => photos.length).toBeGreaterThan(fetchedFirst);
});

test("on a phone, a case study's later sections and sidebar, an article's related articles and the estimate's breakdown are drawn only as they come near", async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  const drawn = (selector: string | Locator) =>
    (typeof selector === 'string' ? page.locator(selector) : selector).evaluateAll((elements) =>
      elements.map((e) => e.checkVisibility({contentVisibilityAuto: true})),
    );
  const comesNear = async (part: Locator) => {
    await part.first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await drawn(part.locator('*'))).every(Boolean)).toBe(true);
  };

  await open(page, '/case-study/nairobi-heights');
  // The first section is drawn at once; the lessons (the last section) and the sidebar are not.
  expect(await drawn('#overview h2')).toEqual([true]);
  expect(await drawn('#lessons-learned h2')).toEqual([false]);
  expect(await drawn('aside h2')).toEqual([false, false, false]);
  await comesNear(page.locator('#lessons-learned'));
  await comesNear(page.locator('aside > :last-child'));

  await open(page, '/insights/construction-permits-guide');
  const related = page.locator('section', {
    has: page.getByRole('heading', {name: 'Related Articles'}),
  });
  expect(await drawn(related.locator('img'))).toEqual([false, false]);
  await comesNear(related);

  await open(page, '/cost-estimator');
  // The total is drawn (and its polite status announced) while the breakdown below it waits.
  expect(await drawn('#estimate-title')).toEqual([true]);
  expect(await drawn('#estimate-costs')).toEqual([false]);
  await comesNear(page.locator('#estimate-costs'));
});
