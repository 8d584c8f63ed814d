import type {Page} from '@playwright/test';
import {test, expect, open, expectNoAxeViolationsInEveryMode, viewports} from './fixtures';
import {readArticleFiles, readYamlFile} from '../src/test/pageFiles';
import {editions, message, wordsOf} from './editions';
import type {NamedPerson} from '../src/lib/people';

const {insightsList, newsletterInvite} = wordsOf<typeof import('../src/data/insights')>(
  editions[0]!,
  '../src/data/insights',
);
/** The article page's words, by the ids its components declare. */
const insightArticle = {
  back: message('en', 'insight.back'),
  tableOfContents: message('en', 'insight.toc.title'),
  shareTitle: message('en', 'share.title'),
  shareButton: message('en', 'share.button'),
  authorTitle: message('en', 'insight.author.title'),
  relatedTitle: message('en', 'insight.related.title'),
  readArticle: message('en', 'insights.card.readArticle'),
};

/** The articles as their source files describe them: the expectations come from blog/, not from the page. */
type SourceArticle = {
  slug: string;
  title: string;
  category: string;
  author: string;
  related: string[];
};

type ArticleFrontMatter = {
  slug: string;
  title: string;
  tags: string[];
  authors: string[];
  related?: string[];
};
const categoryLabels = readYamlFile<Record<string, {label: string}>>('blog/tags.yml');
const authorNames = readYamlFile<Record<string, NamedPerson>>('blog/authors.yml');
/** A writer's name as the English edition shows it, honorific first ("Eng. David Mwangi"). */
const {fullName} = wordsOf<typeof import('../src/lib/people')>(editions[0]!, '../src/lib/people');
const articles: SourceArticle[] = readArticleFiles<ArticleFrontMatter>().map(
  ({frontMatter: article}) => {
    return {
      slug: article.slug,
      title: article.title,
      category: categoryLabels[article.tags[0]!]!.label,
      author: fullName(authorNames[article.authors[0]!]!),
      related: article.related ?? [],
    };
  },
);

const cards = (page: Page) => page.getByRole('region', {name: 'Articles'}).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', {level: 3});
const search = (page: Page) =>
  page.getByRole('searchbox', {name: insightsList.filter.search!.label});
const chip = (page: Page, name: string) =>
  page
    .getByRole('group', {name: insightsList.filter.categoriesLabel})
    .getByRole('button', {name, exact: true});

