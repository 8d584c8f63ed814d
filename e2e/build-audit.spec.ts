/**
 * Checks of the built HTML itself, page by page, without a browser: links and anchors resolve,
 * every page is findable (title, description, canonical, social card), structured data is
 * valid, images reserve their box, and the markup validates.
 */
import fs from 'node:fs';
import path from 'node:path';
import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import {test, expect, builtPages} from './fixtures';
import {hostileArticle, hostileCaseStudy} from '../scripts/hostileFixture';
import {fixtureArticle} from '../scripts/photoFixture';
import sharp from 'sharp';
import htmlValidateConfig from '../.htmlvalidate.cjs';
import {readArticleFiles, readPageFiles} from '../src/test/pageFiles';
import {siteCardPath, socialCardPath} from '../src/lib/socialCards';
import {editionOf, editions} from './editions';
import {listingPaths} from '../src/data/listingPages';
import {imageServiceOrigin} from '../src/lib/imageService';

const root = path.join(__dirname, '..');
const buildDir = path.join(root, 'build');
/** Built without HTML minification (and without e-mail settings): what html-validate reads. */
const unminifiedDir = path.join(root, 'build-no-email');

const built = builtPages(buildDir);
/** The address the build gave the site (robots.txt names its sitemap there). */
const siteUrl = /^Sitemap: (https:\/\/[^/\s]+)\//m.exec(
  fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8'),
)![1]!;
const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
const meta = (html: string, key: string) =>
  tags(html, 'meta').find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
const ids = (html: string) => new Set(tags(html, '[a-z0-9-]+').flatMap((t) => attr(t, 'id') ?? []));
const decode = (href: string) => href.replace(/&amp;/g, '&');

