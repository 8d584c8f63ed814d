/**
 * The insights feeds, the site's and each category's, read with a feed parser (feedsmith) and
 * checked against the rules of RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1. What each feed must
 * hold comes from the article files, never from the feeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseAtomFeed, parseJsonFeed, parseRssFeed} from 'feedsmith';
import {test, expect, open, readAsHtml} from './fixtures';
import {articleFilesOf, categoriesOf, editions, wordsOf} from './editions';

const buildDir = path.join(__dirname, '..', 'build');
const [defaultEdition] = editions;
const categories = categoriesOf(defaultEdition!);
const {categoryFeedTitle} = wordsOf<typeof import('../src/data/feedTitles')>(
  defaultEdition!,
  '../src/data/feedTitles',
);

/**
 * Each edition's site feed and one per category: where, titled how (in its words), with which
 * articles, and each article's summary (its description), which the newsletter e-mail shows.
 */
const feedSets = editions.flatMap((edition) => {
  const words = wordsOf<typeof import('../src/data/feedTitles')>(edition, '../src/data/feedTitles');
  const articles = articleFilesOf<{
    title: string;
    description: string;
    tags: string[];
    draft?: boolean;
  }>(edition)
    .map(({frontMatter}) => frontMatter)
    .filter((article) => !article.draft);
  return [
    {
      path: `${edition.prefix}/insights`,
      title: words.insightsFeedTitle(),
      titles: articles.map((a) => a.title),
      summaries: Object.fromEntries(articles.map((a) => [a.title, a.description])),
    },
    ...Object.entries(categoriesOf(edition)).map(([key, {label}]) => ({
      path: `${edition.prefix}/insights/tags/${key}`,
      title: words.categoryFeedTitle(label),
      titles: articles.filter((a) => a.tags[0] === key).map((a) => a.title),
      summaries: Object.fromEntries(articles.map((a) => [a.title, a.description])),
    })),
  ];
});

const read = (listPath: string, file: string) =>
  fs.readFileSync(path.join(buildDir, listPath, file), 'utf8');
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const absolute = /^https:\/\/[^/]+\//;
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
/** Any address in the feed's text that is not absolute: href, src, srcset entries, JSON urls. */
const relativeAddresses = (text: string) =>
  text.match(/(?:href|src|url)=(?:"|&quot;)\/(?!\/)|(?:"|, )\/(?:img|insights|assets)\//g) ?? [];

test('every edition has its own site and category feeds, each titled in its own words', () => {
  expect(feedSets).toHaveLength(editions.length * (1 + Object.keys(categories).length));
  expect(unique(feedSets.map((set) => set.title))).toBe(true);
});

for (const set of feedSets) {
  test.describe(`${set.path} feeds`, () => {
    test('RSS 2.0: the channel and each item carry what the format requires', () => {
      const xml = read(set.path, 'rss.xml');
      const feed = parseRssFeed(xml);
      expect([feed.title, feed.description]).toEqual([set.title, expect.stringMatching(/\S/)]);
      expect(feed.link).toMatch(new RegExp(`^https://[^/]+${set.path}$`));
      const items = feed.items ?? [];
      // An RSS reader reads an item's title and description as HTML.
      expect(items.map((item) => readAsHtml(item.title)).sort()).toEqual([...set.titles].sort());
      expect(unique(items.map((item) => item.guid?.value))).toBe(true);
      for (const item of items) {
        expect(item.link).toMatch(absolute);
        expect(readAsHtml(item.description)).toBe(set.summaries[readAsHtml(item.title)]);
        expect(item.pubDate).toMatch(rfc822);
        expect(item.enclosures?.[0]).toMatchObject({
          url: expect.stringMatching(absolute),
          type: 'image/jpeg',
        });
      }
      expect(relativeAddresses(xml)).toEqual([]);
    });

    test('Atom: the feed and each entry carry id, title and updated, ids unique', () => {
      const xml = read(set.path, 'atom.xml');
      const feed = parseAtomFeed(xml);
      expect(feed.id).toMatch(absolute);
      expect(feed.title).toMatchObject({value: set.title});
      expect(feed.updated).toMatch(rfc3339);
      const entries = feed.entries ?? [];
      // Atom's titles and summaries are type="html": read as HTML.
      expect(entries.map((entry) => readAsHtml(entry.title)).sort()).toEqual(
        [...set.titles].sort(),
      );
      expect(unique(entries.map((entry) => entry.id))).toBe(true);
      for (const entry of entries) {
        expect(entry.id).toMatch(absolute);
        expect(readAsHtml(entry.summary)).toBe(set.summaries[readAsHtml(entry.title)]);
        expect(entry.updated).toMatch(rfc3339);
        expect(entry.links?.[0]?.href).toMatch(absolute);
      }
      expect(relativeAddresses(xml)).toEqual([]);
    });

    test('JSON Feed 1.1: version, title, its own URL, and unique, dated items', () => {
      const text = read(set.path, 'feed.json');
      const raw = JSON.parse(text) as {version: string};
      expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
      const feed = parseJsonFeed(raw);
      expect(feed.title).toBe(set.title);
      expect(feed.feed_url).toMatch(new RegExp(`^https://[^/]+${set.path}/feed\\.json$`));
      const items = feed.items ?? [];
      expect(items.map((item) => item.title).sort()).toEqual([...set.titles].sort());
      expect(unique(items.map((item) => item.id))).toBe(true);
      for (const item of items) {
        expect(typeof item.id).toBe('string');
        expect(item.url).toMatch(absolute);
        expect(item.summary).toBe(set.summaries[item.title!]);
        expect(item.image).toMatch(absolute);
        expect(item.content_html).toMatch(/\S/);
        expect(item.date_published).toMatch(rfc3339);
        expect(item.authors?.length).toBeGreaterThan(0);
      }
      expect(relativeAddresses(text)).toEqual([]);
    });
  });
}

test('a category page announces its own feeds in the head and offers them as links', async ({
  page,
}) => {
  const [key, {label}] = Object.entries(categories)[0]!;
  const listPath = `/insights/tags/${key}`;
  await open(page, listPath);
  for (const [type, file] of [
    ['application/rss+xml', 'rss.xml'],
    ['application/atom+xml', 'atom.xml'],
    ['application/json', 'feed.json'],
  ] as const) {
    await expect(
      page.locator(`head link[rel="alternate"][type="${type}"][href="${listPath}/${file}"]`),
    ).toHaveAttribute('title', new RegExp(`^${categoryFeedTitle(label)}`));
    // The site's feed stays announced beside it.
    await expect(
      page.locator(`head link[rel="alternate"][type="${type}"][href="/insights/${file}"]`),
    ).toHaveCount(1);
  }
  const rss = page.getByRole('link', {name: `Subscribe to ${label} by RSS`});
  await expect(rss).toHaveAttribute('href', `${listPath}/rss.xml`);
  const response = await page.request.get(`${listPath}/rss.xml`);
  expect(response.status()).toBe(200);
});