/** The address the site is published at, as the page itself states it. */
async function canonical(page: Page): Promise<string> {
  return (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
}

test('there are six articles, including the five the spec names', () => {
  expect(articles).toHaveLength(6);
  expect(articles.map((a) => a.slug)).toEqual(
    expect.arrayContaining([
      'sustainable-building-practices',
      'smart-homes-kenya',
      'construction-permits-guide',
      'cost-effective-materials',
      'commercial-construction-trends',
    ]),
  );
});

test.describe('the insights list', () => {
  test('shows every article as a card, the chips of the spec, and the newsletter form and feeds', async ({
    page,
  }) => {
    await open(page, '/insights');
    await test.step('shows every article as a card and the chips of the spec', async () => {
      await expect(cards(page)).toHaveCount(articles.length);
      expect((await cardTitles(page).allTextContents()).sort()).toEqual(
        articles.map((a) => a.title).sort(),
      );
      await expect(
        page.getByRole('group', {name: insightsList.filter.categoriesLabel}).getByRole('button'),
      ).toHaveText([
        'All',
        'Sustainability',
        'Technology',
        'Regulations',
        'Materials',
        'Commercial',
        'Residential',
      ]);
      await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
      await expect(search(page)).toHaveAttribute(
        'placeholder',
        insightsList.filter.search!.placeholder,
      );
      const first = cards(page).first();
      // Photos are checked in the served HTML: the test host answers them with a blank pixel.
      const html = await (await page.request.get('/insights')).text();
      expect(
        html.match(
          /<article[^>]*>\s*<div[^>]*>\s*<img [^>]*src="?https:\/\/images\.unsplash\.com\/photo-/g,
        ),
      ).toHaveLength(articles.length);
      await expect(first).toContainText(/\d+ min read/);
      await expect(first.locator('time')).toHaveCount(1);
      await expect(
        first.getByRole('link', {name: new RegExp(`^${insightArticle.readArticle}`)}),
      ).toHaveAttribute('href', /^\/insights\/[a-z0-9-]+$/);
    });

    await test.step('offers the newsletter form and the feeds in the subscription block', async () => {
      const block = page.getByRole('region', {name: newsletterInvite.title});
      await expect(block).toContainText(newsletterInvite.text);
      await expect(
        block.getByRole('form', {name: 'Newsletter sign-up'}).getByRole('textbox'),
      ).toHaveAttribute('type', 'email');
      await expect(block.getByRole('link', {name: 'Follow our insights by RSS'})).toHaveAttribute(
        'href',
        '/insights/rss.xml',
      );
      await expect(block.getByRole('link', {name: newsletterInvite.feeds.atom})).toHaveAttribute(
        'href',
        '/insights/atom.xml',
      );
      await expect(block.getByRole('link', {name: newsletterInvite.feeds.json})).toHaveAttribute(
        'href',
        '/insights/feed.json',
      );
    });
  });

  test('chips and search narrow the list and combine', async ({page}) => {
    await open(page, '/insights');
    for (const category of ['Technology', 'Materials', 'Residential']) {
      await chip(page, category).click();
      await expect(chip(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'false');
      await expect(cardTitles(page)).toHaveText(
        articles.filter((a) => a.category === category).map((a) => a.title),
      );
    }
    await chip(page, 'All').click();
    await search(page).fill('SOLAR');
    // "solar" appears in these two excerpts only.
    await expect(cardTitles(page)).toHaveText([
      /^Smart Homes in Kenya/,
      /^Sustainable Building Practices/,
    ]);
    await chip(page, 'Technology').click();
    await expect(cardTitles(page)).toHaveText([/^Smart Homes in Kenya/]);
    await search(page).fill('permits');
    await chip(page, 'Regulations').click();
    await expect(cardTitles(page)).toHaveText([/^Construction Permits in Kenya/]);
    await expect(page).toHaveURL(/[?&]category=regulations\b/);
    await expect(page).toHaveURL(/[?&]q=permits\b/);
  });

  test('no match shows the empty state, and its button resets search and category', async ({
    page,
  }) => {
    await open(page, '/insights');
    await chip(page, 'Regulations').click();
    await search(page).fill('solar');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', {name: 'No articles found'})).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't find any articles matching your current filters. Try adjusting your search criteria or browse all articles.",
      ),
    ).toBeVisible();
    await page.getByRole('button', {name: 'View All Articles'}).click();
    await expect(cards(page)).toHaveCount(articles.length);
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/insights$/);
  });

  test('the query string restores search and category', async ({page}) => {
    await open(page, '/insights?category=materials&q=stone');
    await expect(chip(page, 'Materials')).toHaveAttribute('aria-pressed', 'true');
    await expect(search(page)).toHaveValue('stone');
    await expect(cardTitles(page)).toHaveText([/^Cost-Effective Building Materials/]);

    await open(page, '/insights?category=gardening');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(articles.length);
  });
});

