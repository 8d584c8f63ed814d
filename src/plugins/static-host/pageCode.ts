/**
 * What can run in a built page: its inline scripts and its inline event handlers, read with the
 * HTML parser browsers use (parse5 follows the HTML standard, so a script ends here exactly where
 * it ends in a browser, however a writer's text tried to end it early). The static host allows
 * inline scripts by hash, so the build checks every page against the scripts it means to run and
 * stops on anything else, rather than hashing whatever the output happens to contain.
 */
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {addressScheme} from '../../lib/addressScheme';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Script types that are data, never run: structured data and JSON. */
const dataTypes = new Set(['application/ld+json', 'application/json']);

export type PageCode = {
  /** The text of every inline script that is not a data block, as the browser hashes it. */
  readonly inlineScripts: readonly string[];
  /** Every `on…` attribute, as `<tag onname="value">`. */
  readonly eventHandlers: readonly string[];
  /** Every `javascript:` address in a link, a source or a form action. */
  readonly scriptAddresses: readonly string[];
};

const addressAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) {
    yield node;
    if (node.tagName === 'template') {
      yield* elements((node as DefaultTreeAdapterMap['template']).content as unknown as Node);
    }
  }
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    yield* elements(child);
  }
}

const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

export function pageCode(html: string): PageCode {
  const inlineScripts: string[] = [];
  const eventHandlers: string[] = [];
  const scriptAddresses: string[] = [];
  for (const element of elements(parse(html) as unknown as Node)) {
    const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
    if (element.tagName === 'script' && attribute('src') === undefined) {
      const type = (attribute('type') ?? '').trim().toLowerCase();
      if (!dataTypes.has(type)) {
        inlineScripts.push(textOf(element));
      }
    }
    for (const {name, value} of element.attrs) {
      const shown = `<${element.tagName} ${name}="${value}">`;
      if (/^on/i.test(name)) {
        eventHandlers.push(shown);
      }
      if (addressAttributes.has(name) && addressScheme(value) === 'javascript') {
        scriptAddresses.push(shown);
      }
    }
  }
  return {inlineScripts, eventHandlers, scriptAddresses};
}

const start = (text: string, length = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

/**
 * What in one built page the build did not mean to run, each as a line naming the file: an inline
 * script not among `allowed` (by its exact text), an inline event handler, a `javascript:` address.
 */
export function unexpectedCode(file: string, html: string, allowed: ReadonlySet<string>): string[] {
  const code = pageCode(html);
  return [
    ...code.inlineScripts
      .filter((script) => !allowed.has(script))
      .map((script) => `${file}: an inline script the build does not write: ${start(script)}`),
    ...code.eventHandlers.map((handler) => `${file}: an inline event handler: ${start(handler)}`),
    ...code.scriptAddresses.map((address) => `${file}: a javascript: address: ${start(address)}`),
  ];
}
