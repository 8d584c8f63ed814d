/**
 * The case studies as their MDX files state them: the tests' expectations come from the same
 * single source of truth as the site.
 */
import {readPageFiles} from '../src/plugins/content-index/pageFiles';

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

export const caseStudyFiles: readonly CaseStudyFile[] = readPageFiles<CaseStudyFrontMatter>('pages/case-study').map(({id, frontMatter: fm}) => {
  return {
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
  };
});

export const galleryFiles = caseStudyFiles.filter((c) => c.gallery);

export const titles = (files: readonly CaseStudyFile[]) => files.map((f) => f.title).sort();
