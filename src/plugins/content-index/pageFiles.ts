/**
 * A content file's front matter and body, parsed exactly as Docusaurus parses them. Node-only:
 * for tests that check the real content by rule and for the browser tests' expectations, so
 * neither re-parses YAML by hand.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

const siteDir = path.resolve(__dirname, '..', '..', '..');

export type PageFile<T> = {readonly frontMatter: T; readonly content: string};

/** `file` is relative to the site, e.g. "pages/pricing.mdx". */
export async function readPageFile<T = Record<string, unknown>>(file: string): Promise<PageFile<T>> {
  const filePath = path.join(siteDir, file);
  const fileContent = await fs.readFile(filePath, 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  return {frontMatter: frontMatter as T, content};
}
