/** @jest-environment node */
import os from 'node:os';
import path from 'node:path';
import {contentLimits} from '../contentLimits';
import {siteFrontMatter} from '../siteFrontMatter';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const hook = siteFrontMatter({
  siteDir,
  photosDir: path.join(os.tmpdir(), 'site-front-matter-photos'),
  translationSources: {},
});
const file = 'blog/2026-12-01-curing-concrete/index.mdx';
const read = (fileContent: string) =>
  hook({filePath: path.join(siteDir, file), fileContent, defaultParseFrontMatter: jest.fn()});
const withSlug = (slug: string) => `---\ntitle: Curing Concrete\nslug: ${slug}\n---\n\nWords.\n`;

describe('siteFrontMatter: what the build reads first of every page', () => {
  it.each(['curing-concrete', '/services/residential', 'ujenzi-2026'])(
    'takes the address %s',
    async (slug) => {
      expect((await read(withSlug(slug))).frontMatter.slug).toBe(slug);
    },
  );

  it.each([
    ["curing\\\\'+x+'"],
    ['"a\\\\b"'],
    ['Curing-Concrete'],
    ['curing concrete'],
    ['../secrets'],
    ['curing_concrete'],
    ['https://example.com/x'],
    ['12'],
  ])('refuses the address %s, naming the file', async (slug) => {
    await expect(read(withSlug(slug))).rejects.toThrow(`${file}: the slug `);
  });

  it('refuses a file too large, naming it', async () => {
    await expect(read(`---\ntitle: x\n---\n\n${'Words. '.repeat(15_000)}`)).rejects.toThrow(
      `${file}: the file is 105,`,
    );
  });

  it('refuses a line too long, and a paragraph too long, naming the line', async () => {
    await expect(
      read(`---\ntitle: x\n---\n\n${'<'.repeat(contentLimits.line + 1)}\n`),
    ).rejects.toThrow(`${file}:5: a line of 5,001 characters`);
    const paragraph = Array.from({length: 300}, () => '*a'.repeat(25)).join('\n');
    await expect(read(`---\ntitle: x\n---\n\nFirst.\n\n${paragraph}\n`)).rejects.toThrow(
      `${file}:7: a paragraph of more than 12,000 characters`,
    );
  });

  it('reads a long article of ordinary paragraphs', async () => {
    const paragraphs = Array.from({length: 60}, () => 'Cure the slab for seven days. '.repeat(30));
    const {content} = await read(`---\ntitle: x\n---\n\n${paragraphs.join('\n\n')}\n`);
    expect(content.length).toBeGreaterThan(50_000);
  });
});
