/**
 * The web editor at /admin/: a writer creates an article with a photo and a Kiswahili
 * translation, on the editor's local backend with a copy of the repository, and the files it
 * writes are the ones the build reads (valid front matter, the photo beside the text), down to
 * the built page showing the photo. No network: other hosts are refused.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {copyBack, copyOfContent, openEditorOn, siteDir} from './webEditor';
import {readPageFile} from '../src/test/pageFiles';
import {insightSchema} from '../src/plugins/content-index/insights';
import {validateFrontMatter} from '../src/plugins/content-index/frontMatter';
import {insightFolders} from '../src/plugins/web-editor/collections';
import {editorContentSecurityPolicy} from '../src/plugins/static-host/policy';
import {withLocalPhotos} from '../src/plugins/photos/frontMatterPhotos';
import {photoCacheDir} from '../src/plugins/photos/preparePhoto';
import {withOriginalFacts} from '../src/plugins/edition-files/originalFacts';
import {phonePhoto} from '../src/test/phonePhoto';

test.describe.configure({mode: 'serial', timeout: 240_000});

/** Other hosts never answer: the editor must work without them. */
async function offline(page: Page) {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
}

/** What the page's Content-Security-Policy refuses, as "directive URL". */
function refusedByPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    const match = /^CSP (.+)$/.exec(message.text());
    if (match) refused.push(match[1]!);
  });
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`CSP ${e.effectiveDirective} ${e.blockedURI}`),
    ),
  );
  return refused;
}

/** A field of the editor's form, by its label. */
const field = (page: Page, label: string) =>
  page.getByRole('group', {
    // Sveltia isolates the label with U+2068 and U+2069.
    name: new RegExp(`^“\u2068?${label.replace(/[()/.…]/g, '\\$&')}\u2069?” Field$`),
  });

const today = () => new Date().toISOString().slice(0, 10);
const publicationDate = '2026-03-02';
const textPhotoAlt = 'Steel fixer tying the ground-floor slab reinforcement';

/** Uploads a photo in the editor's picker, open, and inserts it. */
async function uploadPhoto(page: Page, file: string) {
  const picker = page.getByRole('dialog', {name: 'Select Image'});
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', {name: 'Upload'}).click();
  await (await chooser).setFiles(file);
  await picker.getByRole('button', {name: 'Insert'}).click();
}

async function scrollForm(page: Page) {
  await page.getByRole('group', {name: /^Edit .*Content$/}).hover();
  await page.mouse.wheel(0, 3000);
}

async function typeBody(page: Page, markdown: string) {
  await scrollForm(page);
  const body = page.getByRole('group', {name: /“\u2068?(Article|Makala)\u2069?” Field/});
  await body.getByRole('button', {name: 'Edit in Markdown'}).click();
  await body.getByRole('textbox').fill(markdown);
}

