/**
 * The case studies as their MDX files state them: the tests' expectations come from the same
 * single source of truth as the site. Reads only the simple one-line fields and the budget.
 */
import fs from 'node:fs';
import path from 'node:path';

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

const folder = path.join(__dirname, '..', 'pages', 'case-study');

function frontMatterOf(source: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(source)![1]!;
}

function scalar(frontMatter: string, key: string): string {
  const match = new RegExp(`^${key}: (.*)$`, 'm').exec(frontMatter);
  return match ? match[1]!.trim().replace(/^(["'])(.*)\1$/, '$2') : '';
}

/** The lines of a top-level block such as `budget:` up to the next top-level key. */
function block(frontMatter: string, key: string): string {
  return new RegExp(`^${key}:\\n((?:[ -].*\\n?)*)`, 'm').exec(frontMatter)?.[1] ?? '';
}

export const caseStudyFiles: readonly CaseStudyFile[] = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.mdx'))
  .sort()
  .map((file) => {
    const fm = frontMatterOf(fs.readFileSync(path.join(folder, file), 'utf8'));
    const budget = [...block(fm, 'budget').matchAll(/- phase: (.*)\n\s+share: (.*)/g)].map((m) => ({
      phase: m[1]!.trim(),
      share: Number(m[2]),
    }));
    return {
      id: file.replace(/\.mdx$/, ''),
      title: scalar(fm, 'title'),
      category: scalar(fm, 'category'),
      location: scalar(fm, 'location'),
      scope: scalar(fm, 'scope'),
      completionDate: scalar(fm, 'completionDate'),
      year: Number(scalar(fm, 'year')),
      gallery: scalar(fm, 'gallery') === 'true',
      related: [...block(fm, 'related').matchAll(/- (.*)/g)].map((m) => m[1]!.trim()),
      budget,
      imageCount: [...block(fm, 'images').matchAll(/- url: /g)].length,
    };
  });

export const galleryFiles = caseStudyFiles.filter((c) => c.gallery);

export const titles = (files: readonly CaseStudyFile[]) => files.map((f) => f.title).sort();
