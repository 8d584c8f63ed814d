/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkContentFiles, contentFileProblems} from '../contentFiles';

let siteDir: string;

function write(file: string) {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), '');
}

const problems = () =>
  contentFileProblems({siteDir, defaultLocale: 'en', contentDirs: ['pages', 'blog']});

beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  for (const file of [
    'pages/about.mdx',
    'pages/contact.tsx',
    'pages/_people.yml',
    'pages/case-study/nairobi-heights.mdx',
    'blog/2026-03-10-commercial-construction-trends/index.mdx',
    'blog/2026-03-10-commercial-construction-trends/site-visit.jpg',
    'i18n/en/code.json',
    'i18n/en/docusaurus-theme-classic/navbar.json',
    'i18n/sw/code.json',
    'i18n/sw/docusaurus-plugin-content-pages/about.mdx',
    'i18n/sw/docusaurus-plugin-content-pages/_testimonials.yml',
    'i18n/sw/docusaurus-plugin-content-blog/2026-03-10-commercial-construction-trends/index.mdx',
  ]) {
    write(file);
  }
});
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('contentFileProblems', () => {
  it('accepts pages, articles, their photos, translations and message files', () => {
    expect(problems()).toEqual([]);
  });

  it.each([
    'i18n/sw/docusaurus-plugin-content-pages/contact.tsx',
    'i18n/sw/docusaurus-plugin-content-pages/services/index.js',
    'i18n/sw/docusaurus-plugin-content-pages/_hero.module.css',
  ])('refuses code in a translation folder (%s), which would replace a page', (file) => {
    write(file);
    expect(problems()).toEqual([
      `${file}: a translation is words: Markdown or MDX, YAML, JSON or a photo (JPEG, PNG, WebP, AVIF).`,
    ]);
  });

  it.each([
    'i18n/en/docusaurus-plugin-content-pages/case-study/site-notes-house.mdx',
    'i18n/en/docusaurus-plugin-content-blog/2026-01-01-x/index.md',
  ])(
    'refuses a page in the default edition’s folder (%s), which the English build would read',
    (file) => {
      write(file);
      expect(problems()).toEqual([
        `${file}: i18n/en holds only the edition's message files (.json); its pages and articles are in pages and blog.`,
      ]);
    },
  );

  it.each([
    "pages/services/resi'dential.mdx",
    'pages/services/resi\\dential.mdx',
    'blog/2026-01-01-a b/index.mdx',
    'i18n/sw/docusaurus-plugin-content-pages/kuhusu`.mdx',
  ])('refuses a name the route table could not carry (%s)', (file) => {
    write(file);
    expect(problems()).toEqual([
      `${file}: a file or folder name may hold only letters, digits, _, . and -: rename it.`,
    ]);
  });

  it('stops the build naming every file', () => {
    write('i18n/sw/docusaurus-plugin-content-pages/contact.tsx');
    write("pages/a'b.mdx");
    expect(() =>
      checkContentFiles({siteDir, defaultLocale: 'en', contentDirs: ['pages', 'blog']}),
    ).toThrow(
      /Content files the build refuses:\npages\/a'b\.mdx: .*\ni18n\/sw\/docusaurus-plugin-content-pages\/contact\.tsx: /,
    );
  });
});