function resolveFile(pathname: string): string | undefined {
  const base = path.join(buildDir, decodeURIComponent(pathname));
  return [base, `${base}.html`, path.join(base, 'index.html')].find(
    (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
  );
}

test('every internal link and #anchor resolves, and no link is a dead "#"', () => {
  expect(built.length).toBeGreaterThan(30);
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!idsByFile.has(file)) {
      idsByFile.set(file, ids(fs.readFileSync(file, 'utf8')));
    }
    return idsByFile.get(file)!;
  };
  const broken: string[] = [];
  for (const page of built) {
    for (const tag of tags(page.html, 'a')) {
      const href = attr(tag, 'href');
      if (href === undefined || /^(https?:|mailto:|tel:|\/\/)/.test(href)) {
        continue;
      }
      if (href === '' || href === '#') {
        broken.push(`${page.route}: empty link "${href}"`);
        continue;
      }
      const url = new URL(decode(href), `https://site.invalid${page.route}`);
      const target = href.startsWith('#') ? page.file : resolveFile(url.pathname);
      if (!target) {
        broken.push(`${page.route}: ${href} (no such page)`);
      } else if (
        url.hash &&
        target.endsWith('.html') &&
        !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))
      ) {
        broken.push(`${page.route}: ${href} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});

/** The pages offered to search engines: those in sitemap.xml. */
const indexable = new Set(
  [
    ...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((m) => new URL(m[1]!).pathname),
);

test('every indexable page has its own title and description, a canonical URL and a social card', () => {
  expect(indexable.size).toBeGreaterThan(30);
  const problems: string[] = [];
  const seen = {title: new Map<string, string>(), description: new Map<string, string>()};
  for (const page of built.filter((p) => indexable.has(p.route))) {
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
    const description = attr(meta(page.html, 'description') ?? '', 'content') ?? '';
    const canonical = tags(page.html, 'link').find((t) => attr(t, 'rel') === 'canonical');
    if (!title) problems.push(`${page.route}: no title`);
    if (title.length > 70) problems.push(`${page.route}: title longer than 70 characters`);
    if (description.length < 50) problems.push(`${page.route}: description missing or too short`);
    if (!canonical) problems.push(`${page.route}: no canonical link`);
    for (const key of ['og:title', 'og:description', 'og:image', 'twitter:card', 'twitter:image']) {
      if (!attr(meta(page.html, key) ?? '', 'content')) problems.push(`${page.route}: no ${key}`);
    }
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const other = seen[kind].get(value);
      if (other) problems.push(`${page.route}: same ${kind} as ${other}`);
      seen[kind].set(value, page.route);
    }
  }
  expect(problems).toEqual([]);
});

/** Pages with a generated card of their own: every article, case study and service, from their files. */
const ownCardRoutes = [
  ...readArticleFiles<{slug: string; draft?: boolean}>()
    .filter(({frontMatter}) => !frontMatter.draft)
    .map(({frontMatter}) => `/insights/${frontMatter.slug}`),
  ...readPageFiles('pages/case-study').map(({id}) => `/case-study/${id}`),
  ...readPageFiles('pages/services').map(({id}) => `/services/${id}`),
];

test('every indexable page previews as a 1200 × 630 card of at most 150 KB, described, its own where it has one', async () => {
  const problems: string[] = [];
  const checked = new Map<string, string>();
  for (const page of built.filter((p) => indexable.has(p.route))) {
    const image = attr(meta(page.html, 'og:image') ?? '', 'content') ?? '';
    // Each edition has its own cards, in its own words, named after the route within it.
    const {edition, path: route} = editionOf(page.route);
    const expected = `${edition.prefix}${ownCardRoutes.includes(route) ? socialCardPath(route) : siteCardPath}`;
    if (image !== `${siteUrl}${expected}`)
      problems.push(`${page.route}: og:image ${image}, not ${expected}`);
    if (attr(meta(page.html, 'twitter:image') ?? '', 'content') !== image)
      problems.push(`${page.route}: twitter:image differs`);
    for (const [key, value] of [
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
    ]) {
      if (attr(meta(page.html, key!) ?? '', 'content') !== value)
        problems.push(`${page.route}: ${key} is not ${value}`);
    }
    for (const key of ['og:image:alt', 'twitter:image:alt']) {
      if ((attr(meta(page.html, key) ?? '', 'content') ?? '').length < 20)
        problems.push(`${page.route}: no ${key}`);
    }
    if (!checked.has(expected)) {
      const file = path.join(buildDir, expected);
      const card = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
      const {format, width, height} = card.length
        ? await sharp(card).metadata()
        : {format: 'missing', width: 0, height: 0};
      checked.set(
        expected,
        `${format} ${width}×${height}${card.length > 150 * 1024 ? ` ${card.length} bytes` : ''}`,
      );
    }
  }
  expect(problems).toEqual([]);
  expect([...checked.values()].filter((v) => v !== 'jpeg 1200×630')).toEqual([]);
  expect(checked.size).toBe(editions.length * (ownCardRoutes.length + 1));
});

test('sitemap.xml lists every page with its last modification, and robots.txt points at it', () => {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(30);
  expect(urls.filter((u) => !/<lastmod>\d{4}-\d{2}-\d{2}/.test(u))).toEqual([]);
  expect(fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8')).toMatch(
    /^Sitemap: https:\/\/.+\/sitemap\.xml$/m,
  );
});

test('the listing pages are out of sitemap.xml, and each is a page of every edition', () => {
  const routes = new Set(built.map((page) => page.route));
  for (const edition of editions) {
    for (const listing of listingPaths) {
      expect(routes.has(`${edition.prefix}${listing}`), `${edition.prefix}${listing}`).toBe(true);
    }
  }
  const listed = [...indexable].filter((route) =>
    listingPaths.some((listing) => {
      const within = editionOf(route).path;
      return within === listing || within.startsWith(`${listing}/`);
    }),
  );
  expect(listed).toEqual([]);
});

test('every page carries valid JSON-LD: the company everywhere, services, breadcrumbs, articles', () => {
  const problems: string[] = [];
  for (const page of built) {
    const blocks = [
      ...page.html.matchAll(
        /<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi,
      ),
    ];
    const types: string[] = [];
    for (const [, json] of blocks) {
      try {
        const data = JSON.parse(json!) as Record<string, unknown>;
        if (data['@context'] !== 'https://schema.org' || !data['@type']) {
          problems.push(`${page.route}: JSON-LD without schema.org @context or @type`);
        }
        types.push(String(data['@type']));
        if (data['@type'] === 'GeneralContractor') {
          for (const key of [
            'name',
            'address',
            'telephone',
            'openingHoursSpecification',
            'areaServed',
            'hasCredential',
          ]) {
            if (!data[key]) problems.push(`${page.route}: GeneralContractor without ${key}`);
          }
        }
        if (
          data['@type'] === 'BreadcrumbList' &&
          !(Array.isArray(data.itemListElement) && data.itemListElement.length >= 2)
        ) {
          problems.push(`${page.route}: BreadcrumbList without items`);
        }
      } catch {
        problems.push(`${page.route}: JSON-LD that does not parse`);
      }
    }
    if (!types.includes('GeneralContractor')) problems.push(`${page.route}: no GeneralContractor`);
    const route = editionOf(page.route).path;
    if (/^\/services\/[a-z-]+$/.test(route) && !types.includes('Service'))
      problems.push(`${page.route}: no Service`);
    if (/^\/(services|case-study)\/[a-z-]+$/.test(route) && !types.includes('BreadcrumbList')) {
      problems.push(`${page.route}: no BreadcrumbList`);
    }
    if (
      /^\/insights\/[a-z0-9-]+$/.test(route) &&
      page.html.includes('__blog-post-container') &&
      !types.includes('BlogPosting')
    ) {
      problems.push(`${page.route}: no BlogPosting`);
    }
  }
  expect(problems).toEqual([]);
});

test('headings never skip a level, so their outline reads as a table of contents', () => {
  const skips = built.flatMap((page) => {
    const levels = [...page.html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]));
    return levels.flatMap((level, i) =>
      level > (levels[i - 1] ?? 0) + 1 ? [`${page.route}: h${levels[i - 1] ?? 0} → h${level}`] : [],
    );
  });
  expect(skips).toEqual([]);
});

test('every image reserves its box with width and height', () => {
  const missing = built.flatMap((page) =>
    tags(page.html, 'img')
      .filter((t) => !attr(t, 'width') || !attr(t, 'height'))
      .map((t) => `${page.route}: ${attr(t, 'src')}`),
  );
  expect(missing).toEqual([]);
});

test('the HTML of every page validates', async () => {
  const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));
  const checked = builtPages(unminifiedDir);
  // Every page of the site, and the second build's own: the article with a writer's photos (its
  // pictures validated too), and the article and case study of writers' words that look like code.
  const fixtureRoutes = editions.flatMap(({prefix}) => [
    `${prefix}/insights/${fixtureArticle.slug}`,
    `${prefix}/insights/${hostileArticle.slug}`,
    `${prefix}/case-study/${hostileCaseStudy.id}`,
  ]);
  expect(checked.map((page) => page.route).sort()).toEqual(
    [...built.map((page) => page.route), ...fixtureRoutes].sort(),
  );
  // The hostile words are long once escaped; a page title's length is no concern of those pages.
  const hostileRoutes = new Set(
    fixtureRoutes.filter((route) => !route.endsWith(fixtureArticle.slug)),
  );
  hostileRoutes.add(`/insights/authors/${hostileArticle.author.key}`);
  const problems: string[] = [];
  for (const page of checked) {
    const report = await validator.validateString(page.html, page.file);
    const messages = report.results.flatMap((r) => r.messages);
    for (const message of messages.filter(
      (m) => !(m.ruleId === 'long-title' && hostileRoutes.has(page.route)),
    )) {
      problems.push(
        `${page.route}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
      );
    }
  }
  expect(problems).toEqual([]);
});

