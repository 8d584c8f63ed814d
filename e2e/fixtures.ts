/**
 * Shared test fixtures: console errors fail the test, and helpers wait for hydration and run
 * axe. No page reaches the internet: the browser sends every other host to a local stand-in
 * (scripts/hostStandIn.cjs, started by playwright.config.ts), which answers photos with one pixel.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Locator, type Page, type Request} from '@playwright/test';
import type {RunOptions} from 'axe-core';
import {editorFolder} from '../src/plugins/web-editor/editorConfig';
import {parseFragment} from 'parse5';

export const viewports = {
  phone: {width: 375, height: 740},
  desktop: {width: 1280, height: 800},
} as const;

type Fixtures = {
  /** Messages logged as console errors or uncaught page errors during the test. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      // A page visited on purpose at an unknown address answers 404: the browser logs that
      // status for the document itself, which is not an error of the page.
      const missingDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) {
          missingDocuments.add(response.url());
        }
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !missingDocuments.has(msg.location().url)) {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** The Content-Security-Policy violations of every document the page opens from now on. */
export async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {reportCspViolation: (v: string) => void}).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  return violations;
}

/** Opens a path and waits until React has hydrated it. */
export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Lets two frames pass: what the page schedules for its next frame (the head manager writes
 * <html>'s attributes there) has happened, and been drawn.
 */
export async function twoFramesLater(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** axe-core's browser bundle, evaluated once in each document the tests check. */
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x A and AA rules (2.0, 2.1 and 2.2); only violations are asserted, so only they are assembled. */
const axeOptions: RunOptions = {
  runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']},
  resultTypes: ['violations'],
};

type AxeWindow = {axe: typeof import('axe-core')};

/**
 * axe over the page and the frames in it, failing with each violation and where it is.
 * axe-core is evaluated once per document and run with `axe.run`, which reaches into frames
 * itself: `@axe-core/playwright` re-injected it for every check and collected partial results
 * through a blank page, three times the cost of the check itself (0.5 s against 0.15 s a check).
 */
export async function expectNoAxeViolations(
  page: Page,
  where = '',
  /** Only this part of the page (a CSS selector or a locator); the whole page otherwise. */
  within?: string | Locator,
): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) {
      await frame.evaluate(axeSource);
      // The map is a frame from another origin: let axe in it answer the page's axe.
      await frame.evaluate(() =>
        (window as unknown as AxeWindow).axe.configure({allowedOrigins: ['<unsafe_all_origins>']}),
      );
    }
  }
  await drawSkippedContent(page);
  const violations =
    typeof within === 'object'
      ? await within.evaluate(
          (element, options) =>
            (window as unknown as AxeWindow).axe.run(element, options).then((r) => r.violations),
          axeOptions,
        )
      : await page.evaluate(
          ({options, within}) =>
            (window as unknown as AxeWindow).axe
              .run(within ? {include: [within]} : document, options)
              .then((r) => r.violations),
          {options: axeOptions, within},
        );
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${page.url()}${where && ` (${where})`}`).toEqual([]);
}

export const colorSchemes = ['light', 'dark'] as const;

/**
 * The project's link rules on the page as it is now, menus included: no link to a bare "#" (or
 * to nothing), no link that plays a button, and every link that opens a new tab opened safely
 * (`rel="noopener"`).
 */
export async function expectSafeLinks(page: Page, where = ''): Promise<void> {
  const problems = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a')).flatMap((a) => {
      const href = a.getAttribute('href');
      const name = a.outerHTML.slice(0, 120);
      return [
        ...(href === '#' || href === '' ? [`a dead "#" link: ${name}`] : []),
        ...(a.getAttribute('role') === 'button' ? [`a link playing a button: ${name}`] : []),
        ...(a.target === '_blank' && !/\bnoopener\b/.test(a.rel)
          ? [`a new tab without noopener: ${name}`]
          : []),
      ];
    }),
  );
  expect(problems, `links on ${page.url()}${where && ` (${where})`}`).toEqual([]);
}

const phoneMenu = '.navbar-sidebar';

/** Opens the navbar's phone menu with every list in it (the language switch's) expanded. */
export async function openPhoneMenu(page: Page): Promise<void> {
  await page.locator('.navbar__toggle').click();
  const menu = page.locator(phoneMenu);
  await expect(menu).toBeVisible();
  const collapsed = menu.locator('button[aria-expanded="false"]');
  for (let left = await collapsed.count(); left > 0; left--) {
    await collapsed.first().click();
    await expect(collapsed).toHaveCount(left - 1);
  }
}

const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/**
 * Draws what the browser skips until it comes near (`content-visibility: auto`: the bands below a
 * page's first screen, the footer, cards), as a visitor's scrolling does, and lets what starts
 * moving when drawn (a slide's fade) finish: axe reads colours from what is painted, and would
 * pass over skipped content without a word (dequelabs/axe-core#2768).
 */
async function drawSkippedContent(page: Page): Promise<void> {
  const drawn = await page.evaluate(() => {
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
        count += 1;
      }
    }
    return count;
  });
  if (drawn > 0) {
    await settled(page);
  }
}

/**
 * axe over the page (or the part `within` names) in a colour mode. The colour mode follows the
 * system setting (no choice stored), so emulating the setting switches it; transitions are let
 * finish before axe reads colours.
 */
async function expectNoAxeViolationsIn(
  page: Page,
  colorScheme: (typeof colorSchemes)[number],
  where: string,
  within?: string | Locator,
): Promise<void> {
  await page.emulateMedia({colorScheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  await settled(page);
  await expectNoAxeViolations(page, `${where}, ${colorScheme} mode`, within);
}

/** No sideways scrolling at the window's width as it is now. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll at ${where} on ${page.url()}`).toBeLessThanOrEqual(0);
}

