/**
 * Remark plugin: a writer's file is content, never code. MDX is JavaScript: an `import`, an
 * `export`, a `{…}` expression or a JSX attribute holding one would run when the site is built
 * (in the deploy job, beside its secrets) and in every reader's browser. The files people write
 * without a developer (the articles and their translations, the case studies: what the web editor
 * at /admin/ writes) may hold Markdown and a short list of HTML elements, and nothing else. Runs
 * while the file is compiled, before any of its code could run, and stops the build naming the
 * file, the line and what is allowed. Developers' own MDX pages (services, legal pages) are not
 * checked: they keep full MDX.
 */

import {addressScheme} from '../lib/addressScheme';

/** The HTML elements a writer may use, with the attributes each may carry (plain text only). */
export const writersElements: Readonly<Record<string, readonly string[]>> = {
  abbr: ['title'],
  sub: [],
  sup: [],
  kbd: [],
  mark: [],
  br: [],
  details: [],
  summary: [],
};

/** Address schemes that run code or smuggle a document in. */
const unsafeSchemes = new Set(['javascript', 'vbscript', 'data']);

/** The few mdast/MDX fields this plugin reads. */
type Node = {
  type: string;
  name?: string | null;
  value?: string | null | {type: string};
  url?: string;
  attributes?: Node[];
  children?: Node[];
  position?: {start: {line: number; column: number}};
};

type File = {path?: string; history?: string[]; cwd?: string};

const allowedSummary = `Allowed: Markdown (headings, lists, links, photos, tables, quotes, admonitions), the {/* truncate */} marker and the HTML elements ${Object.entries(
  writersElements,
)
  .map(([name, attributes]) => `<${name}${attributes.map((a) => ` ${a}="…"`).join('')}>`)
  .join(', ')}. See docs/writing-insights.md.`;

/** Only a comment, such as the `{/* truncate *\/}` marker: nothing that runs. */
const isCommentOnly = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .trim() === '';

function refusal(node: Node): string | undefined {
  switch (node.type) {
    case 'mdxjsEsm':
      return `\`${String(node.value ?? '').split(/\s/)[0]}\` (code)`;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return isCommentOnly(String(node.value ?? '')) ? undefined : 'a {…} expression (code)';
    case 'html':
      return /^<!--[\s\S]*-->$/.test(String(node.value ?? '').trim()) ? undefined : 'raw HTML';
    case 'link':
    case 'image':
    case 'definition':
      return unsafeSchemes.has(addressScheme(node.url ?? '') ?? '')
        ? `a ${addressScheme(node.url ?? '')}: address`
        : undefined;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementRefusal(node);
    default:
      return undefined;
  }
}

function elementRefusal(node: Node): string | undefined {
  const name = node.name ?? '';
  const attributes = writersElements[name];
  if (!attributes) {
    return name ? `the element <${name}>` : 'a fragment <>';
  }
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') {
      return `an attribute holding code in <${name}>`;
    }
    if (typeof attribute.value === 'object' && attribute.value !== null) {
      return `the attribute ${attribute.name}={…} in <${name}> (code)`;
    }
    if (!attributes.includes(attribute.name ?? '')) {
      return `the attribute ${attribute.name} in <${name}>`;
    }
  }
  return undefined;
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const attribute of node.attributes ?? []) {
    yield attribute;
  }
  for (const child of node.children ?? []) {
    yield* walk(child);
  }
}

/** Each thing in a writer's file that is not content, as `file:line:column: what …`. */
export function writersContentProblems(tree: Node, fileName: string): string[] {
  const problems: string[] = [];
  for (const node of walk(tree)) {
    const what = refusal(node);
    if (what) {
      const {line, column} = node.position?.start ?? {line: 0, column: 0};
      problems.push(`${fileName}:${line}:${column}: ${what} is not allowed in a writer's file.`);
    }
  }
  return problems;
}

/**
 * Front matter is YAML. Docusaurus's front-matter reader (gray-matter) runs `---js` front matter
 * as JavaScript, so any other language named after the opening `---` stops the build, for every
 * file, before it is read.
 */
export function checkFrontMatterLanguage(fileContent: string, fileName: string): void {
  const language = /^---[ \t]*([^\s-][^\r\n]*)?\r?\n/.exec(fileContent)?.[1]?.trim().toLowerCase();
  if (language && language !== 'yaml' && language !== 'yml') {
    throw new Error(
      `${fileName}:1:1: front matter in "${language}" is not allowed: front matter is YAML, opened by a line of three hyphens and nothing else.`,
    );
  }
}

export type WritersContentOptions = {
  readonly siteDir: string;
  /** Which files are writers' (site-relative paths with `/`); every file the plugin sees if absent. */
  readonly isWritersFile?: (file: string) => boolean;
};

export default function remarkWritersContent(options: WritersContentOptions) {
  return (tree: Node, file: File): void => {
    const absolute = file.path ?? file.history?.at(-1) ?? '';
    const relative = absolute.startsWith(options.siteDir)
      ? absolute
          .slice(options.siteDir.length)
          .replace(/^[/\\]/, '')
          .replaceAll('\\', '/')
      : absolute;
    if (options.isWritersFile && !options.isWritersFile(relative)) {
      return;
    }
    const problems = writersContentProblems(tree, relative);
    if (problems.length > 0) {
      throw new Error(`${problems.join('\n')}\n${allowedSummary}`);
    }
  };
}
