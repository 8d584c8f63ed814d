import {test, expect, open} from './fixtures';
import {certificateDocuments, ncaRegistration} from '../src/data/certification';
import type {CertificationFrontMatter} from '../src/data/frontMatterTypes';
import {readPageFile} from '../src/test/pageFiles';

const content = () => readPageFile<CertificationFrontMatter>('pages/certification.mdx').frontMatter;

// axe and sideways scrolling at both widths in both colour modes: the sweep (a11y.spec.ts).
test('shows every certificate, the NCA registration, the affiliations and standards, and no dead links', async ({
  page,
}) => {
  await open(page, '/certification');
  await test.step('every certificate shows its five requirements and a working or "on request" document link', async () => {
    const {certificates} = content();
    const section = page.getByRole('region', {name: 'Registrations & Certificates'});
    await expect(section.getByRole('article')).toHaveCount(4);
    for (const certificate of certificates) {
      const document = certificateDocuments[certificate.id];
      const card = section.getByRole('article', {name: certificate.title});
      await expect(card.getByRole('list', {name: 'Requirements'}).getByRole('listitem')).toHaveText(
        [...certificate.requirements],
      );
      const links = card.getByRole('link');
      await expect(links).toHaveCount(1);
      if (document.kind === 'file') {
        await expect(links).toHaveAccessibleName(
          new RegExp(`^Download certificate – ${certificate.title}`),
        );
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

  await test.step('shows the NCA registration with a link to verify it on the public register', async () => {
    const panel = page.getByRole('complementary', {name: 'NCA registration'});
    await expect(panel).toContainText(ncaRegistration.category);
    await expect(panel).toContainText(ncaRegistration.number);
    const verify = panel.getByRole('link', {name: /Verify on the NCA public register/});
    await expect(verify).toHaveAttribute('href', ncaRegistration.registerUrl);
    await expect(verify).toHaveAttribute('target', '_blank');
    await expect(verify).toHaveAttribute('rel', /noopener/);
  });

  await test.step('lists four affiliations and four quality and compliance standards', async () => {
    const {affiliations, standards} = content();
    const affiliationList = page
      .getByRole('region', {name: 'Professional Affiliations'})
      .getByRole('listitem');
    await expect(affiliationList.getByRole('heading', {level: 3})).toHaveText(
      affiliations.map((a) => a.name),
    );
    const standardList = page
      .getByRole('region', {name: 'Quality & Compliance Standards'})
      .getByRole('listitem');
    await expect(standardList.getByRole('heading', {level: 3})).toHaveText(
      standards.map((s) => s.title),
    );
  });

  await test.step('has no dead links', async () => {
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => !href || href === '#')).toEqual([]);
  });
});

test('its contact links lead to /contact: a document on request, "Contact Us" and "Download Company Profile"', async ({
  page,
}) => {
  await open(page, '/certification');
  await test.step('an "on request" document link leads to the contact page', async () => {
    await page
      .getByRole('link', {name: /^Available on request/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/certification$/);
  });

  await test.step('"Need More Information": Contact Us goes to /contact', async () => {
    const cta = page.getByRole('region', {name: 'Need More Information'});
    await cta.getByRole('link', {name: 'Contact Us', exact: true}).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/certification$/);
  });

  await test.step('"Download Company Profile" is a live link: on request it leads to /contact', async () => {
    const cta = page.getByRole('region', {name: 'Need More Information'});
    const profile = cta.getByRole('link', {name: /^Download Company Profile/});
    await expect(profile).toHaveAttribute('href', '/contact');
    await profile.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
