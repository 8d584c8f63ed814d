/**
 * Remark plugin: a writer's file is content, never code. MDX is JavaScript: an `import`, an
 * `export`, a `{…}` expression or a JSX attribute holding one would run when the site is built
 * (in the deploy job) and in every reader's browser. The files people write without a developer
 * (the articles and their translations, the case studies: what the web editor at /admin/ writes)
 * are judged by the tree the compiler reads, on an allow-list: every node must be of a type named
 * below and pass that type's rule, and a type this plugin does not name (one a future parser
 * adds included) is refused. Runs while the file is compiled, before any of its code could run,
 * and stops the build naming the file, the line and what is allowed. Developers' own MDX pages
 * (services, legal pages) are not checked: they keep full MDX.
 */

import {parseFragment} from 'parse5';
import {addressScheme} from '../lib/addressScheme';
import {isSection, isSitePage} from '../lib/sitePath';

/** The HTML elements a writer may use, with the attributes each may carry (plain text only). */
export const writersElements: ReadonlyMap<string, readonly string[]> = new Map([
  ['abbr', ['title']],
  ['sub', []],
  ['sup', []],
  ['kbd', []],
  ['mark', []],
  ['br', []],
  ['details', []],
  ['summary', []],
]);

/** Docusaurus's admonitions a writer may use: `:::tip[An optional title] … :::`. */
export const writersAdmonitions: ReadonlySet<string> = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
]);

/** Address schemes a link may use to leave the site. */
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
/** Address schemes a photo may use: the image service's. */
const photoSchemes = new Set(['https']);
/** A photo beside the file (`./hero.jpg`), which the site's photo step makes into sizes. */
const photoBeside =
  /^\.\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*\.(?:jpe?g|png|webp|avif)$/i;

/** Markdown's own nodes (CommonMark and GFM), which carry no code: text, structure, addresses. */
const markdownNodes = new Set([
  'root',
  'paragraph',
  'heading',
  'thematicBreak',
  'blockquote',
  'list',
  'listItem',
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'code',
  'break',
  'link',
  'linkReference',
  'image',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'table',
  'tableRow',
  'tableCell',
  // The front matter, read on its own as YAML (frontMatterReader.ts): never rendered or run.
  'yaml',
]);

/** What a heading may hold: words and inline marks, so its table-of-contents entry is text. */
const headingNodes = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode']);

/** The few mdast/MDX fields this plugin reads. */
type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  attributes?: unknown;
  depth?: number;
  children?: Node[];
  data?: {estree?: {body?: readonly unknown[]} | null};
  position?: {start: {line: number; column: number}};
};

type File = {path?: string; history?: string[]; cwd?: string};

const elementList = [...writersElements]
  .map(([name, attributes]) => `<${name}${attributes.map((a) => ` ${a}="…"`).join('')}>`)
  .join(', ');
const admonitionList = [...writersAdmonitions].map((name) => `:::${name}`).join(', ');

export const allowedSummary = `Allowed: Markdown (paragraphs, headings ## to ###### of plain words, lists, links to a page of this site such as /insights/construction-permits-guide or an http(s), mailto or tel address, photos from an https:// address or beside the file as ./name.jpg, tables, quotes, code blocks, footnotes), the admonitions ${admonitionList} (each closed by :::, with an optional [title]), comments such as {/* truncate */}, and the HTML elements ${elementList}. See docs/writing-insights.md.`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * An expression is allowed only when its parsed program has no statement: a comment, such as the
 * `{/* truncate *\/}` marker, lives apart from the program's body. Without the parsed program
 * there is nothing to judge it by, so it is refused.
 */
function expressionRefusal(node: Node): string | undefined {
  const body = node.data?.estree?.body;
  return Array.isArray(body) && body.length === 0 ? undefined : 'a {…} expression (code)';
}

/** Raw HTML (Markdown files only) is allowed when the HTML parser reads it as one comment, whole. */
function htmlRefusal(node: Node): string | undefined {
  const html = typeof node.value === 'string' ? node.value : '';
  const [only, ...rest] = parseFragment(html).childNodes;
  const whole =
    only !== undefined &&
    'data' in only &&
    only.nodeName === '#comment' &&
    rest.length === 0 &&
    `<!--${only.data}-->` === html;
  return whole ? undefined : 'raw HTML';
}

/**
 * An address to leave the site by: its scheme is one of `schemes`, written as a browser reads it,
 * and a web address names a host (`https:./x` is a path here to a browser).
 */
function isWebAddress(address: string, schemes: ReadonlySet<string>): boolean {
  const scheme = addressScheme(address);
  if (scheme === undefined || !schemes.has(scheme) || !address.startsWith(`${scheme}:`)) {
    return false;
  }
  if (scheme !== 'http' && scheme !== 'https') {
    return true;
  }
  try {
    return address.startsWith(`${scheme}://`) && new URL(address).host !== '';
  } catch {
    return false;
  }
}

/**
 * A link goes to the web or to a page or section of this site, never to a file: Docusaurus turns
 * an address that names a file into a bundler request for it (a `!` in it even names a loader to
 * run), so a writer's address never names one.
 */
const isLinkAddress = (address: string) =>
  isWebAddress(address, linkSchemes) || isSitePage(address) || isSection(address);
const isPhotoAddress = (address: string) =>
  isWebAddress(address, photoSchemes) || photoBeside.test(address);

