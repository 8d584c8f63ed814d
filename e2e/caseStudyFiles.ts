/**
 * The case studies as their MDX files state them: the tests' expectations come from the same
 * single source of truth as the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readPageFiles} from '../src/test/pageFiles';
import type {Edition} from './editions';

export type CaseStudyFile = {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  readonly location: string;
  readonly scope: string;
  readonly completionDate: string;
  readonly year: number;
  readonly gallery: boolean;
  readonly related: readonly string[];
  readonly budget: readonly {phase: string; share: number}[];
  readonly imageCount: number;
};

type CaseStudyFrontMatter = Omit<CaseStudyFile, 'id' | 'imageCount' | 'gallery' | 'related'> & {
  readonly gallery?: boolean;
  readonly related?: readonly string[];
  readonly images: readonly unknown[];
};

const readCaseStudies = (folder: string): CaseStudyFile[] =>
  readPageFiles<CaseStudyFrontMatter>(folder).map(({id, frontMatter: fm}) => ({
    id,
    title: fm.title,
    category: fm.category,
    location: fm.location,
    scope: fm.scope,
    completionDate: String(fm.completionDate),
    year: Number(fm.year),
    gallery: fm.gallery === true,
    related: fm.related ?? [],
    budget: fm.budget.map(({phase, share}) => ({phase, share: Number(share)})),
    imageCount: fm.images.length,
  }));

export const caseStudyFiles: readonly CaseStudyFile[] = readCaseStudies('pages/case-study');

/** The case studies as an edition shows them: its translated file, or the English one where none. */
export function caseStudyFilesOf({locale, prefix}: Edition): readonly CaseStudyFile[] {
  const folder = `i18n/${locale}/docusaurus-plugin-content-pages/case-study`;
  if (!prefix || !fs.existsSync(path.join(__dirname, '..', folder))) {
    return caseStudyFiles;
  }
  const translated = readCaseStudies(folder);
  return caseStudyFiles.map((file) => translated.find(({id}) => id === file.id) ?? file);
}

export const galleryFiles = caseStudyFiles.filter((c) => c.gallery);

export const titles = (files: readonly CaseStudyFile[]) => files.map((f) => f.title).sort();
