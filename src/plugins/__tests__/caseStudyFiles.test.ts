/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import {DEFAULT_OPTIONS} from '@docusaurus/plugin-content-pages/lib/options';
import {caseStudyExcludes, isCaseStudyFileOf} from '../caseStudyFiles';

const folders = {
  pagesDir: 'pages',
  translations: 'docusaurus-plugin-content-pages',
  collection: 'case-study',
};

describe('isCaseStudyFileOf', () => {
  const isCaseStudyFile = isCaseStudyFileOf(folders);

  it.each([
    'pages/case-study/nairobi-heights.mdx',
    'pages/case-study/evil/index.mdx',
    'pages/case-study/a/b/c.md',
    'i18n/sw/docusaurus-plugin-content-pages/case-study/nairobi-heights.mdx',
    'i18n/sw/docusaurus-plugin-content-pages/case-study/evil/index.mdx',
  ])('treats %s as a writer’s file', (file) => {
    expect(isCaseStudyFile(file)).toBe(true);
  });

  it.each(['pages/services/residential.mdx', 'pages/about.mdx', 'pages/case-studyx/a.mdx'])(
    'leaves %s to the developers',
    (file) => {
      expect(isCaseStudyFile(file)).toBe(false);
    },
  );
});

describe('caseStudyExcludes', () => {
  it('keeps code and subfolders of the case studies out of the pages, as the pages plugin reads them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    for (const file of [
      'index.tsx',
      'services/residential.mdx',
      'case-study/nairobi-heights.mdx',
      'case-study/evil.tsx',
      'case-study/evil.js',
      'case-study/evil/index.mdx',
      'case-study/a/b.tsx',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '');
    }
    const pages = await Globby(DEFAULT_OPTIONS.include, {
      cwd: dir,
      ignore: [...DEFAULT_OPTIONS.exclude, ...caseStudyExcludes('case-study')],
    });
    expect(pages.sort()).toEqual([
      'case-study/nairobi-heights.mdx',
      'index.tsx',
      'services/residential.mdx',
    ]);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
