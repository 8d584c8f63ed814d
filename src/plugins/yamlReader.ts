/**
 * YAML that people write (front matter, the data files), read as data: js-yaml's safe schema,
 * no anchors, no key that reaches an object's prototype and no control character. An anchor (`&a`)
 * is what an alias (`*a`) repeats; thirty lines of aliases of aliases make a tree of a billion
 * nodes for whatever walks it (the photo step, the schemas), so a file holding one is refused
 * while it is parsed, before anything walks it. A `__proto__` key becomes, wherever an object is
 * copied or written out as code, the prototype of the object that holds it, carrying keys no
 * schema saw; `constructor` and `prototype` are its neighbours. Control characters (other than
 * tab and line break) are never prose: a writer who has one pasted it unseen.
 */
import yaml from 'js-yaml';
import {controlCharacters as plainTextControls, controlRange} from '../lib/plainText';

/** The parser's state as its listener sees it, with the fields read here. */
type NodeState = {
  readonly anchor?: string | null;
  readonly line: number;
  readonly kind?: string | null;
  readonly result?: unknown;
};

/** Keys that name an object's prototype or its constructor rather than a field. */
export const prototypeKeys: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

const controlCharacters = plainTextControls();

/** Plain text as a pattern of the web editor's fields, with what it says when a value fails. */
export const plainTextPattern = [
  `^[^${controlRange}]*$`,
  'holds an invisible control character: write plain text (tabs and line breaks are kept)',
] as const;

/** `U+0008` for a character. */
const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** `gallery[0].alt` for a field's path. */
export const fieldName = (fieldPath: readonly (string | number)[]) =>
  fieldPath
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');

/** The path of the first key in `value` that names a prototype, or undefined. */
function prototypeKeyIn(value: unknown, at: (string | number)[]): (string | number)[] | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = prototypeKeyIn(item, [...at, i]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const key of Object.keys(value)) {
      if (prototypeKeys.has(key)) return [...at, key];
      const found = prototypeKeyIn((value as Record<string, unknown>)[key], [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export function readYaml(text: string, fileName: string): unknown {
  const data = yaml.load(text, {
    filename: fileName,
    listener(event, state) {
      const node = state as unknown as NodeState;
      if (event !== 'close') return;
      if (node.anchor) {
        throw new Error(
          `${fileName}:${node.line + 1}: the anchor &${node.anchor} is not allowed: write each value out (anchors and aliases, & and *, are not read).`,
        );
      }
      const text = node.kind === 'scalar' && typeof node.result === 'string' ? node.result : '';
      const control = [...text.matchAll(controlCharacters)][0];
      if (control) {
        // The message shows the character by its code point, and the text without it.
        const shown = text.slice(0, 80).replace(controlCharacters, '\ufffd');
        throw new Error(
          `${fileName}:${node.line + 1}: the text "${shown}" holds an invisible control character (${codePoint(control[0])}, character ${control.index! + 1}): write plain text; tabs and line breaks are kept.`,
        );
      }
    },
  });
  const prototypeKey = prototypeKeyIn(data, []);
  if (prototypeKey) {
    throw new Error(
      `${fileName}: the field "${fieldName(prototypeKey)}" is not allowed: "__proto__", "constructor" and "prototype" are not field names; rename or remove it.`,
    );
  }
  return data;
}
