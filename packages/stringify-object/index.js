// @ts-check
/**
 * The JavaScript expression of a value read from front matter, for Docusaurus's MDX loader
 * (`export const frontMatter = ${stringifyObject(frontMatter)}`). stringify-object 3.3.0, which
 * the loader names, quotes a string with `'` and escapes `'` but not `\`, so a writer's `\\'`
 * ended the string and what followed ran as code (docs/upstream/mdx-loader-front-matter.md).
 * Here every string and key is written by JSON.stringify, which escapes `"`, `\` and every
 * control character, and line and paragraph separators are escaped too; the expression
 * evaluates to a value deeply equal to the one given, or this throws naming what it cannot write.
 * Plain CommonJS with no dependency: the loader requires it in place of the package.
 */
'use strict';

/** @param {string} text */
const stringLiteral = (text) =>
  JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** An object literal's key: `"__proto__": …` would set the prototype, a computed key does not. */
const keyLiteral = (/** @type {string} */ key) =>
  key === '__proto__' ? `[${stringLiteral(key)}]` : stringLiteral(key);

/** @param {number} n */
const numberLiteral = (n) => (Object.is(n, -0) ? '-0' : Number.isNaN(n) ? 'NaN' : String(n));

/**
 * @param {unknown} value
 * @param {string} where the value's place, for the message
 * @param {Set<object>} open the objects being written around this one
 * @returns {string}
 */
function expression(value, where, open) {
  switch (typeof value) {
    case 'string':
      return stringLiteral(value);
    case 'number':
      return numberLiteral(value);
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return `${value}n`;
    case 'object':
      break;
    default:
      throw new TypeError(`${where}: a ${typeof value} cannot be written as front matter`);
  }
  if (value === null) {
    return 'null';
  }
  if (open.has(value)) {
    throw new TypeError(`${where}: the value holds itself`);
  }
  if (value instanceof Date) {
    return `new Date(${numberLiteral(value.getTime())})`;
  }
  open.add(value);
  try {
    if (Array.isArray(value)) {
      return `[${value.map((item, i) => expression(item, `${where}[${i}]`, open)).join(',')}]`;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(`${where}: a ${value.constructor?.name ?? 'value'} cannot be written`);
    }
    if (Object.getOwnPropertySymbols(value).length > 0) {
      throw new TypeError(`${where}: a symbol key cannot be written`);
    }
    const record = /** @type {Record<string, unknown>} */ (value);
    const entries = Object.keys(record).map(
      (key) => `${keyLiteral(key)}:${expression(record[key], `${where}.${key}`, open)}`,
    );
    // A null-prototype object stays one: `__proto__: null` is the literal's own syntax for it.
    return `{${[...(prototype === null ? ['__proto__:null'] : []), ...entries].join(',')}}`;
  } finally {
    open.delete(value);
  }
}

/** @param {unknown} value */
module.exports = function stringifyObject(value) {
  return expression(value, 'front matter', new Set());
};
