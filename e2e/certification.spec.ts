import {test, expect, open, expectNoAxeViolationsInEveryMode} from './fixtures';
import {certificateDocuments, ncaRegistration} from '../src/data/certification';
import type {CertificationFrontMatter} from '../src/plugins/content-index/landingPages';
import {readPageFile} from '../src/plugins/content-index/pageFiles';

const content = () => readPageFile<CertificationFrontMatter>('pages/certification.mdx').frontMatter;

test('every certificate shows its five requirements and a working or "on request" document link', async ({page}) => {
  const {certificates} = content();
  await open(page, '/certification');
  const section = page.getByRole('region', {name: 'Registrations & Certificates'});
  await expect(section.getByRole('article')).toHaveCount(4);
  for (const certificate of certificates) {
    const document = certificateDocuments[certificate.id];
    const card = section.getByRole('article', {name: certificate.title});
    await expect(card.getByRole('list', {name: 'Requirements'}).getByRole('listitem')).toHaveText([
      ...certificate.requirements,
    ]);
    const links = card.getByRole('link');
    await expect(links).toHaveCount(1);
    if (document.kind === 'file') {
      await expect(links).toHaveAccessibleName(new RegExp(`^Download certificate – ${certificate.title}`));
      const url = new URL((await links.getAttribute('href'))!);
      expect(url.protocol).toBe('https:');
      expect(url.searchParams.get('export')).toBe('download');
      expect(url.searchParams.get('id')).toBeTruthy();
    } else {
      await expect(links).toHaveText(/^Available on request/);
      await expect(links).toHaveAttribute('href', '/contact');
    }
  }
});

test('an "on request" document link leads to the contact page', async ({page}) => {
  await open(page, '/certification');
  await page.getByRole('link', {name: /^Available on request/}).first().click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('shows the NCA registration with a link to verify it on the public register', async ({page}) => {
  await open(page, '/certification');
  const panel = page.getByRole('complementary', {name: 'NCA registration'});
  await expect(panel).toContainText(ncaRegistration.category);
  await expect(panel).toContainText(ncaRegistration.number);
  const verify = panel.getByRole('link', {name: /Verify on the NCA public register/});
  await expect(verify).toHaveAttribute('href', ncaRegistration.registerUrl);
  await expect(verify).toHaveAttribute('target', '_blank');
  await expect(verify).toHaveAttribute('rel', /noopener/);
});

test('lists four affiliations and four quality and compliance standards', async ({page}) => {
  const {affiliations, standards} = content();
  await open(page, '/certification');
  const affiliationList = page.getByRole('region', {name: 'Professional Affiliations'}).getByRole('listitem');
  await expect(affiliationList.getByRole('heading', {level: 3})).toHaveText(affiliations.map((a) => a.name));
  const standardList = page.getByRole('region', {name: 'Quality & Compliance Standards'}).getByRole('listitem');
  await expect(standardList.getByRole('heading', {level: 3})).toHaveText(standards.map((s) => s.title));
});

test('"Need More Information": Contact Us goes to /contact', async ({page}) => {
  await open(page, '/certification');
  const cta = page.getByRole('region', {name: 'Need More Information'});
  await cta.getByRole('link', {name: 'Contact Us', exact: true}).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('"Download Company Profile" is a live link: on request it leads to /contact', async ({page}) => {
  await open(page, '/certification');
  const cta = page.getByRole('region', {name: 'Need More Information'});
  const profile = cta.getByRole('link', {name: /^Download Company Profile/});
  await expect(profile).toHaveAttribute('href', '/contact');
  await profile.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('has no dead links', async ({page}) => {
  await open(page, '/certification');
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => !href || href === '#')).toEqual([]);
});

test('is axe clean and does not scroll sideways, at both widths in both colour modes', async ({page}) => {
  await open(page, '/certification');
  await expectNoAxeViolationsInEveryMode(page);
});