test('only the first photo of a page loads eagerly; the rest wait until they are near the screen', () => {
  const problems = built.flatMap((page) => {
    const main = /<main\b[\s\S]*<\/main>/i.exec(page.html)?.[0] ?? '';
    const eager = tags(main, 'img').filter((t) => attr(t, 'loading') !== 'lazy');
    return eager.length > 1 ? [`${page.route}: ${eager.length} eager images`] : [];
  });
  expect(problems).toEqual([]);
});

test('where the first photo of a page is a stock photo, its connection starts from the head', () => {
  const stockHeroes = built.filter((page) => {
    const main = /<main\b[\s\S]*<\/main>/i.exec(page.html)?.[0] ?? '';
    const hero = tags(main, 'img').find((t) => attr(t, 'fetchpriority') === 'high');
    return hero && new URL(attr(hero, 'src')!, siteUrl).origin === imageServiceOrigin;
  });
  // Home, services, case studies, articles, contact…: most pages open with one.
  expect(stockHeroes.length).toBeGreaterThan(20);
  const cold = stockHeroes.filter((page) => {
    const head = /<head>[\s\S]*<\/head>/i.exec(page.html)?.[0] ?? '';
    return !tags(head, 'link').some(
      (t) => attr(t, 'rel') === 'preconnect' && attr(t, 'href') === imageServiceOrigin,
    );
  });
  expect(cold.map((page) => page.route)).toEqual([]);
});