test('a writer creates an English insight with a hero photo, a photo in the text and a publication date; the build publishes them', async ({
  page,
}) => {
  await offline(page);
  const dir = copyOfContent();
  const photoFile = path.join(dir, 'upload', 'kitengela-slab.jpg');
  const textPhotoFile = path.join(dir, 'upload', 'rebar-check.jpg');
  fs.mkdirSync(path.dirname(photoFile));
  fs.writeFileSync(photoFile, await phonePhoto(2400, 1350));
  fs.writeFileSync(textPhotoFile, await phonePhoto(1600, 1200));

  page.setDefaultTimeout(15_000);
  const refused = refusedByPolicy(page);
  await openEditorOn(page, dir);
  await page.goto('/admin/#/collections/insights/new');
  await field(page, 'Address (/insights/…)').getByRole('textbox').fill('kitengela-slab-pour');
  await field(page, 'Title').getByRole('textbox').fill('Pouring a Slab in Kitengela');
  await field(page, 'Description')
    .getByRole('textbox')
    .fill('How our site team poured and cured the ground-floor slab of a bungalow in Kitengela.');
  // Not the day it was started: the day it is to be published.
  await field(page, 'Publication date').getByRole('textbox').fill(publicationDate);
  await field(page, 'Hero photo').getByRole('button', {name: 'Browse'}).click();
  await uploadPhoto(page, photoFile);
  await field(page, 'Hero photo description (alt text)')
    .getByRole('textbox')
    .fill('Site engineer checking the slab reinforcement in Kitengela');
  await page.getByRole('checkbox', {name: 'David Mwangi'}).check();
  await page.getByRole('combobox', {name: 'Category'}).click();
  await page.getByRole('option', {name: 'Residential'}).click();
  const related = page.getByRole('combobox', {name: 'Related articles'});
  for (const title of [/Building Your First Home/, /Cost-Effective Building Materials/]) {
    await related.click();
    await page.getByRole('option', {name: title}).click();
  }
  // The editor renders the fields below as the writer scrolls to them.
  await scrollForm(page);
  await page.getByRole('switch', {name: 'Draft (not published)'}).click();
  // A photo in the text as docs/writing-insights.md tells it: the Image button, its description,
  // the caption in italics below; the excerpt's end typed in Markdown.
  await scrollForm(page);
  const body = page.getByRole('group', {name: /“\u2068?Article\u2069?” Field/});
  await body.getByRole('textbox', {name: 'Article'}).click();
  await page.keyboard.type(
    'A slab is poured once. We checked every bar before the first barrow of concrete went in.\n',
  );
  await body.getByRole('button', {name: 'Image'}).click();
  const image = body.getByRole('group', {name: 'Image'});
  await image.getByRole('button', {name: 'Browse'}).click();
  await uploadPhoto(page, textPhotoFile);
  await image.getByRole('textbox', {name: 'Alt Text'}).fill(textPhotoAlt);
  // The preview shows the photo once the editor has taken it into the article's text; the editor
  // redraws its preview after a pause, which on a fully busy 2-core machine took over 10 s once.
  await expect(
    page.frameLocator('iframe').getByRole('img', {name: textPhotoAlt, exact: true}),
  ).toBeVisible({timeout: 30_000});
  await body.getByRole('button', {name: 'Edit in Markdown'}).click();
  const markdown = body.getByRole('textbox');
  await expect(markdown).toHaveValue(new RegExp(`!\\[${textPhotoAlt}\\]`));
  const [opening, ...rest] = (await markdown.inputValue()).split('\n\n');
  await markdown.fill(
    [
      opening,
      '{/* truncate */}',
      '## Checking the Steel',
      `${rest.join('\n\n').trimEnd()}\n*Every lap and spacer checked against the drawings.*\n`,
    ].join('\n\n'),
  );
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Success'})).toContainText(/saved/i);

  // The editor ran under its own policy; the one thing refused is its update check on a CDN.
  expect([...new Set(refused)]).toEqual([
    'connect-src https://unpkg.com/@sveltia/cms/package.json',
  ]);

  const folder = `${insightFolders.en}/${today()}-kitengela-slab-pour`;
  const written = await copyBack(page, dir);
  expect(written).toEqual([
    `${folder}/index.mdx`,
    `${folder}/kitengela-slab.jpg`,
    `${folder}/rebar-check.jpg`,
  ]);
  const file = readPageFile(path.relative(siteDir, path.join(dir, folder, 'index.mdx')));
  // Checked as the build checks it: the photo through the photo pipeline, then the schema.
  const built = await withLocalPhotos(file.frontMatter, {
    siteDir: dir,
    file: `${folder}/index.mdx`,
    cacheDir: photoCacheDir(siteDir),
  });
  validateFrontMatter(insightSchema, built, `${folder}/index.mdx`);
  expect(file.frontMatter).toMatchObject({
    slug: 'kitengela-slab-pour',
    image: './kitengela-slab.jpg',
    image_alt: 'Site engineer checking the slab reinforcement in Kitengela',
    authors: ['davidmwangi'],
    tags: ['residential'],
    related: ['building-your-first-home-kenya', 'cost-effective-materials'],
  });
  expect(new Date(file.frontMatter.date as string | Date).toISOString()).toBe(
    `${publicationDate}T00:00:00.000Z`,
  );
  expect(file.content).toContain('{/* truncate */}');
  expect(file.content).toContain(
    `![${textPhotoAlt}](./rebar-check.jpg)\n*Every lap and spacer checked against the drawings.*`,
  );

  // The site builds from what the editor wrote, and the article shows the writer's photo.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-editor-build-'));
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env: {
      ...process.env,
      SITE_LOCALES: 'en',
      INSIGHTS_DIR: path.relative(siteDir, path.join(dir, insightFolders.en)),
    },
    stdio: 'pipe',
  });
  const html = fs.readFileSync(path.join(outDir, 'insights/kitengela-slab-pour.html'), 'utf8');
  const hero =
    /<img[^>]+alt="Site engineer checking the slab reinforcement in Kitengela"[^>]*>/.exec(
      html,
    )?.[0];
  expect(hero, 'the hero photo with its alt text').toBeTruthy();
  const src = /\ssrc="?([^"\s>]+)/.exec(hero!)?.[1] ?? '';
  expect(src).toMatch(/^\/img\/photos\//);
  expect(fs.existsSync(path.join(outDir, src))).toBe(true);
  // The photo in the text, captioned, through the same pipeline.
  const figure = /<figure>(?:(?!<\/figure>)[\s\S])*<\/figure>/.exec(html)?.[0] ?? '';
  expect(figure).toContain(`alt="${textPhotoAlt}"`);
  expect(figure).toMatch(
    /<figcaption>Every lap and spacer checked against the drawings\.<\/figcaption>/,
  );
  const figureSrc = /<img[^>]*\ssrc="?([^"\s>]+)/.exec(figure)?.[1] ?? '';
  expect(figureSrc).toMatch(/^\/img\/photos\//);
  expect(fs.existsSync(path.join(outDir, figureSrc))).toBe(true);
  // The date the writer chose, not the folder's.
  expect(html).toMatch(new RegExp(`<time datetime="?${publicationDate}T[^>]*>2 March 2026</time>`));
  fs.rmSync(outDir, {recursive: true});
  fs.rmSync(dir, {recursive: true});
});

