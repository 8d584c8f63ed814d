import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {caseStudyFiles, galleryFiles, titles, type CaseStudyFile} from './caseStudyFiles';

/**
 * The spec's words for these pages. The site declares them through translate(), which only runs
 * inside a Docusaurus build, so the browser tests state them here.
 */
const projectCount = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;
const listWords = {
  filterLabel: 'Filter projects by category',
  cardLinkLabel: 'View Case Study',
  resultCount: (shown: number, total: number) =>
    shown === total
      ? `Showing all ${projectCount(total)}`
      : `Showing ${shown} of ${projectCount(total)}`,
  empty: {
    title: 'No projects found',
    text: "We couldn't find any projects matching your current search and category. Try a different word or category, or browse all of our projects.",
    reset: 'View All Projects',
  },
};
const projectsPage = {
  listTitle: 'Project Portfolio',
  list: listWords,
  galleryLink: {label: 'View Full Gallery'},
};
const galleryPage = {
  listTitle: 'Featured Work',
  list: listWords,
  search: {label: 'Search projects by name, location or scope', placeholder: 'Search projects...'},
  cta: {primary: {label: 'Contact Us Today'}},
};

const categories = ['Residential', 'Commercial', 'Industrial'] as const;

const list = (page: Page, name: string) => page.getByRole('region', {name});
const cardTitles = async (page: Page, region: string) =>
  (
    await list(page, region)
      .getByRole('listitem')
      .getByRole('heading', {level: 3})
      .allTextContents()
  ).sort();
const filterButton = (page: Page, name: string) =>
  page
    .getByRole('group', {name: projectsPage.list.filterLabel})
    .getByRole('button', {name, exact: true});

/** The gallery's rule (spec section 5), applied to the files: a case-insensitive substring of title, location or scope. */
const matching = (files: readonly CaseStudyFile[], word: string) =>
  files.filter((f) =>
    [f.title, f.location, f.scope].some((field) =>
      field.toLowerCase().includes(word.toLowerCase()),
    ),
  );

test.describe('/projects', () => {
  const region = projectsPage.listTitle;

  test('lists all nine case studies with their badges, filters them by category, and links to the gallery', async ({
    page,
  }) => {
    await open(page, '/projects');
    await test.step('lists all nine case studies with the All filter pressed', async () => {
      expect(caseStudyFiles).toHaveLength(9);
      expect(await cardTitles(page, region)).toEqual(titles(caseStudyFiles));
      await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status')).toHaveText(projectsPage.list.resultCount(9, 9));
    });

    await test.step('each card shows its category badge, location and year', async () => {
      for (const file of caseStudyFiles) {
        const card = list(page, region)
          .getByRole('listitem')
          .filter({has: page.getByRole('heading', {name: file.title, exact: true})});
        await expect(card).toContainText(file.category);
        await expect(card).toContainText(file.location);
        await expect(card.getByRole('definition')).toHaveText([file.location, String(file.year)]);
      }
    });

    for (const category of categories) {
      await test.step(`the ${category} filter narrows the list to ${category} projects`, async () => {
        await filterButton(page, category).click();
        const expected = caseStudyFiles.filter((f) => f.category === category);
        expect(expected.length).toBeGreaterThan(0);
        await expect.poll(() => cardTitles(page, region)).toEqual(titles(expected));
        await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true');
        await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
        await expect(page).toHaveURL(new RegExp(`\\?category=${category.toLowerCase()}$`));
        await expect(page.getByRole('status')).toHaveText(
          projectsPage.list.resultCount(expected.length, 9),
        );
        await filterButton(page, 'All').click();
        await expect.poll(() => cardTitles(page, region)).toEqual(titles(caseStudyFiles));
        await expect(page).toHaveURL(/\/projects$/);
      });
    }

    await test.step(`links to the gallery with '${projectsPage.galleryLink.label}'`, async () => {
      await page.getByRole('link', {name: projectsPage.galleryLink.label}).click();
      await expect(page).toHaveURL(/\/gallery$/);
    });
  });

  test('the query string restores the filter on reload and after Back', async ({page}) => {
    await open(page, '/projects?category=industrial');
    const industrial = titles(caseStudyFiles.filter((f) => f.category === 'Industrial'));
    await expect.poll(() => cardTitles(page, region)).toEqual(industrial);
    await expect(filterButton(page, 'Industrial')).toHaveAttribute('aria-pressed', 'true');

    await filterButton(page, 'Commercial').click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const commercial = caseStudyFiles.filter((f) => f.category === 'Commercial');
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(commercial));

    await page.getByRole('link', {name: `View Case Study: ${commercial[0]!.title}`}).click();
    await expect(page).toHaveURL(new RegExp(`/case-study/${commercial[0]!.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/projects\?category=commercial$/);
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(commercial));
    await expect(filterButton(page, 'Commercial')).toHaveAttribute('aria-pressed', 'true');
  });

  test('every card opens its own case study', async ({page}) => {
    await open(page, '/projects');
    for (const file of caseStudyFiles) {
      await page
        .getByRole('link', {name: `${projectsPage.list.cardLinkLabel}: ${file.title}`, exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`/case-study/${file.id}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(file.title);
      await page.goBack();
      await expect(page).toHaveURL(/\/projects$/);
    }
  });
});