/**
 * axe at both widths (375 and 1280 px) in both colour modes, on the page as it is now, and no
 * sideways scrolling at either width: one page load checked four ways instead of four loads.
 * The page is left at the desktop width in light mode. `within`: the part of the page a test has
 * changed (a step of the quote form, an answer opened), where the route sweep (a11y.spec.ts)
 * has checked the rest in these four modes as the page loads; the whole page otherwise.
 */
export async function expectNoAxeViolationsInEveryMode(
  page: Page,
  within?: Locator,
): Promise<void> {
  for (const [name, viewport] of [
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page, `${viewport.width}px`);
    // Each width starts in the mode the last one ended in: one switch fewer.
    const schemes = name === 'phone' ? colorSchemes : [...colorSchemes].reverse();
    for (const colorScheme of schemes) {
      await expectNoAxeViolationsIn(page, colorScheme, `${viewport.width}px`, within);
    }
  }
}

export type BuiltPage = {readonly file: string; readonly route: string; readonly html: string};

/** Every page of a build with its route: its HTML files, less the editor's. */
export function builtPages(dir = path.join(__dirname, '..', 'build')): BuiltPage[] {
  return (
    fs
      .readdirSync(dir, {withFileTypes: true, recursive: true})
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        const route = `/${path
          .relative(dir, file)
          .replace(/\\/g, '/')
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, '')}`;
        return {
          file,
          route: route.length > 1 ? route.replace(/\/$/, '') : route,
          html: fs.readFileSync(file, 'utf8'),
        };
      })
      // The web editor's page is served beside the site, not one of its pages (web-editor.spec.ts).
      .filter((page) => !page.route.startsWith(`/${editorFolder}`))
  );
}

/** Every route of the build but the 404 pages, as paths. */
export function builtRoutes(): string[] {
  return builtPages()
    .map((page) => page.route)
    .filter((route) => !/(^|\/)404$/.test(route))
    .sort();
}

/** JavaScript any route may load (gzip) before it is interactive. */
const jsBudgetBytes = 200 * 1024;

/**
 * A route as every route must be: within the JavaScript budget, no sideways scrolling at 320 px
 * or at 200% zoom, axe clean at both widths in both colour modes, its phone menu open in both
 * colour modes too, and its links by the link rules at both widths (the phone's with the menu
 * open). One load, checked in an order that switches colour mode twice and width three times: at
 * 1280 px in light then dark, at 375 px in dark, the menu opened (it is drawn only when first
 * opened, so the page's own checks never see it) in dark then light, and the page again with the
 * menu closed, in light.
 */
export async function expectRouteWithinBudgets(page: Page, route: string): Promise<void> {
  const scripts: Promise<number>[] = [];
  const countScript = (request: Request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.sizes().then((s) => s.responseBodySize));
    }
  };
  page.on('requestfinished', countScript);
  await page.setViewportSize({width: 320, height: 640});
  await open(page, route);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every size asked for is awaited: one asked for later (a script the page fetches when idle)
  // could fail as the test closes the page, an error outside any test.
  page.off('requestfinished', countScript);
  const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  expect(jsBytes, `JavaScript loaded by ${route} (gzip)`).toBeLessThanOrEqual(jsBudgetBytes);
  await expectNoSidewaysScroll(page, '320px');
  // A 1280 px window at 200% zoom lays pages out at 640 CSS pixels.
  await page.setViewportSize({width: 640, height: 400});
  await expectNoSidewaysScroll(page, '200% zoom');

  const {desktop, phone} = viewports;
  await page.setViewportSize(desktop);
  await expectNoSidewaysScroll(page, `${desktop.width}px`);
  await expectSafeLinks(page, `${desktop.width}px`);
  await expectNoAxeViolationsIn(page, 'light', `${desktop.width}px`);
  await expectNoAxeViolationsIn(page, 'dark', `${desktop.width}px`);

  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page, `${phone.width}px`);
  await expectNoAxeViolationsIn(page, 'dark', `${phone.width}px`);
  await openPhoneMenu(page);
  // The page beneath is checked with the menu closed, so axe reads the menu alone.
  await expectNoAxeViolationsIn(page, 'dark', `${phone.width}px, the menu open`, phoneMenu);
  await expectNoAxeViolationsIn(page, 'light', `${phone.width}px, the menu open`, phoneMenu);
  await expectSafeLinks(page, `${phone.width}px, the menu open`);
  await page.locator('.navbar-sidebar__close').click();
  await expect(page.locator(phoneMenu)).toBeHidden();
  await expectNoAxeViolationsIn(page, 'light', `${phone.width}px, the menu closed again`);
}

