/**
 * @jest-environment node
 *
 * The docs hold together: every relative link in README and docs/ reaches a file (and, for a
 * Markdown file, a heading when it names one), every decision record is in the index with its
 * title, and every path under docs/ that a comment in the code names exists.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Markdown without its fenced code blocks (indented ones too). */
const withoutFences = (text: string) => text.replace(/^\s*```[\s\S]*?^\s*```/gm, '');
/** Markdown without any code: fenced blocks and inline code. */
const withoutCode = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, '');

/** A heading's anchor as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replaceAll(' ', '-');

const anchorsOf = (file: string) =>
  [...withoutFences(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]));

/** Every relative link of a Markdown file, and where it leads. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of withoutCode(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    const [linked, anchor] = target.split('#');
    const resolved = linked ? path.join(path.dirname(file), linked) : file;
    if (!fs.existsSync(path.join(root, resolved))) {
      broken.push(`${file}: ${target} (no such file)`);
    } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).includes(anchor)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

describe('the docs', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it('link only to files and headings that exist', () => {
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it('list every decision record in the index, by number, title and status', () => {
    const index = read('docs/decisions/README.md');
    const records = fs
      .readdirSync(path.join(root, 'docs', 'decisions'))
      .filter((name) => /^\d{4}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    // The index's rows as their cells: number (linked), title, status.
    const rows = index
      .split('\n')
      .filter((line) => line.startsWith('| ['))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim())
          .join(' | '),
      );
    const missing = records.filter((name) => {
      const text = read(`docs/decisions/${name}`);
      const title = text.split('\n')[0].replace(/^# /, '');
      const status = /^- Status: (.+)$/m.exec(text)?.[1];
      return !rows.includes(`[${name.slice(0, 4)}](${name}) | ${title} | ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('are named by the code only where they exist', () => {
    const sources = [
      'src',
      'pages',
      'e2e',
      'scripts',
      'bench',
      'functions',
      '.github',
      '.ci',
    ].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.md'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    );
    const configs = fs
      .readdirSync(root)
      .filter((name) =>
        /^\.?[\w.-]+\.(m?js|cjs|ts|json)$|^\.prettierignore$|^\.env\.example$/.test(name),
      );
    const missing = [...sources, ...configs].flatMap((file) =>
      [...read(file).matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w/]/g)]
        .map((m) => m[0])
        .filter((named) => !fs.existsSync(path.join(root, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
