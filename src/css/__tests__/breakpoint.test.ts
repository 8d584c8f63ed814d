/** @jest-environment node */
/**
 * The phone/desktop breakpoint is written once (src/data/breakpoints.ts); stylesheets cannot
 * import it, so this holds every stylesheet and every `sizes` hint to it, and it to the theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import {desktopMedia, phoneMedia} from '@site/src/data/breakpoints';

const siteDir = path.join(__dirname, '..', '..', '..');
const sourceFiles = (dir: string, pattern: RegExp): string[] =>
  fs
    .readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file) && !/(^|\/)__tests__\/|\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));

/** Every width feature near the breakpoint ("(min-width: 996px)"), with where it is written. */
function widthsNearBreakpoint(files: readonly string[]): {file: string; query: string}[] {
  return files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(siteDir, file), 'utf8')
        .matchAll(/\((?:min|max)-width:\s*[\d.]+px\)/g),
    ]
      .map(([query]) => ({file, query: query.replace(/\s+/g, ' ')}))
      .filter(({query}) => Math.abs(Number(/[\d.]+/.exec(query)![0]) - 996.5) < 5),
  );
}

describe('the phone/desktop breakpoint', () => {
  it('is the theme’s own: Infima turns to its phone layout at the same width', () => {
    // Infima as the theme, which loads it, finds it: wherever npm put it. (From its package.json:
    // Jest's resolver would hand a stylesheet's stand-in.)
    const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const infimaDir = path.dirname(require.resolve('infima/package.json', {paths: [themeDir]}));
    const infima = fs.readFileSync(path.join(infimaDir, 'dist/css/default/default.css'), 'utf8');
    expect(infima).toContain(`@media ${phoneMedia}`);
    expect(phoneMedia).toBe('(max-width: 996px)');
    expect(desktopMedia).toBe('(min-width: 997px)');
  });

  it('is written in every stylesheet as one of its two queries, so no width is both', () => {
    const found = widthsNearBreakpoint(sourceFiles('src', /\.css$/));
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(({query}) => query !== phoneMedia && query !== desktopMedia)).toEqual([]);
  });

  it('is never typed in the code: components take it from src/data/breakpoints.ts', () => {
    const code = [...sourceFiles('src', /\.tsx?$/), ...sourceFiles('pages', /\.tsx?$/)].filter(
      (file) => file !== path.join('src', 'data', 'breakpoints.ts'),
    );
    expect(widthsNearBreakpoint(code)).toEqual([]);
  });
});
