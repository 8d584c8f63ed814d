/**
 * What a built page may show, read with the HTML parser browsers use: inside the parts a writer
 * controls (marked by the components that render them, src/lib/pageMarks.ts) only the elements
 * that Markdown, the writers' allow-list and the theme's drawing of them make; anywhere in the
 * body, none of the elements that restyle, redirect or re-address a page or embed another
 * (style, meta, base, object, embed), no form but the site's own, and no frame but the map's.
 * The page check (./index.ts) stops the build on any of them, naming the file.
 */
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {siteFormMark, writersContentMark} from '../../lib/pageMarks';
import {isSection, isSitePage} from '../../lib/sitePath';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Markdown's output (with GFM), the writers' elements, and what the theme draws them with. */
export const writersContentElements: ReadonlySet<string> = new Set([
  // Markdown and GFM
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'section',
  'input',
  // The writers' allow-list (src/plugins/writersContent.ts)
  'abbr',
  'sub',
  'sup',
  'kbd',
  'mark',
  'details',
  'summary',
  // The theme: captioned photos and their sizes, admonitions and code blocks with their icons
  'figure',
  'figcaption',
  'picture',
  'source',
  'div',
  'span',
  'button',
  'svg',
  'path',
]);

const neverInBody = new Set(['style', 'meta', 'base', 'object', 'embed', 'link', 'template']);

function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) {
      yield child;
    }
    yield* elements(child);
  }
}

const has = (element: Element, name: string) => element.attrs.some((a) => a.name === name);
const attribute = (element: Element, name: string) =>
  element.attrs.find((a) => a.name === name)?.value;
const [writersContentAttribute] = Object.keys(writersContentMark);
const [siteFormAttribute] = Object.keys(siteFormMark);

export type PageOrigins = {
  /** The only origin a frame may show. */
  readonly mapOrigin: string;
  /** The image service's origin, besides the site's own photos. */
  readonly photoOrigin: string;
};

/** A link in a writer's content: to the web, to a page or section of the site, never to a file. */
const isContentLink = (address: string) =>
  /^(?:https?:\/\/|mailto:|tel:)/.test(address) || isSitePage(address) || isSection(address);

/** Each address of a `src` or `srcset` (its candidates' addresses). */
const addressesOf = (value: string, name: string) =>
  name === 'srcset'
    ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    : [value];

/** What in an element of a writer's content links or shows something it should not. */
function addressProblem(element: Element, photoOrigin: string): string | undefined {
  for (const {name, value} of element.attrs) {
    if (element.tagName === 'a' && name === 'href' && !isContentLink(value)) {
      return `a link to "${value}"`;
    }
    if (name === 'src' || name === 'srcset') {
      const other = addressesOf(value, name).find(
        (address) => !address.startsWith('/img/photos/') && !address.startsWith(`${photoOrigin}/`),
      );
      if (other !== undefined) {
        return `a photo from "${other}"`;
      }
    }
  }
  return undefined;
}

/**
 * Every element of a built page's body that is not allowed where it is, as a line naming the
 * file.
 */
export function unexpectedMarkup(
  file: string,
  html: string,
  {mapOrigin, photoOrigin}: PageOrigins,
): string[] {
  const body = [...elements(parse(html) as unknown as Node)].find((e) => e.tagName === 'body');
  if (!body) {
    return [];
  }
  const problems: string[] = [];
  const shown = (element: Element) =>
    `<${element.tagName}${element.attrs.map((a) => ` ${a.name}`).join('')}>`;
  for (const element of elements(body)) {
    // React hints that a photo is coming with a preload link, the only link a body holds.
    const preload =
      element.tagName === 'link' &&
      attribute(element, 'rel') === 'preload' &&
      attribute(element, 'as') === 'image';
    if (neverInBody.has(element.tagName) && !preload) {
      problems.push(`${file}: ${shown(element)} in the page's body`);
    } else if (element.tagName === 'form' && !has(element, siteFormAttribute!)) {
      problems.push(`${file}: a form that is not one of the site's own`);
    } else if (
      element.tagName === 'iframe' &&
      !(attribute(element, 'src') ?? '').startsWith(`${mapOrigin}/`)
    ) {
      problems.push(`${file}: a frame that is not the map: ${shown(element)}`);
    }
    if (has(element, writersContentAttribute!)) {
      for (const inside of elements(element)) {
        const address = addressProblem(inside, photoOrigin);
        if (!writersContentElements.has(inside.tagName)) {
          problems.push(`${file}: ${shown(inside)} in a writer's content`);
        } else if (address) {
          problems.push(`${file}: ${address} in a writer's content`);
        }
      }
    }
  }
  return problems;
}