test.describe('/gallery', () => {
  const region = galleryPage.listTitle;
  const search = (page: Page) => page.getByRole('searchbox', {name: galleryPage.search.label});

  const searches: readonly [string, (f: CaseStudyFile) => string][] = [
    ['a title', (f) => f.title.split(' ').at(-1)!],
    ['a location', (f) => f.location.split(',')[0]!],
    [
      'a scope',
      (f) =>
        f.scope
          .split(' ')
          .find((w) => w.length > 8 && !f.title.includes(w) && !f.location.includes(w))!,
    ],
  ];

  test('shows the six gallery projects, finds them by search, announces the count and leads to the contact page', async ({
    page,
  }) => {
    await open(page, '/gallery');
    await test.step('shows the six gallery projects and a labelled search box', async () => {
      expect(galleryFiles).toHaveLength(6);
      expect(await cardTitles(page, region)).toEqual(titles(galleryFiles));
      await expect(search(page)).toHaveAttribute('placeholder', galleryPage.search.placeholder);
      for (const file of galleryFiles) {
        await expect(list(page, region)).toContainText(file.scope);
      }
    });

    for (const [what, wordOf] of searches) {
      await test.step(`search finds a project by a word from ${what}, ignoring case`, async () => {
        for (const file of galleryFiles) {
          const word = wordOf(file);
          const typed = word.toUpperCase();
          await search(page).fill(typed);
          const expected = matching(galleryFiles, word);
          expect(titles(expected)).toContain(file.title);
          await expect.poll(() => cardTitles(page, region)).toEqual(titles(expected));
          await expect(page).toHaveURL(
            new RegExp(`[?&]q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}`),
          );
          await expect(page.getByRole('status')).toHaveText(
            galleryPage.list.resultCount(expected.length, galleryFiles.length),
          );
        }
      });
    }
    await search(page).fill('');

    await test.step('announces the number of results politely', async () => {
      const status = page.getByRole('status');
      await expect(status).toHaveText(galleryPage.list.resultCount(6, 6));
      await filterButton(page, 'Residential').click();
      const residential = galleryFiles.filter((f) => f.category === 'Residential');
      await expect(status).toHaveText(galleryPage.list.resultCount(residential.length, 6));
    });

    await test.step(`'${galleryPage.cta.primary.label}' leads to the contact page`, async () => {
      await expect(page.getByRole('link', {name: galleryPage.cta.primary.label})).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  });

  test('search combines with the category filter', async ({page}) => {
    await open(page, '/gallery');
    await search(page).fill('nairobi');
    const inNairobi = matching(galleryFiles, 'nairobi');
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(inNairobi));
    await filterButton(page, 'Commercial').click();
    const expected = inNairobi.filter((f) => f.category === 'Commercial');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(inNairobi.length);
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(expected));
  });

  test('shows the empty state, and its button resets category and search', async ({page}) => {
    await open(page, '/gallery');
    await filterButton(page, 'Industrial').click();
    await search(page).fill('Runda');
    await expect(page.getByRole('heading', {name: galleryPage.list.empty.title})).toBeVisible();
    await expect(page.getByText(galleryPage.list.empty.text)).toBeVisible();
    await expect(list(page, region).getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(galleryPage.list.resultCount(0, 6));

    await page.getByRole('button', {name: galleryPage.list.empty.reset}).click();
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(galleryFiles));
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', {name: galleryPage.list.empty.title})).toHaveCount(0);
  });

  test('the query string restores search and category on reload', async ({page}) => {
    await open(page, '/gallery?category=residential&q=nairobi');
    const expected = matching(galleryFiles, 'nairobi').filter((f) => f.category === 'Residential');
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(expected));
    await expect(search(page)).toHaveValue('nairobi');
    await expect(filterButton(page, 'Residential')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect.poll(() => cardTitles(page, region)).toEqual(titles(expected));
    await expect(search(page)).toHaveValue('nairobi');
  });

  test('every card opens its own case study', async ({page}) => {
    await open(page, '/gallery');
    for (const file of galleryFiles) {
      await page
        .getByRole('link', {name: `${galleryPage.list.cardLinkLabel}: ${file.title}`, exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`/case-study/${file.id}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(file.title);
      await page.goBack();
      await expect(page).toHaveURL(/\/gallery$/);
    }
  });
});
