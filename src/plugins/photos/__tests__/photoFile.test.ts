/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {photoFile} from '../photoFile';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-file-'));
const article = 'blog/2026-11-28-slab';
const translation = 'i18n/sw/docusaurus-plugin-content-blog/2026-11-28-slab';

beforeAll(() => {
  fs.mkdirSync(path.join(siteDir, article), {recursive: true});
  fs.mkdirSync(path.join(siteDir, translation), {recursive: true});
  fs.writeFileSync(path.join(siteDir, article, 'hero.jpg'), 'jpeg');
  fs.writeFileSync(path.join(siteDir, 'outside.jpg'), 'jpeg');
  fs.symlinkSync(path.join(siteDir, 'outside.jpg'), path.join(siteDir, article, 'linked.jpg'));
});
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

const sources = {'docusaurus-plugin-content-blog': 'blog'};

describe('photoFile', () => {
  it('finds a photo beside the file, or beside the original for a translation', () => {
    expect(photoFile(siteDir, `${article}/index.mdx`, './hero.jpg')).toBe(
      path.join(siteDir, article, 'hero.jpg'),
    );
    expect(photoFile(siteDir, `${translation}/index.mdx`, './hero.jpg', sources)).toBe(
      path.join(siteDir, article, 'hero.jpg'),
    );
  });

  it.each([
    '../outside.jpg',
    '../../../../etc/hostname',
    './sub/../../outside.jpg',
    './photos/hero.jpg',
    '/etc/hostname',
    '.\\..\\outside.jpg',
  ])('refuses %j: a photo is a file beside the content file', (written) => {
    expect(() => photoFile(siteDir, `${article}/index.mdx`, written, sources)).toThrow(
      `${article}/index.mdx: the photo "${written}" must be a file beside it, written ./name.jpg (no folder, no ../).`,
    );
  });

  it('refuses a link beside the file that leads to a file elsewhere', () => {
    expect(() => photoFile(siteDir, `${article}/index.mdx`, './linked.jpg')).toThrow(
      `${article}/index.mdx: the photo "./linked.jpg" is a link to a file elsewhere`,
    );
  });
});