test('a translator adds the Kiswahili text of an existing article at its folder', async ({
  page,
}) => {
  await offline(page);
  const dir = copyOfContent();
  const folder = '2025-11-12-smart-homes-kenya';
  const twin = `${insightFolders.sw}/${folder}/index.mdx`;
  fs.rmSync(path.join(dir, twin));

  await openEditorOn(page, dir);
  await page.goto('/admin/#/collections/insights_sw/new');
  await page.getByRole('combobox', {name: 'English article'}).click();
  await page.getByRole('option', {name: /Smart Homes in Kenya/}).click();
  await field(page, 'Title').getByRole('textbox').fill('Nyumba Janja nchini Kenya');
  await field(page, 'Description')
    .getByRole('textbox')
    .fill('Mwongozo wa teknolojia ya nyumba janja nchini Kenya.');
  await typeBody(page, 'Utangulizi.\n\n{/* truncate */}\n\n## Nyaya Kwanza\n\nMaandishi.\n');
  await page.getByRole('button', {name: 'Save', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Success'})).toContainText(/saved/i);

  expect(await copyBack(page, dir)).toEqual([twin]);
  const file = readPageFile(path.relative(siteDir, path.join(dir, twin)));
  expect(file.frontMatter).toMatchObject({
    translation_of: folder,
    title: 'Nyumba Janja nchini Kenya',
  });
  // As the build reads it: the facts it leaves out are the English article's, and it passes.
  const built = withOriginalFacts(file.frontMatter, {
    siteDir: dir,
    file: twin,
    translationSources: {'docusaurus-plugin-content-blog': insightFolders.en},
  });
  expect(validateFrontMatter(insightSchema, built, twin)).toMatchObject({
    slug: 'smart-homes-kenya',
    tags: ['technology'],
    title: 'Nyumba Janja nchini Kenya',
  });
  fs.rmSync(dir, {recursive: true});
});

const buildDir = path.join(siteDir, 'build');

test('/admin/ has its own policy in place of the site’s, and asks not to be indexed', async ({
  request,
}) => {
  const headersFile = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const sitePolicy = /^\/\*\n(?:.*\n)*?\s+Content-Security-Policy: (.+)$/m.exec(headersFile)?.[1];
  expect(sitePolicy).toContain("frame-ancestors 'none'");

  const editor = await request.get('/admin/');
  expect(editor.status()).toBe(200);
  // One policy, the editor's: the site's is detached for /admin/*, not joined to it.
  expect(editor.headers()['content-security-policy']).toBe(editorContentSecurityPolicy());
  expect(editor.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await editor.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  // One editor at the site's root, whichever edition's build wrote it last.
  expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>');

  // Every public page keeps the site's policy, which the editor changed nothing of.
  for (const route of ['/', '/insights', '/sw/about']) {
    const policy = (await request.get(route)).headers()['content-security-policy'];
    expect(policy, route).toBe(sitePolicy);
  }
  expect(sitePolicy).not.toMatch(/api\.github\.com|blob:/);
});

test('no public page, feed, sitemap or script names the editor, and a page requests nothing of it', async ({
  page,
}) => {
  const publicFiles = fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.(html|js|css|xml|json|txt)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(path.join(buildDir, 'admin')));
  expect(publicFiles.length).toBeGreaterThan(100);
  for (const file of publicFiles) {
    const text = fs.readFileSync(file, 'utf8');
    expect(/(?<!emailjs\.com)\/admin\/|sveltia/i.test(text), path.relative(buildDir, file)).toBe(
      false,
    );
  }
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/insights/construction-permits-guide');
  await page.waitForLoadState('networkidle');
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((url) => url.includes('/admin'))).toEqual([]);
});
