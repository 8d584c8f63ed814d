import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {originalOf, withOriginalFacts} from '../originalFacts';

const translationSources = {'docusaurus-plugin-content-blog': 'blog'};
const folder = '2025-11-12-smart-homes-kenya';
const twin = `i18n/sw/docusaurus-plugin-content-blog/${folder}/index.mdx`;
let siteDir: string;

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'original-facts-'));
  fs.mkdirSync(path.join(siteDir, 'blog', folder), {recursive: true});
  fs.writeFileSync(
    path.join(siteDir, 'blog', folder, 'index.mdx'),
    '---\nslug: smart-homes-kenya\ntitle: Smart Homes\nimage: ./hero.jpg\nauthors: [gracewanjiku]\ntags: [technology]\nrelated: [a, b]\n---\n\nText.\n',
  );
});
afterAll(() => fs.rmSync(siteDir, {recursive: true}));

describe('originalOf', () => {
  it('names the file a translation translates, and nothing for other files', () => {
    expect(originalOf(twin, translationSources)).toBe(`blog/${folder}/index.mdx`);
    expect(originalOf(`blog/${folder}/index.mdx`, translationSources)).toBeNull();
  });
});

describe('withOriginalFacts', () => {
  const options = () => ({siteDir, file: twin, translationSources});

  it('gives a translation the facts it leaves out, never the words', () => {
    expect(withOriginalFacts({translation_of: folder, title: 'Nyumba Janja'}, options())).toEqual({
      slug: 'smart-homes-kenya',
      image: './hero.jpg',
      authors: ['gracewanjiku'],
      tags: ['technology'],
      related: ['a', 'b'],
      translation_of: folder,
      title: 'Nyumba Janja',
    });
  });

  it('keeps the facts a translation writes', () => {
    expect(withOriginalFacts({slug: 'other', title: 'T'}, options()).slug).toBe('other');
  });

  it('leaves files that translate nothing as they are', () => {
    const frontMatter = {title: 'Smart Homes'};
    expect(withOriginalFacts(frontMatter, {...options(), file: `blog/${folder}/index.mdx`})).toBe(
      frontMatter,
    );
  });

  it('refuses a translation that names another article than the one at its folder', () => {
    expect(() =>
      withOriginalFacts({translation_of: 'another-folder', title: 'T'}, options()),
    ).toThrow(
      `"translation_of" "another-folder" must be the folder of the article it translates ("${folder}")`,
    );
  });
});
