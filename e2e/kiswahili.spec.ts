/**
 * The Kiswahili edition in a browser: the language switch, what search engines are told, and the
 * main flows (navigation, filters, the quote wizard with its errors and payload, the estimator)
 * in Swahili, with the words read from i18n/sw/code.json and the translated content files.
 */
import type {Page} from '@playwright/test';
import {test, expect, open, builtRoutes, viewports} from './fixtures';
import {editions, editionOf, swahili, wordsOf} from './editions';
import {caseStudyFilesOf, titles} from './caseStudyFiles';
import {
  interceptEmailJs,
  ok,
  sendTime,
  startTime,
  visitor,
  visitorTemplateParams,
  referenceOf,
} from './quoteWizard';
import {company} from '../src/data/company';
import {readPageFile} from '../src/test/pageFiles';

const [english, kiswahili] = editions as [(typeof editions)[number], (typeof editions)[number]];
const siteUrl = 'https://www.msingi-construction.example';

test('the site is built in English at / and in Kiswahili at /sw/, with the same routes', () => {
  expect(editions.map(({locale, prefix, htmlLang}) => [locale, prefix, htmlLang])).toEqual([
    ['en', '', 'en-KE'],
    ['sw', '/sw', 'sw-KE'],
  ]);
  const routesOf = (edition: typeof english) =>
    builtRoutes()
      .map(editionOf)
      .filter((route) => route.edition === edition)
      .map((route) => route.path);
  expect(routesOf(english).length).toBeGreaterThan(30);
  expect(routesOf(kiswahili)).toEqual(routesOf(english));
});

test.describe('the language switch', () => {
  test('on a computer, leads to the same page in the other language, query string kept', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await open(page, '/projects?category=industrial');
    await page.getByRole('button', {name: 'Language: English'}).click();
    await page.getByRole('link', {name: 'Kiswahili'}).click();
    await expect(page).toHaveURL(/\/sw\/projects\?category=industrial$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(swahili('projects.page.title'));

    await page
      .getByRole('button', {name: swahili('navbar.language.label', {language: 'Kiswahili'})})
      .click();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/projects\?category=industrial$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
  });

  test('on a phone, sits in the menu and does the same', async ({page}) => {
    await page.setViewportSize(viewports.phone);
    await open(page, '/sw/pricing');
    await page
      .getByRole('button', {name: swahili('theme.docs.sidebar.toggleSidebarButtonAriaLabel')})
      .click();
    const menu = page.locator('.navbar-sidebar');
    // A native button opens the list of editions, and each edition is a real link.
    const languages = menu.getByRole('button', {
      name: swahili('theme.navbar.mobileLanguageDropdown.label'),
    });
    expect(await languages.evaluate((element) => element.tagName)).toBe('BUTTON');
    await expect(languages).toHaveAttribute('aria-expanded', 'false');
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('a[href="#"], a[role="button"]')).toHaveCount(0);
    const english = menu.getByRole('link', {name: 'English'});
    await expect(english).toHaveAttribute('href', '/pricing');
    await english.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
  });
});

test('every page names its canonical address, its alternates in both languages and its locale', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/pricing',
    '/case-study/runda-luxury-mansion',
    '/insights/construction-permits-guide',
  ]) {
    for (const edition of editions) {
      const html = await (await request.get(`${edition.prefix}${path}`)).text();
      const address = (prefix: string) => `${siteUrl}${prefix}${path}`;
      const other = edition === english ? kiswahili : english;
      expect(html, `${edition.prefix}${path} canonical`).toMatch(
        new RegExp(`<link[^>]* rel=canonical href=${address(edition.prefix)} `),
      );
      for (const [hreflang, prefix] of [
        ['en-KE', ''],
        ['sw-KE', '/sw'],
        ['x-default', ''],
      ] as const) {
        expect(html, `${edition.prefix}${path} ${hreflang}`).toContain(
          `rel=alternate href=${address(prefix)} hreflang=${hreflang} `,
        );
      }
      expect(html).toContain(`property=og:locale content=${edition.htmlLang.replace('-', '_')} `);
      expect(html).toContain(
        `property=og:locale:alternate content=${other.htmlLang.replace('-', '_')} `,
      );
    }
  }
});

test('sitemap.xml lists every page of both editions, each with its alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => [
      new URL(loc!).pathname,
      rest!,
    ]),
  );
  const englishPaths = [...entries.keys()].filter((path) => !path.startsWith('/sw/'));
  expect(englishPaths.length).toBeGreaterThan(30);
  for (const path of englishPaths) {
    expect(entries.has(`/sw${path}`), `/sw${path} in sitemap.xml`).toBe(true);
    for (const entry of [entries.get(path), entries.get(`/sw${path}`)]) {
      expect(entry).toContain(`hreflang="en-KE" href="${siteUrl}${path}"`);
      expect(entry).toContain(`hreflang="sw-KE" href="${siteUrl}/sw${path}"`);
      expect(entry).toContain(`hreflang="x-default" href="${siteUrl}${path}"`);
    }
  }
  expect(entries.size).toBe(2 * englishPaths.length);
});

