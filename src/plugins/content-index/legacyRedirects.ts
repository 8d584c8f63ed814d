/**
 * The old site addressed case studies with underscores (/case-study/nairobi_heights, spec
 * section 3). Each kebab-case case study keeps that address alive as a redirect. Node-only:
 * read by docusaurus.config.ts from the case-study file names, so a new file gets its
 * redirect without anyone typing it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collections} from '../../lib/collections';

export type Redirect = {readonly from: string; readonly to: string};

export function legacyCaseStudyRedirects(ids: readonly string[]): Redirect[] {
  const base = `/${collections.caseStudies}/`;
  return ids
    .filter((id) => id.includes('-'))
    .map((id) => ({from: `${base}${id.replaceAll('-', '_')}`, to: `${base}${id}`}));
}

/** Ids of the case-study files in the pages folder (files starting with _ are not pages). */
export function caseStudyIds(pagesDir: string): string[] {
  return fs
    .readdirSync(path.join(pagesDir, collections.caseStudies))
    .filter((file) => /^[^_].*\.mdx$/.test(file))
    .map((file) => file.replace(/\.mdx$/, ''))
    .sort();
}
