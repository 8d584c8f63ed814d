/** @jest-environment node */
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import stringifyObject from '..';

/** The value the expression evaluates to, in this realm, as the page's module does. */
const evaluated = (code: string): unknown => new Function(`return (${code});`)();

/** Strings a writer may type, and the ones that ended stringify-object 3.3.0's quotes. */
const strings = [
  'Msingi Construction’s “Kilimani” tower',
  "\\'+globalThis.ran('breakout')//",
  "\\\\'+globalThis.ran('breakout')//",
  'KSh\\',
  'C:\\users\\wanjiru',
  "Don\\'t",
  'a\\nb',
  '\\u0027 and \\x27',
  '"; globalThis.ran("double"); "',
  '${globalThis.ran("template")}',
  '</script><script>globalThis.ran("tag")</script>',
  'line\nbreak\r\nand\ttab',
  'separators\u2028and\u2029',
  'a lone \ud800 surrogate',
  'Ujenzi bora kwa bei nafuu',
  '',
];

describe('stringifyObject: an expression that evaluates to the value given', () => {
  const ran: string[] = [];
  beforeAll(() => {
    (globalThis as {ran?: (what: string) => void}).ran = (what) => ran.push(what);
  });
  afterEach(() => expect(ran).toEqual([]));

  it.each(strings)('the string %j, as a value and as a key, runs nothing', (text) => {
    const value = {description: text, [text]: [text, {alt: text}]};
    const back = evaluated(stringifyObject(value));
    expect(isDeepStrictEqual(back, value)).toBe(true);
  });

  it('escapes the line and paragraph separators, which older engines end a line on', () => {
    expect(stringifyObject('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });

  it('keeps dates, numbers that JSON cannot write, null and undefined', () => {
    const value = {
      date: new Date('2026-03-02T00:00:00Z'),
      numbers: [0, -0, 1.5, Number.NaN, Infinity, -Infinity],
      nothing: null,
      absent: undefined,
      yes: true,
      big: 12n,
    };
    expect(isDeepStrictEqual(evaluated(stringifyObject(value)), value)).toBe(true);
    const invalid = evaluated(stringifyObject(new Date(Number.NaN)));
    expect(invalid instanceof Date && Number.isNaN(invalid.getTime())).toBe(true);
  });

  it('writes a key named __proto__ as the object’s own key, never its prototype', () => {
    const value = JSON.parse('{"__proto__": {"admin": true}, "title": "Cement"}') as object;
    const back = evaluated(stringifyObject(value)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(['__proto__', 'title']);
    expect((back as {admin?: boolean}).admin).toBeUndefined();
    expect(isDeepStrictEqual(back, value)).toBe(true);
  });

  it('keeps an object without a prototype one', () => {
    const value = Object.assign(Object.create(null) as object, {a: 1});
    expect(Object.getPrototypeOf(evaluated(stringifyObject(value)))).toBeNull();
  });

  it.each([
    ['a function', {f: () => 1}, 'front matter.f: a function cannot be written'],
    ['a symbol', {s: Symbol('s')}, 'front matter.s: a symbol cannot be written'],
    ['a regular expression', {r: /x/}, 'front matter.r: a RegExp cannot be written'],
    ['a map', {m: new Map()}, 'front matter.m: a Map cannot be written'],
    ['a symbol key', {[Symbol('k')]: 1}, 'front matter: a symbol key cannot be written'],
  ])('refuses %s, naming where, rather than writing code', (_name, value, message) => {
    expect(() => stringifyObject(value)).toThrow(message);
  });

  it('refuses a value that holds itself', () => {
    const value: {self?: unknown} = {};
    value.self = [value];
    expect(() => stringifyObject(value)).toThrow('front matter.self[0]: the value holds itself');
  });

  it('is what Docusaurus’s MDX loader requires as stringify-object', () => {
    const loader = require.resolve('@docusaurus/mdx-loader/lib/loader.js');
    const resolved = require.resolve('stringify-object', {paths: [path.dirname(loader)]});
    expect(resolved).toBe(require.resolve('..'));
  });
});