test('nothing from another host blocks rendering', () => {
  const problems = built.flatMap((page) => {
    const head = /<head>[\s\S]*<\/head>/i.exec(page.html)?.[0] ?? '';
    const blocking = [
      ...tags(head, 'script')
        .filter((t) => attr(t, 'src') && !/\b(defer|async)\b/.test(t))
        .map((t) => attr(t, 'src')!),
      ...tags(head, 'link')
        .filter((t) => attr(t, 'rel') === 'stylesheet')
        .map((t) => attr(t, 'href')!),
    ];
    return blocking
      .filter((url) => /^(https?:)?\/\//.test(url))
      .map((url) => `${page.route}: ${url}`);
  });
  expect(problems).toEqual([]);
});

test("no page's JavaScript carries code for what the site does not show: Prism, the docs plugin", () => {
  // Prism colours program code, which no page shows; the docs plugin is off, and its client
  // code (its storage key's prefix marks it) was reached through the theme.
  const unused = {Prism: /\bPrism\b/, 'the docs plugin': /docs-preferred-version-/};
  for (const {prefix} of editions) {
    const scriptsDir = path.join(buildDir, prefix, 'assets', 'js');
    const main = fs.readdirSync(scriptsDir).filter((file) => /^main\.[\w]+\.js$/.test(file));
    expect(main, `${prefix || 'default'} edition's main bundle`).toHaveLength(1);
    const scripts = fs
      .readdirSync(scriptsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({file, text: fs.readFileSync(path.join(scriptsDir, file), 'utf8')}));
    const carried = Object.entries(unused).flatMap(([what, marker]) =>
      scripts.filter(({text}) => marker.test(text)).map(({file}) => `${what}: ${file}`),
    );
    expect(carried).toEqual([]);
  }
});

test("every page's first script leaves the quote form's fields to the pages with the form", () => {
  // The outbox's notice, on every page, shows the form's outcome words (src/data/quoteOutcome.ts);
  // the form's table of fields (src/data/quoteForm.ts) is in the chunks of the form's pages.
  for (const {prefix} of editions) {
    const scriptsDir = path.join(buildDir, prefix, 'assets', 'js');
    const [main] = fs.readdirSync(scriptsDir).filter((file) => /^main\.[\w]+\.js$/.test(file));
    const script = fs.readFileSync(path.join(scriptsDir, main!), 'utf8');
    const edition = `${prefix || 'default'} edition's main bundle`;
    expect(/\bid:"quote\.outcome\.successTitle"/.test(script), `${edition}: the outcome`).toBe(
      true,
    );
    expect(/\bid:"quote\.field\./.test(script), `${edition}: the fields`).toBe(false);
  }
});

test("the English pages' scripts carry no second copy of the site's words; each translation's carry it", () => {
  // i18n/en/code.json is the code's own messages, written out for the translators, and
  // Docusaurus's (`theme.*`), some worded the site's way: only those are the English build's.
  const ids = Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, 'i18n', 'en', 'code.json'), 'utf8')) as object,
  );
  expect(ids.length).toBeGreaterThan(100);
  for (const {locale, prefix} of editions) {
    const scriptsDir = path.join(buildDir, prefix, 'assets', 'js');
    const [main] = fs.readdirSync(scriptsDir).filter((file) => /^main\.[\w]+\.js$/.test(file));
    const script = fs.readFileSync(path.join(scriptsDir, main!), 'utf8');
    // A table of messages holds each id as a key: `"quote.title":"…"`.
    const tabled = ids.filter((id) => script.includes(`${JSON.stringify(id)}:`));
    if (locale === 'en') {
      expect(
        tabled.filter((id) => !id.startsWith('theme.')),
        "the site's own message ids tabled in the English main script",
      ).toEqual([]);
    } else {
      expect(tabled.length, `${locale} messages tabled in its main script`).toBe(ids.length);
    }
  }
});

test("every page's first scripts ask to be compiled while they download, and only those", () => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const problems = built.flatMap((page) => {
    const entry = tags(page.html, 'script')
      .flatMap((t) => attr(t, 'src') ?? [])
      .filter((src) => /\/(main|runtime~main)\.\w+\.js$/.test(src));
    return [
      ...(entry.length === 2 ? [] : [`${page.route}: ${entry.length} entry scripts`]),
      ...entry
        .filter((src) => !fs.readFileSync(path.join(buildDir, src), 'utf8').startsWith(hint))
        .map((src) => `${page.route}: ${src} without the hint`),
    ];
  });
  expect(problems).toEqual([]);
  // A route's own chunk runs only part of what it holds: compiling all of it would be waste.
  for (const {prefix} of editions) {
    const scriptsDir = path.join(buildDir, prefix, 'assets', 'js');
    const hinted = fs
      .readdirSync(scriptsDir)
      .filter(
        (file) =>
          file.endsWith('.js') &&
          fs.readFileSync(path.join(scriptsDir, file), 'utf8').startsWith(hint),
      );
    expect(hinted.map((file) => file.replace(/\.\w+\.js$/, ''))).toEqual(['main', 'runtime~main']);
  }
});