function addressRefusal(node: Node): string | undefined {
  const address = node.url ?? '';
  const allowed = node.type === 'image' ? isPhotoAddress(address) : isLinkAddress(address);
  if (allowed) {
    return undefined;
  }
  const scheme = addressScheme(address);
  const schemes = node.type === 'image' ? photoSchemes : linkSchemes;
  if (scheme !== undefined && !schemes.has(scheme)) {
    return `a ${scheme}: address`;
  }
  return node.type === 'image'
    ? `the photo address "${address}" (an https:// address, or ./name.jpg beside the file)`
    : `the address "${address}" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)`;
}

function elementRefusal(node: Node): string | undefined {
  const name = node.name ?? '';
  const attributes = writersElements.get(name);
  if (!attributes) {
    return name ? `the element <${name}>` : 'a fragment <>';
  }
  for (const attribute of Array.isArray(node.attributes) ? (node.attributes as Node[]) : []) {
    if (attribute.type !== 'mdxJsxAttribute') {
      return `an attribute holding code in <${name}>`;
    }
    if (typeof attribute.value !== 'string') {
      return isObject(attribute.value)
        ? `the attribute ${attribute.name}={…} in <${name}> (code)`
        : `the attribute ${attribute.name} without a value in <${name}>`;
    }
    if (!attributes.includes(attribute.name ?? '')) {
      return `the attribute ${attribute.name} in <${name}>`;
    }
  }
  return undefined;
}

const hasAttributes = (node: Node) =>
  isObject(node.attributes) && Object.keys(node.attributes).length > 0;

/** A text directive with nothing but its name: the words as typed (`Note:remember`, `a:b`). */
const isWordAfterColon = (node: Node) =>
  node.type === 'textDirective' && !hasAttributes(node) && (node.children ?? []).length === 0;

/**
 * `:::tip … :::` is an admonition. A word after a colon in prose (`Note:remember`) is read as a
 * text directive, which Docusaurus turns back into the words as typed when it carries nothing
 * else; one with a label or attributes, and every other directive, is refused.
 */
function directiveRefusal(node: Node): string | undefined {
  const name = node.name ?? '';
  switch (node.type) {
    case 'containerDirective':
      if (!writersAdmonitions.has(name)) {
        return `the block :::${name}`;
      }
      return hasAttributes(node) ? `attributes {…} on :::${name}` : undefined;
    case 'textDirective':
      return isWordAfterColon(node) ? undefined : `the directive :${name}[…]{…}`;
    default:
      return `the directive ::${name}`;
  }
}

function refusal(node: Node): string | undefined {
  switch (node.type) {
    case 'mdxjsEsm':
      return `\`${String(node.value ?? '').split(/\s/)[0]}\` (code)`;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expressionRefusal(node);
    case 'html':
      return htmlRefusal(node);
    case 'link':
    case 'definition':
    case 'image':
      return addressRefusal(node);
    case 'imageReference':
      return 'a photo by reference (![…][name]; write its address in place)';
    case 'heading':
      return headingRefusal(node);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementRefusal(node);
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return directiveRefusal(node);
    default:
      return markdownNodes.has(node.type) ? undefined : `a ${node.type} node`;
  }
}

function* descendants(node: Node): Generator<Node> {
  for (const child of node.children ?? []) {
    yield child;
    yield* descendants(child);
  }
}

/**
 * The longest heading a writer may write. A heading names its section in a few words (the longest
 * today is 55 characters); Docusaurus reads a heading's id with a regular expression whose time
 * grows with the square of the heading's length (120,000 spaces took 8 s).
 */
export const maxHeadingLength = 150;

/** A heading's own id (`## Costs \{#costs\}`), as Docusaurus writes it into the page's address. */
const headingId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A heading's words become its table-of-contents entry: plain words and inline marks only. */
function headingRefusal(node: Node): string | undefined {
  if (node.depth === 1) {
    return 'a heading of level 1 (the title is the page’s own: sections start at ##)';
  }
  const inside = [...descendants(node)];
  const other = inside.find((child) => !headingNodes.has(child.type) && !isWordAfterColon(child));
  if (other) {
    return `${describe(other)} in a heading (headings hold plain words)`;
  }
  const text = inside.map((child) => (typeof child.value === 'string' ? child.value : '')).join('');
  if (text.length > maxHeadingLength) {
    return `a heading of ${text.length} characters (at most ${maxHeadingLength}: a heading names its section in a few words)`;
  }
  // Docusaurus takes a heading ending in {#…} to set its id: the text after the last {#.
  const idStart = text.lastIndexOf('{#');
  const end = text.trimEnd();
  if (idStart >= 0 && end.endsWith('}') && !headingId.test(end.slice(idStart + 2, -1).trim())) {
    return `the heading id ${end.slice(idStart)} (an id is lower-case letters and digits joined by hyphens, such as {#site-visit})`;
  }
  return undefined;
}

const describe = (node: Node) =>
  node.type.startsWith('mdxJsx')
    ? `the element <${node.name ?? ''}>`
    : node.type.startsWith('mdx') && node.type.endsWith('Expression')
      ? 'a {…} expression'
      : node.type === 'image'
        ? 'a photo'
        : `a ${node.type}`;

function* walk(node: Node): Generator<Node> {
  yield node;
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
