/**
 * The site's content as its source files state it, read with a real YAML parser (the one
 * Docusaurus's front-matter parser uses), so the browser tests' expectations come from the same
 * single source as the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.join(__dirname, '..');

type FrontMatter = Record<string, unknown>;

function frontMatterOf(file: string): FrontMatter {
  const source = fs.readFileSync(file, 'utf8');
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) {
    throw new Error(`${path.relative(root, file)} has no front matter`);
  }
  return yaml.load(block[1]!) as FrontMatter;
}

/** The front matter of every `.mdx` file in a folder of the pages plugin, by file id. */
export function pageFrontMatter(folder: string): {id: string; frontMatter: FrontMatter}[] {
  const dir = path.join(root, 'pages', folder);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
    .sort()
    .map((file) => ({
      id: file.replace(/\.mdx$/, ''),
      frontMatter: frontMatterOf(path.join(dir, file)),
    }));
}

/** A YAML file of the blog (tags.yml, authors.yml). */
export function blogYaml<T>(file: string): Record<string, T> {
  return yaml.load(fs.readFileSync(path.join(root, 'blog', file), 'utf8')) as Record<string, T>;
}

/** The front matter of every article (blog/<date>-<slug>/index.mdx). */
export function articleFrontMatter(): FrontMatter[] {
  const dir = path.join(root, 'blog');
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => frontMatterOf(path.join(dir, entry.name, 'index.mdx')));
}
