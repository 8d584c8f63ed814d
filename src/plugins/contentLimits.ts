/**
 * How large a content file may be, checked first of all (Docusaurus's parseFrontMatter hook runs
 * before anything else reads the file). Docusaurus reads a page's title and excerpt, and the
 * Markdown parser its emphasis, with steps whose time grows with the square of a line's or a
 * paragraph's length or worse: 100,000 `<` on one line took 11.6 s, 80 KB of `*a` 18 s, 160 KB
 * 131 s. The largest file today is 15.5 KB, its longest line 671 characters and its longest
 * paragraph 8,439 (a case study's front matter); the limits leave room several times over.
 */

export const contentLimits = {file: 100_000, line: 5_000, paragraph: 12_000} as const;

const thousands = (n: number) => n.toLocaleString('en');

/** What is too large in `fileContent`, as `file:line: …`, or undefined. */
export function contentLimitProblem(fileContent: string, file: string): string | undefined {
  if (fileContent.length > contentLimits.file) {
    return `${file}: the file is ${thousands(fileContent.length)} characters, more than the ${thousands(contentLimits.file)} a page may be: split it into two.`;
  }
  const lines = fileContent.split('\n');
  let paragraphStart = 0;
  let paragraphLength = 0;
  for (const [i, line] of lines.entries()) {
    if (line.length > contentLimits.line) {
      return `${file}:${i + 1}: a line of ${thousands(line.length)} characters, more than ${thousands(contentLimits.line)}: break it into paragraphs.`;
    }
    if (line.trim() === '') {
      paragraphLength = 0;
      continue;
    }
    if (paragraphLength === 0) paragraphStart = i;
    paragraphLength += line.length + 1;
    if (paragraphLength > contentLimits.paragraph) {
      return `${file}:${paragraphStart + 1}: a paragraph of more than ${thousands(contentLimits.paragraph)} characters: break it with blank lines.`;
    }
  }
  return undefined;
}
