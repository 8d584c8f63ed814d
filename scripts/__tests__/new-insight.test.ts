/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {buildInsightIndex, type LoadedInsight} from '@site/src/plugins/content-index/insights';

const script = path.join(__dirname, '..', 'new-insight.mjs');
const categories = ['sustainability', 'materials'].map((key) => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
}));
const authorKeys = ['davidmwangi', 'peterotieno'];

let blogDir: string;

function writeArticle(folder: string, slug: string, related: string[]) {
  fs.mkdirSync(path.join(blogDir, folder));
  fs.writeFileSync(
    path.join(blogDir, folder, 'index.mdx'),
    `---\nslug: ${slug}\ntitle: ${slug}\ndescription: About ${slug}.\nimage: https://images.unsplash.com/photo-1487958449943-2429e8be8625\nauthors: [davidmwangi]\ntags: [sustainability]\nrelated: [${related.join(', ')}]\n---\n\nIntro.\n\n{/* truncate */}\n`,
  );
}

function run(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args, '--dir', blogDir], {
    encoding: 'utf8',
    cwd: blogDir,
  });
}

async function loaded(folder: string): Promise<LoadedInsight> {
  const filePath = path.join(blogDir, folder, 'index.mdx');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
  });
  return {
    metadata: {
      source: `@site/blog/${folder}/index.mdx`,
      permalink: `/insights/${String(frontMatter.slug)}`,
      title: String(frontMatter.title),
      date: folder.slice(0, 10),
      authors: [{name: 'Author'}],
      frontMatter,
    },
  };
}

beforeEach(() => {
  blogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-insight-'));
  fs.writeFileSync(
    path.join(blogDir, 'tags.yml'),
    'sustainability:\n  label: Sustainability\nmaterials:\n  label: Materials\n',
  );
  fs.writeFileSync(
    path.join(blogDir, 'authors.yml'),
    'davidmwangi:\n  name: Eng. David Mwangi\n  title: Founder\npeterotieno:\n  name: Peter Otieno\n  title: QS\n',
  );
  writeArticle('2025-01-10-older-article', 'older-article', ['newer-article', 'newest-article']);
  writeArticle('2025-06-10-newer-article', 'newer-article', ['older-article', 'newest-article']);
  writeArticle('2025-09-10-newest-article', 'newest-article', ['older-article', 'newer-article']);
});

afterEach(() => {
  fs.rmSync(blogDir, {recursive: true, force: true});
});

describe('npm run new:insight', () => {
  it('creates blog/YYYY-MM-DD-slug/index.mdx with front matter the build accepts', async () => {
    const result = run(
      'Choosing Roofing for the Coast & Lake',
      '--date',
      '2026-12-01',
      '--category',
      'materials',
      '--author',
      'peterotieno',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const folder = '2026-12-01-choosing-roofing-for-the-coast-and-lake';
    expect(result.stdout).toContain(path.join(folder, 'index.mdx'));
    // It says where the writer's photos go and how to name them.
    expect(result.stdout).toContain(`Photos: put your own photos in ${folder}/`);
    expect(result.stdout).toContain('"image: ./hero.jpg"');

    const created = await loaded(folder);
    expect(created.metadata.frontMatter).toMatchObject({
      slug: 'choosing-roofing-for-the-coast-and-lake',
      title: 'Choosing Roofing for the Coast & Lake',
      authors: ['peterotieno'],
      tags: ['materials'],
      related: ['newest-article', 'newer-article'],
      draft: true,
    });
    const others = await Promise.all(
      ['2025-01-10-older-article', '2025-06-10-newer-article', '2025-09-10-newest-article'].map(
        loaded,
      ),
    );
    expect(() => buildInsightIndex([created, ...others], categories, authorKeys)).not.toThrow();
    expect(fs.readFileSync(path.join(blogDir, folder, 'index.mdx'), 'utf8')).toContain(
      '{/* truncate */}',
    );
  });

  it('defaults to the first category and author and to today', () => {
    const result = run('Roof Trusses');
    expect(result.status).toBe(0);
    const [folder] = fs.readdirSync(blogDir).filter((name) => name.endsWith('-roof-trusses'));
    expect(folder).toMatch(/^\d{4}-\d{2}-\d{2}-roof-trusses$/);
    const text = fs.readFileSync(path.join(blogDir, folder!, 'index.mdx'), 'utf8');
    expect(text).toContain('tags: [sustainability]');
    expect(text).toContain('authors: [davidmwangi]');
  });

  it('refuses an unknown category, naming the valid ones', () => {
    const result = run('Roof Trusses', '--category', 'gardening');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--category must be one of sustainability, materials');
  });

  it('refuses a title whose slug is taken', () => {
    const result = run('Newer Article');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"newer-article" already exists');
  });

  it('asks for a title', () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('give the article a title');
  });
});