test.describe('an article', () => {
  for (const article of articles) {
    test(`${article.slug} opens with hero, contents, sharing, author and two related articles`, async ({
      page,
    }) => {
      await open(page, `/insights/${article.slug}`);
      const address = await canonical(page);
      expect(address).toMatch(new RegExp(`^https?://[^/]+/insights/${article.slug}$`));

      await expect(page.getByRole('heading', {level: 1})).toHaveText(article.title);
      await expect(page.getByRole('link', {name: insightArticle.back})).toHaveAttribute(
        'href',
        '/insights',
      );
      const hero = page.locator('article').first();
      await expect(hero.getByText(article.category, {exact: true}).first()).toBeVisible();
      await expect(hero.getByText(/^\d+ min read$/)).toBeVisible();
      const minutes = Number((await hero.getByText(/^\d+ min read$/).textContent())!.split(' ')[0]);
      expect(minutes).toBeGreaterThanOrEqual(6);
      expect(minutes).toBeLessThanOrEqual(10);
      await expect(hero.getByText(article.author, {exact: true}).first()).toBeVisible();
      await expect(hero.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

      const toc = page.getByRole('navigation', {name: insightArticle.tableOfContents});
      const tocLinks = toc.getByRole('link');
      expect(await tocLinks.count()).toBeGreaterThanOrEqual(4);
      for (const href of await tocLinks.evaluateAll((links) =>
        links.map((l) => l.getAttribute('href')!),
      )) {
        await expect(page.locator(href)).toHaveCount(1);
      }

      const share = page.getByRole('region', {name: insightArticle.shareTitle});
      const shareLinks = share.getByRole('link');
      await expect(shareLinks).toHaveCount(3);
      for (const link of await shareLinks.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        const href = (await link.getAttribute('href'))!;
        expect(href).toContain(new URLSearchParams({u: address}).toString().slice(2));
        expect(href).toContain(new URLSearchParams({t: article.title}).toString().slice(2));
      }
      await expect(shareLinks.nth(1)).toHaveAttribute(
        'href',
        /^https:\/\/x\.com\/intent\/post\?.*via=/,
      );
      await expect(share.getByRole('button', {name: insightArticle.shareButton})).toBeVisible();

      const author = page.getByRole('region', {name: insightArticle.authorTitle});
      await expect(author).toContainText(article.author);
      await expect(author).toContainText('Msingi Construction Ltd');

      const related = page.getByRole('region', {name: insightArticle.relatedTitle});
      const readLinks = related.getByRole('link', {
        name: new RegExp(`^${insightArticle.readArticle}`),
      });
      await expect(readLinks).toHaveCount(2);
      expect(
        await readLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual(article.related.map((slug) => `/insights/${slug}`));
      await related.scrollIntoViewIfNeeded();
      await expect(related.getByRole('listitem').nth(1)).toHaveCSS('opacity', '1');
    });
  }

  test('commercial-construction-trends covers the spec sections and relates to the two articles it names', async ({
    page,
  }) => {
    await open(page, '/insights/commercial-construction-trends');
    await expect(
      page.getByRole('navigation', {name: 'Table of Contents'}).getByRole('link'),
    ).toHaveText([
      'Green Building',
      'Technology Integration',
      'Flexible Workspace Design',
      'Retail Evolution',
      'Infrastructure Considerations',
      'Investment Trends',
      'Future Outlook',
      'Conclusion',
    ]);
    const related = page.getByRole('region', {name: 'Related Articles'});
    expect(
      await related
        .getByRole('link', {name: new RegExp(`^${insightArticle.readArticle}`)})
        .evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))),
    ).toEqual(['/insights/smart-homes-kenya', '/insights/sustainable-building-practices']);
    await expect(related.getByText('Technology', {exact: true})).toBeVisible();
    await expect(related.getByText('Sustainability', {exact: true})).toBeVisible();
  });

  test('a table-of-contents entry scrolls its section heading to 120 px below the top and marks it', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await open(page, '/insights/sustainable-building-practices');
    const entry = page
      .getByRole('navigation', {name: 'Table of Contents'})
      .getByRole('link')
      .nth(2);
    const id = (await entry.getAttribute('href'))!.slice(1);
    await entry.click();
    await expect
      .poll(() =>
        page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id),
      )
      .toBeGreaterThanOrEqual(118);
    await expect
      .poll(() =>
        page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id),
      )
      .toBeLessThanOrEqual(122);
    await expect(entry).toHaveAttribute('aria-current', 'location');
  });

  test('related cards fade in 0.1 s apart, and not at all when reduced motion is preferred', async ({
    page,
  }) => {
    await open(page, '/insights/smart-homes-kenya');
    const items = page.getByRole('region', {name: 'Related Articles'}).getByRole('listitem');
    await items.first().scrollIntoViewIfNeeded();
    await expect(items.nth(0)).toHaveCSS('animation-delay', '0s');
    await expect(items.nth(1)).toHaveCSS('animation-delay', '0.1s');
    await expect(items.nth(1)).toHaveCSS('opacity', '1');

    await page.emulateMedia({reducedMotion: 'reduce'});
    await open(page, '/insights/smart-homes-kenya');
    await expect(items.nth(1)).toHaveCSS('animation-name', 'none');
    await expect(items.nth(1)).toHaveCSS('opacity', '1');
  });

  test('without a native share sheet, Share copies the address and says so', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await open(page, '/insights/cost-effective-materials');
    const share = page.getByRole('region', {name: 'Share this article'});
    await share.getByRole('button', {name: 'Share'}).click();
    await expect(share.getByRole('status')).toHaveText('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page));
  });

  test('an unknown id shows the sustainable building practices article, noindex, canonical to it', async ({
    page,
  }) => {
    await open(page, '/insights/anything-else');
    const real = articles.find((a) => a.slug === 'sustainable-building-practices')!;
    await expect(page.getByRole('heading', {level: 1})).toHaveText(real.title);
    await expect(page.getByRole('navigation', {name: 'Table of Contents'})).toBeVisible();
    await expect(
      page
        .getByRole('region', {name: 'Related Articles'})
        .getByRole('link', {name: new RegExp(`^${insightArticle.readArticle}`)}),
    ).toHaveCount(2);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(new URL(await canonical(page)).pathname).toBe(
      '/insights/sustainable-building-practices',
    );
  });

  test('deeper unknown paths under /insights/ stay not found', async ({page}) => {
    await open(page, '/insights/tags/no-such-category');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('feeds', () => {
  for (const feed of ['rss.xml', 'atom.xml'] as const) {
    test(`${feed} parses and lists all six articles with category, content and image`, async ({
      page,
      request,
    }) => {
      const xml = await (await request.get(`/insights/${feed}`)).text();
      await open(page, '/insights');
      const entries = await page.evaluate(
        ({source, isRss}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          if (doc.querySelector('parsererror')) {
            return doc.querySelector('parsererror')!.textContent;
          }
          return Array.from(doc.querySelectorAll(isRss ? 'item' : 'entry')).map((item) => ({
            // Readers read an RSS title, and Atom's type="html" one, as HTML.
            title: new DOMParser().parseFromString(
              item.querySelector('title')!.textContent ?? '',
              'text/html',
            ).body.textContent,
            categories: Array.from(item.querySelectorAll('category')).map((c) =>
              isRss ? c.textContent : c.getAttribute('term'),
            ),
            content:
              (isRss
                ? item.getElementsByTagName('content:encoded')[0]
                : item.querySelector('content')
              )?.textContent ?? '',
            image: isRss ? item.querySelector('enclosure')?.getAttribute('url') : null,
          }));
        },
        {source: xml, isRss: feed === 'rss.xml'},
      );
      expect(Array.isArray(entries), String(entries)).toBe(true);
      const items = entries as {
        title: string;
        categories: string[];
        content: string;
        image: string | null;
      }[];
      expect(items.map((i) => [i.title, i.categories]).sort()).toEqual(
        articles.map((a) => [a.title, [a.category]]).sort(),
      );
      for (const item of items) {
        expect(item.content.length).toBeGreaterThan(5000);
        expect(item.content).toContain('<img src="https://images.unsplash.com/');
        if (feed === 'rss.xml') {
          expect(item.image).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
        }
      }
      expect(xml).toMatch(
        /^<\?xml[^>]*\?><\?xml-stylesheet type="text\/xsl" href="(rss|atom)\.xsl"\?>/,
      );
    });
  }

  test('feed.json parses and lists all six articles with category, content and image', async ({
    request,
  }) => {
    const feed = (await (await request.get('/insights/feed.json')).json()) as {
      items: {title: string; tags: string[]; content_html: string; image: unknown}[];
    };
    expect(feed.items.map((i) => [i.title, i.tags]).sort()).toEqual(
      articles.map((a) => [a.title, [a.category]]).sort(),
    );
    for (const item of feed.items) {
      expect(item.content_html.length).toBeGreaterThan(5000);
      expect(item.image).toEqual(expect.stringMatching(/^https:\/\/images\.unsplash\.com\/photo-/));
    }
  });

  test('every page announces the three feeds once in its head', async ({page}) => {
    for (const route of ['/', '/insights', '/insights/smart-homes-kenya']) {
      await open(page, route);
      for (const [type, href] of [
        ['application/rss+xml', '/insights/rss.xml'],
        ['application/atom+xml', '/insights/atom.xml'],
        ['application/json', '/insights/feed.json'],
      ]) {
        await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
          'href',
          href!,
        );
      }
    }
  });
});

test.describe('category and author pages', () => {
  test('a category page lists its articles as cards', async ({page}) => {
    await open(page, '/insights/tags/technology');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('One article in "Technology"');
    await expect(page.getByRole('article').getByRole('heading', {level: 2})).toHaveText(
      articles.filter((a) => a.category === 'Technology').map((a) => a.title),
    );
  });

  test('an author page lists their articles', async ({page}) => {
    await open(page, '/insights/authors');
    await page.getByRole('link', {name: /Grace Wanjiku/}).click();
    await expect(page).toHaveURL(/\/insights\/authors\/gracewanjiku$/);
    // The client-side navigation renders the new page after the URL changes: wait for its cards.
    const expected = articles
      .filter((a) => a.author === 'Grace Wanjiku')
      .map((a) => a.title)
      .sort();
    await expect
      .poll(async () =>
        (await page.getByRole('article').getByRole('heading', {level: 2}).allTextContents()).sort(),
      )
      .toEqual(expected);
  });
});

// The list and every article are in the route sweep (a11y.spec.ts); the empty state is a state of its own.
test('the empty list is axe clean at both widths in both colour modes', async ({page}) => {
  await open(page, '/insights?category=regulations&q=solar');
  await expect(page.getByRole('heading', {name: 'No articles found'})).toBeVisible();
  await expectNoAxeViolationsInEveryMode(page, page.locator('main'));
});
