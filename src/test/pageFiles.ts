/**
 * Content files read exactly as the build reads them (its front-matter reader, and YAML for
 * blog/tags.yml and blog/authors.yml). Node-only: for tests that check the real content by rule
 * and for the browser tests' expectations, so none of them re-parses YAML by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
// Synchronous, so module-level test tables can be built from content.
import {readFrontMatter} from '../plugins/frontMatterReader';

const siteDir = path.resolve(__dirname, '..', '..');

export type PageFile<T> = {readonly frontMatter: T; readonly content: string};

/** `file` is relative to the site, e.g. "pages/pricing.mdx". */
export function readPageFile<T = Record<string, unknown>>(file: string): PageFile<T> {
  const {frontMatter, content} = readFrontMatter(
    fs.readFileSync(path.join(siteDir, file), 'utf8'),
    file,
  );
  return {frontMatter: frontMatter as T, content};
}

/** Every MDX page in a folder of the site (e.g. "pages/case-study"), by file id, in id order. */
export function readPageFiles<T = Record<string, unknown>>(
  folder: string,
): (PageFile<T> & {readonly id: string})[] {
  return fs
    .readdirSync(path.join(siteDir, folder))
    .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
    .sort()
    .map((file) => ({id: file.replace(/\.mdx$/, ''), ...readPageFile<T>(path.join(folder, file))}));
}

/** Every insight article (blog/<date>-<slug>/index.mdx), oldest first. */
export function readArticleFiles<T = Record<string, unknown>>(): PageFile<T>[] {
  return fs
    .readdirSync(path.join(siteDir, 'blog'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => readPageFile<T>(path.join('blog', name, 'index.mdx')));
}

/** A YAML file of the site, e.g. "blog/tags.yml". */
export function readYamlFile<T>(file: string): T {
  return yaml.load(fs.readFileSync(path.join(siteDir, file), 'utf8')) as T;
}