/** The focused element's focus indicator as a reader sees it. */
type FocusStop = {
  /** Where it is in the document, to know a stop seen before. */
  readonly id: string;
  readonly name: string;
  /** The outline's width in px (0 without one). */
  readonly outline: number;
  /** The ring's contrast with the colour behind it on three of its four sides (WCAG 1.4.11 asks 3:1). */
  readonly contrast: number;
  /** Inside the window, and on top where it is: nothing drawn over its middle. */
  readonly seen: boolean;
  readonly within: boolean;
};

/**
 * Reads the focus indicator of the focused element: its outline (or the ancestor's that draws
 * it), the outline's contrast with what is painted behind it (the first opaque layer under the
 * ring; a photo counts as the colour laid under it), and whether the element, once the page has
 * scrolled to it, is on screen and uncovered.
 */
export function focusStop(page: Page, within = 'body'): Promise<FocusStop | null> {
  return page.evaluate(async (within) => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    // The page scrolls smoothly to what takes focus: read it where it comes to rest.
    await new Promise<void>((resolve) => {
      let [last, still, frames] = [NaN, 0, 0];
      const tick = () => {
        const top = el.getBoundingClientRect().top;
        still = top === last ? still + 1 : 0;
        last = top;
        frames += 1;
        if (still >= 3 || frames > 120) resolve();
        else requestAnimationFrame(tick);
      };
      tick();
    });
    const rgba = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return {r, g, b, a};
    };
    const luminance = ({r, g, b}: {r: number; g: number; b: number}) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const backgroundOf = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color.a >= 0.5) return color;
      }
      return {r: 255, g: 255, b: 255, a: 1};
    };
    /** The colour painted at a point under the ring: the first opaque layer, top down. */
    const paintedAt = (x: number, y: number, ring: Element) => {
      for (const node of document.elementsFromPoint(x, y)) {
        if (ring.contains(node)) continue;
        const own = getComputedStyle(node);
        // A photo: the colour laid under it, which its overlay darkens it towards.
        if (node instanceof HTMLImageElement || own.backgroundImage !== 'none') {
          return backgroundOf(node);
        }
        const color = rgba(own.backgroundColor);
        if (color.a >= 0.5) return color;
      }
      return backgroundOf(document.body);
    };
    // The ring may be drawn on an ancestor instead (a card around its link, by :focus-within).
    let ring: Element = el;
    while (getComputedStyle(ring).outlineStyle === 'none' && ring.parentElement) {
      ring = ring.parentElement;
    }
    const style = getComputedStyle(ring);
    const outer = ring.getBoundingClientRect();
    const offset = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    const outlineLuminance = luminance(rgba(style.outlineColor));
    const clampX = (x: number) => Math.min(innerWidth - 1, Math.max(0, x));
    const clampY = (y: number) => Math.min(innerHeight - 1, Math.max(0, y));
    const [midX, midY] = [outer.left + outer.width / 2, outer.top + outer.height / 2];
    // Its contrast on each side with what lies under the ring there, best first.
    const sides = [
      [outer.left - offset, midY],
      [outer.right + offset, midY],
      [midX, outer.top - offset],
      [midX, outer.bottom + offset],
    ]
      .map(([x, y]) => {
        const behind = paintedAt(clampX(x!), clampY(y!), ring);
        const [l1, l2] = [outlineLuminance, luminance(behind)].sort((a, b) => b - a);
        return (l1! + 0.05) / (l2! + 0.05);
      })
      .sort((a, b) => b - a);
    const rect = el.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const path: number[] = [];
    for (let node: Element = el; node.parentElement; node = node.parentElement) {
      path.push(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return {
      id: path.join('.'),
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      // Three sides of four: a ring may cross a neighbour (a button beside it) on one side.
      contrast: Math.round(sides[2]! * 100) / 100,
      seen:
        rect.bottom > 0 &&
        rect.top < innerHeight &&
        !!top &&
        (top === el || el.contains(top) || top.contains(el)),
      within: !!el.closest(within),
    };
  }, within);
}

/** What a reader that reads a feed's text as HTML (RSS readers, Atom's type="html") shows. */
export function readAsHtml(html: string | {value?: string} | undefined): string {
  const text = typeof html === 'string' ? html : (html?.value ?? '');
  const collect = (node: object): string =>
    'value' in node && (node as {nodeName?: string}).nodeName === '#text'
      ? String(node.value)
      : ((node as {childNodes?: object[]}).childNodes ?? []).map(collect).join('');
  return collect(parseFragment(text));
}
