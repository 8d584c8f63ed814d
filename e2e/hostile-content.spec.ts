/**
 * Writers' words that look like code stay words: the second test build carries an article, its
 * writer and a case study whose title, description, author name, alt texts and captions hold a
 * script-closing tag, an image with an error handler and a javascript: address
 * (scripts/hostileFixture.ts). Each page, its head, its structured data and the feeds show them as
 * typed; none of it runs, and the policy reports nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {parseAtomFeed, parseJsonFeed, parseRssFeed} from 'feedsmith';
import {test, expect, open, cspViolations, expectNoAxeViolations, readAsHtml} from './fixtures';
import {
  admonitionTitle,
  corpusSample,
  hostileArticle,
  hostileCaseStudy,
  markupHeading,
  pwnedGlobal,
} from '../scripts/hostileFixture';
import {pageCode} from '../src/plugins/static-host/pageCode';

const buildDir = path.join(__dirname, '..', 'build-no-email');
const articlePath = `/insights/${hostileArticle.slug}`;
const caseStudyPath = `/case-study/${hostileCaseStudy.id}`;

/** Whatever would show that something ran: a dialog, the global set, a policy violation. */
async function watchForCode(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations = await cspViolations(page);
  return async (where: string) => {
    expect(await page.evaluate((name) => name in window, pwnedGlobal), `${where}: ran`).toBe(false);
    expect(dialogs, `${where}: dialogs`).toEqual([]);
    expect(violations, `${where}: policy violations`).toEqual([]);
  };
}

/** Every string value of the page's structured data blocks, which must parse as JSON. */
async function structuredDataStrings(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  blocks.forEach((block) => collect(JSON.parse(block)));
  return strings;
}

async function expectHeadShows(page: Page, title: string, description: string) {
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  expect(await page.title()).toContain(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  expect(await structuredDataStrings(page)).toContain(title);
}

test('an article whose writer typed markup shows every word as typed and runs none of it', async ({
  page,
}) => {
  const ranCode = await watchForCode(page);
  await open(page, articlePath);
  await expectHeadShows(page, hostileArticle.title, hostileArticle.description);
  const article = page.locator('main article');
  await expect(article.getByText(hostileArticle.author.name).first()).toBeVisible();
  await expect(article.getByRole('img', {name: hostileArticle.heroAlt, exact: true})).toHaveCount(
    1,
  );
  await expect(article.getByRole('img', {name: hostileArticle.photoAlt, exact: true})).toHaveCount(
    1,
  );
  await expect(article.locator('figcaption')).toHaveText(hostileArticle.caption);
  // A heading whose words look like markup: the heading and its table-of-contents entry show them.
  await expect(article.getByRole('heading', {level: 2, name: markupHeading})).toBeVisible();
  await expect(page.locator('main').getByRole('link', {name: markupHeading})).not.toHaveCount(0);
  await expect(page.locator('main style')).toHaveCount(0);
  // The admonition builds, with its title; a word after a colon stays the words typed.
  await expect(article.getByText(admonitionTitle, {exact: true})).toBeVisible();
  await expect(article.getByText('Note:remember to book the county inspector.')).toBeVisible();
  // A sample of OWASP's filter-evasion payloads, each a list item of its words, as typed: no
  // element but a link Markdown makes of a web address typed in it.
  // (Typed as character references: one right after a web address stays a reference in the
  // address's link, as Markdown reads it, so those are read back here.)
  const sample = article.locator('div[data-writers-content] li').filter({hasText: /</});
  await expect(sample).toHaveCount(corpusSample.length);
  const characters = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).trim();
  expect((await sample.allTextContents()).map(characters)).toEqual(corpusSample.map(characters));
  const inside = await sample
    .locator('*')
    .evaluateAll((elements) => elements.map((e) => `${e.tagName} ${e.getAttribute('href') ?? ''}`));
  expect(inside.filter((e) => !/^A https?:\/\//.test(e))).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(articlePath);
  await expectNoAxeViolations(page, articlePath);
  await ranCode(articlePath);

  // The list of insights names it too, and the built file holds only the build's own scripts.
  await open(page, '/insights');
  await expect(page.getByRole('link', {name: hostileArticle.title}).first()).toBeVisible();
  await ranCode('/insights');
  const html = fs.readFileSync(path.join(buildDir, `${articlePath}.html`), 'utf8');
  expect(pageCode(html).eventHandlers).toEqual([]);
  // Every page's own (the colour mode's, the one holding early taps): the same as the home page's.
  const homeScripts = pageCode(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  expect(pageCode(html).inlineScripts).toEqual(homeScripts.inlineScripts);
  expect(homeScripts.inlineScripts).toHaveLength(2);
});

test('a case study whose writer typed markup shows every word as typed and runs none of it', async ({
  page,
}) => {
  const ranCode = await watchForCode(page);
  await open(page, caseStudyPath);
  await expectHeadShows(page, hostileCaseStudy.title, hostileCaseStudy.description);
  await expect(page.getByText(hostileCaseStudy.caption).first()).toBeAttached();
  await expect(page.getByText(hostileCaseStudy.testimonialAuthor)).toBeVisible();
  await expect(page.getByText(hostileCaseStudy.client, {exact: true}).first()).toBeVisible();
  await expectNoAxeViolations(page, caseStudyPath);
  await ranCode(caseStudyPath);

  await open(page, '/projects');
  await expect(page.getByRole('heading', {name: hostileCaseStudy.title})).toBeVisible();
  await ranCode('/projects');
});

test('the feeds carry the article’s title and summary as text, in every format', async ({
  request,
}) => {
  const text = async (file: string) => (await request.get(`/insights/${file}`)).text();
  const rss = parseRssFeed(await text('rss.xml'));
  const atom = parseAtomFeed(await text('atom.xml'));
  const json = parseJsonFeed(await text('feed.json'));
  const link = (url?: string) => url?.endsWith(articlePath);
  const rssItem = rss.items?.find((item) => link(item.link));
  expect(readAsHtml(rssItem?.title)).toBe(hostileArticle.title);
  expect(readAsHtml(rssItem?.description)).toBe(hostileArticle.description);
  const atomEntry = atom.entries?.find((entry) => entry.links?.some((l) => link(l.href)));
  expect(readAsHtml(atomEntry?.title)).toBe(hostileArticle.title);
  const jsonItem = json.items?.find((item) => link(item.url));
  expect(jsonItem?.title).toBe(hostileArticle.title);
  expect(jsonItem?.summary).toBe(hostileArticle.description);
  // The article's link-preview card was drawn from the same words.
  const card = await request.get(`/img/social/insights-${hostileArticle.slug}.jpg`);
  expect(card.headers()['content-type']).toBe('image/jpeg');
});