/**
 * What a visitor reads in the frame and the controls: the header and footer, buttons, form
 * labels and placeholders, as lines of text.
 */
const interfaceWords = (page: Page) =>
  page.evaluate(() => {
    const lines = new Set<string>();
    const add = (text: string | null | undefined) =>
      (text ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .forEach((line) => lines.add(line));
    document.querySelectorAll<HTMLElement>('nav.navbar, footer').forEach((el) => add(el.innerText));
    document
      .querySelectorAll<HTMLElement>('main button, main label, main legend, main summary')
      .forEach((el) => {
        add(el.innerText);
        add(el.getAttribute('aria-label'));
      });
    document
      .querySelectorAll('main [placeholder]')
      .forEach((el) => add(el.getAttribute('placeholder')));
    return [...lines];
  });

/** Lines that read the same in every language: names, numbers, addresses. */
const sameInEveryLanguage = new Set<string>([
  company.name,
  company.shortName,
  company.address.display,
  'English',
  'Kiswahili',
  'WhatsApp',
  ...company.socialProfiles.map(({label}) => label),
  ...company.emails.map(({address}) => address),
]);
const isNameOrNumber = (line: string) =>
  sameInEveryLanguage.has(line) || !/[a-z]{3}/i.test(line.replace(/\S+@\S+|KSh|m²/g, ''));

test.describe('no English interface words on a Swahili page', () => {
  const routes = [
    '/',
    '/about',
    '/services',
    '/services/industrial',
    '/projects',
    '/gallery',
    '/case-study/runda-luxury-mansion',
    '/insights',
    '/insights/construction-permits-guide',
    '/pricing',
    '/certification',
    '/contact',
    '/cost-estimator',
    '/sitemap',
    '/no-such-page',
  ];
  for (const route of routes) {
    test(route, async ({page}) => {
      await page.setViewportSize(viewports.desktop);
      await open(page, route);
      const englishLines = new Set(await interfaceWords(page));
      await open(page, `/sw${route === '/' ? '/' : route}`);
      const swahiliLines = await interfaceWords(page);
      expect(swahiliLines.length).toBeGreaterThan(10);
      expect(
        swahiliLines.filter((line) => englishLines.has(line) && !isNameOrNumber(line)),
      ).toEqual([]);
    });
  }
});

test('the header leads from page to page within the Kiswahili edition', async ({page}) => {
  await page.setViewportSize(viewports.desktop);
  const {headerLinks, quoteLink} = wordsOf<typeof import('../src/data/navigation')>(
    kiswahili,
    '../src/data/navigation',
  );
  await open(page, '/sw/about');
  for (const link of [...headerLinks, quoteLink]) {
    await page.locator('nav.navbar').getByRole('link', {name: link.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`/sw${link.to === '/' ? '/' : link.to}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
});

test('the project filters work in Kiswahili, with the case studies in Swahili', async ({page}) => {
  const studies = caseStudyFilesOf(kiswahili);
  const region = page.getByRole('region', {name: swahili('projects.list.title')});
  const cardTitles = async () =>
    (await region.getByRole('listitem').getByRole('heading', {level: 3}).allTextContents()).sort();
  const filter = (name: string) =>
    page
      .getByRole('group', {name: swahili('projects.filter.label')})
      .getByRole('button', {name, exact: true});
  await open(page, '/sw/projects');
  expect(await cardTitles()).toEqual(titles(studies));
  await expect(page.getByRole('status')).toHaveText(
    swahili('projects.count.all', {total: 9, count: 9}),
  );
  const industrial = studies.filter((study) => study.category === 'Industrial');
  await filter(swahili('caseStudy.category.industrial')).click();
  await expect.poll(cardTitles).toEqual(titles(industrial));
  await expect(page).toHaveURL(/\/sw\/projects\?category=industrial$/);
  await expect(page.getByRole('status')).toHaveText(
    swahili('projects.count.some', {shown: industrial.length, total: 9, count: 9}),
  );
  await region
    .getByRole('link', {name: `${swahili('projects.card.link')}: ${industrial[0]!.title}`})
    .click();
  await expect(page).toHaveURL(new RegExp(`/sw/case-study/${industrial[0]!.id}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(industrial[0]!.title);
});

test.describe('the quote wizard in Kiswahili', () => {
  const form = (page: Page) => page.getByRole('form', {name: swahili('quote.form.label')});
  const heading = (page: Page, step: number, titleId: string) =>
    form(page).getByRole('heading', {
      level: 3,
      name: swahili('quote.step.heading', {step, count: 4, title: swahili(titleId)}),
    });
  const next = (page: Page) =>
    form(page)
      .getByRole('button', {name: swahili('quote.button.next')})
      .click();

  test('checks each step with Swahili messages', async ({page}) => {
    await open(page, '/sw/contact');
    await form(page).getByLabel(swahili('quote.field.phone.label')).fill('0722 12');
    await next(page);
    const summary = form(page).getByRole('alert');
    await expect(summary).toContainText(swahili('quote.errorSummary.title'));
    await expect(summary.getByRole('link')).toHaveText([
      swahili('quote.field.firstName.error.required'),
      swahili('quote.field.lastName.error.required'),
      swahili('email.address.error.required'),
      swahili('quote.field.phone.error.invalid'),
    ]);
    await summary.getByRole('link', {name: swahili('quote.field.phone.error.invalid')}).click();
    await expect(form(page).getByLabel(swahili('quote.field.phone.label'))).toBeFocused();
    await expect(form(page).getByLabel(swahili('quote.field.phone.label'))).toHaveValue('0722 12');
  });

  test('sends the same fields and values as in English, in Swahili words, naming the language', async ({
    page,
  }) => {
    const requests = await interceptEmailJs(page, ok);
    await page.clock.setFixedTime(startTime);
    await open(page, '/sw/contact');
    const f = form(page);
    await f.getByLabel(swahili('quote.field.firstName.label')).fill(visitor.firstName);
    await f.getByLabel(swahili('quote.field.lastName.label')).fill(visitor.lastName);
    await f.getByLabel(swahili('quote.field.email.label')).fill(visitor.email);
    await f.getByLabel(swahili('quote.field.phone.label')).fill(visitor.phone);
    await f.getByLabel(swahili('quote.field.city.label')).fill(visitor.city);
    await f.getByRole('radio', {name: 'WhatsApp'}).check();
    await next(page);
    await expect(heading(page, 2, 'quote.step.project.title')).toBeFocused();
    await f
      .getByLabel(swahili('quote.field.projectType.label'))
      .selectOption({label: swahili('quote.option.projectType.residential')});
    await f
      .getByLabel(swahili('quote.field.projectDescription.label'))
      .fill(visitor.projectDescription);
    await f
      .getByLabel(swahili('quote.field.budget.label'))
      .selectOption({label: swahili('quote.option.budget.10m-25m')});
    await next(page);
    await expect(heading(page, 3, 'quote.step.preferences.title')).toBeFocused();
    await f
      .getByLabel(swahili('quote.field.hearAbout.label'))
      .selectOption({label: swahili('quote.option.hearAbout.referral')});
    await f.getByLabel(swahili('quote.field.address.label')).fill(visitor.address);
    await f.getByLabel(swahili('quote.field.termsAccepted.label')).check();
    await next(page);
    await expect(heading(page, 4, 'quote.step.review.title')).toBeFocused();
    await page.clock.setFixedTime(sendTime);
    await f.getByRole('button', {name: swahili('quote.button.submit')}).click();
    await expect(
      f.getByRole('heading', {level: 3, name: swahili('quote.outcome.successTitle')}),
    ).toBeFocused();

    expect(requests).toHaveLength(1);
    const reference = referenceOf(requests[0]!);
    // The reference shown to the visitor, in Kiswahili, is the one staff receive.
    await expect(f).toContainText(swahili('quote.outcome.reference', {reference}));
    const row = (labelId: string, value: string) => `${swahili(labelId)}: ${value}`;
    const fullMessage = [
      `Reference: ${reference}`,
      '',
      swahili('quote.summary.title'),
      '',
      `${swahili('quote.summary.submitted')}: 2 March 2026 at 10:30 EAT`,
      '',
      'Language: Kiswahili',
      '',
      swahili('quote.step.personal.title'),
      row('quote.field.firstName.review', `${visitor.firstName} ${visitor.lastName}`),
      row('quote.field.email.review', visitor.email),
      row('quote.field.phone.review', visitor.phoneE164),
      row('quote.field.city.review', visitor.city),
      row('quote.field.preferredContact.review', 'WhatsApp'),
      '',
      swahili('quote.step.project.title'),
      row('quote.field.projectType.review', swahili('quote.option.projectType.residential')),
      row('quote.field.projectDescription.review', visitor.projectDescription),
      row('quote.field.budget.review', swahili('quote.option.budget.10m-25m')),
      row('quote.field.timeline.review', swahili('quote.review.notSpecified')),
      '',
      swahili('quote.step.preferences.title'),
      row('quote.field.hearAbout.review', swahili('quote.option.hearAbout.referral')),
      row('quote.field.address.review', visitor.address),
      row('quote.field.communicationsConsent.review', swahili('quote.review.no')),
      row('quote.field.termsAccepted.review', swahili('quote.review.accepted')),
    ].join('\n');
    expect(requests[0]!.postDataJSON().template_params).toEqual(
      visitorTemplateParams(fullMessage, 'Kiswahili', reference),
    );
  });
});

test('the cost estimator works in Kiswahili: inputs, the figure, and a Swahili message for bad input', async ({
  page,
}) => {
  await open(page, '/sw/cost-estimator?type=bungalow&area=abc');
  const area = page.getByLabel(swahili('estimator.field.area.label'));
  await expect(area).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(swahili('estimator.field.area.error', {min: '10', max: '100,000'})),
  ).toBeVisible();
  const result = page.getByRole('region', {name: swahili('estimator.result.title')});
  await expect(result).not.toContainText(/KSh|NaN/);

  await area.fill('150');
  await page
    .getByLabel(swahili('estimator.field.type.label'), {exact: true})
    .selectOption({label: swahili('estimator.type.maisonette')});
  await page.getByRole('radio', {name: swahili('estimator.finish.highEnd')}).check();
  await page.getByRole('checkbox', {name: swahili('estimator.extra.borehole')}).check();
  await expect(page).toHaveURL(
    /\/sw\/cost-estimator\?type=maisonette&area=150&storeys=2&finish=high-end&location=nairobi&borehole=1$/,
  );
  const total = result.getByRole('definition');
  await expect(total).toHaveText(/^KSh [\d,]+ – KSh [\d,]+$/);
  await expect(
    page.getByRole('status').filter({
      hasText: swahili('estimator.result.updated', {range: (await total.textContent())!}),
    }),
  ).toBeAttached();
  await expect(
    result.getByRole('listitem').filter({hasText: swahili('estimator.phase.foundation')}),
  ).toContainText(/\d+%KSh/);
});

test.describe('unknown ids under /sw/ fall back as they do in English, in Swahili', () => {
  const pages = [
    {
      unknown: '/sw/services/swimming-pools',
      real: '/sw/services/residential',
      file: 'docusaurus-plugin-content-pages/services/residential.mdx',
    },
    {
      unknown: '/sw/case-study/anything-else',
      real: '/sw/case-study/nairobi-heights',
      file: 'docusaurus-plugin-content-pages/case-study/nairobi-heights.mdx',
    },
    {
      unknown: '/sw/insights/anything-else',
      real: '/sw/insights/sustainable-building-practices',
      file: 'docusaurus-plugin-content-blog/2025-08-21-sustainable-building-practices/index.mdx',
    },
  ];
  for (const {unknown, real, file} of pages) {
    test(unknown, async ({page}) => {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
      const {title} = readPageFile<{title: string}>(`i18n/sw/${file}`).frontMatter;
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${siteUrl}${real}`,
      );
    });
  }
});

test('people are named with their honorific in Swahili, the name itself as written', async ({
  page,
  request,
}) => {
  const {fullName} = wordsOf<typeof import('../src/lib/people')>(kiswahili, '../src/lib/people');
  const david = fullName({name: 'David Mwangi', honorific: 'eng'});
  expect(david).toBe(`${swahili('person.honorific.eng')} David Mwangi`);

  await open(page, '/sw/about');
  await expect(page.locator('main')).toContainText(david);

  await open(page, '/sw/case-study/runda-luxury-mansion');
  const main = page.locator('main');
  await expect(main).toContainText(fullName({name: 'James Kariuki', honorific: 'dr'}));
  await expect(main).toContainText(fullName({name: 'Kevin Mutua', honorific: 'eng'}));
  await expect(main).not.toContainText(/\b(Eng|Dr)\. /);

  // The article, its structured data, the writer's page and the feed, as the blog shows writers.
  await open(page, '/sw/insights/construction-permits-guide');
  await expect(page.locator('main')).toContainText(david);
  const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structuredData.join('\n')).toContain(`"name":"${david}"`);
  await open(page, '/sw/insights/authors/davidmwangi');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(david);
  const feed = (await (await request.get('/sw/insights/feed.json')).json()) as {
    items: {url: string; authors?: {name: string}[]}[];
  };
  const item = feed.items.find(({url}) => url.endsWith('/sw/insights/construction-permits-guide'));
  expect(item?.authors?.map(({name}) => name)).toEqual([david]);
});

test('an article gives its date and reading time in Swahili', async ({page}) => {
  await open(page, '/sw/insights/sustainable-building-practices');
  const hero = page.locator('main header, main article').first();
  await expect(hero.locator('time')).toHaveText('21 Agosti 2025');
  await expect(hero).toContainText(/Dakika \d+ za kusoma/);
});
