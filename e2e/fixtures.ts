/**
 * Shared test fixtures: every page is isolated from the internet (other hosts are answered
 * locally and deterministically), console errors fail the test, and helpers wait for
 * hydration and run axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** A 1×1 PNG standing in for every stock photo. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

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
  context: async ({context, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === 'images.unsplash.com') {
          return route.fulfill({status: 200, contentType: 'image/png', body: pixel});
        }
        return route.fulfill({status: 204, body: ''});
      },
    );
    await use(context);
  },
});

export {expect};

/** Opens a path and waits until React has hydrated it. */
export async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** axe with the WCAG 2.x A and AA rules (2.0, 2.1 and 2.2). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every route of the build, read from its sitemap, as paths. */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(__dirname, '..', 'build', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
