/** @jest-environment node */
import {readYaml} from '../yamlReader';

describe('readYaml', () => {
  it('reads YAML as data, dates as dates', () => {
    expect(readYaml('title: Cement\ndate: 2026-03-02\ntags: [materials]\n', 'a.yml')).toEqual({
      title: 'Cement',
      date: new Date('2026-03-02T00:00:00Z'),
      tags: ['materials'],
    });
  });

  it('refuses an anchor, naming the file and line, so no alias can repeat it', () => {
    expect(() =>
      readYaml('title: Cement\nbase: &b {a: 1}\nother: *b\n', 'blog/x/index.mdx'),
    ).toThrow('blog/x/index.mdx:2: the anchor &b is not allowed');
  });

  it('refuses aliases of aliases at the first anchor, before anything walks them', () => {
    const levels = Array.from({length: 30}, (_, i) =>
      i === 0 ? 'a0: &a0 [lol, lol]' : `a${i}: &a${i} [*a${i - 1}, *a${i - 1}]`,
    );
    expect(() => readYaml(levels.join('\n'), 'pages/_people.yml')).toThrow(
      'pages/_people.yml:1: the anchor &a0 is not allowed',
    );
  });

  it('refuses a merge key, which needs an anchor', () => {
    expect(() => readYaml('base: &b {a: 1}\nother:\n  <<: *b\n', 'a.yml')).toThrow(/anchor &b/);
  });

  it.each([
    ['at the top', '__proto__: {admin: true}\ntitle: Cement\n', '__proto__'],
    ['quoted', '"__proto__": {admin: true}\n', '__proto__'],
    [
      'in a list’s object',
      'gallery:\n  - url: a.jpg\n    __proto__: {alt: x}\n',
      'gallery[0].__proto__',
    ],
    ['in a flow mapping', 'team: [{name: Wanjiru, constructor: 1}]\n', 'team[0].constructor'],
    ['named prototype', 'budget: {prototype: {}}\n', 'budget.prototype'],
  ])('refuses a key that reaches the prototype (%s), naming the field', (_name, text, field) => {
    expect(() => readYaml(text, 'blog/x/index.mdx')).toThrow(
      `blog/x/index.mdx: the field "${field}" is not allowed: "__proto__", "constructor" and "prototype" are not field names`,
    );
  });

  it('reads the words prototype and constructor as values', () => {
    expect(readYaml('title: The prototype house\nrole: constructor\n', 'a.yml')).toEqual({
      title: 'The prototype house',
      role: 'constructor',
    });
  });

  it.each([
    ['NUL', '"a\\0b"', 'U+0000'],
    ['backspace', '"a\\bb"', 'U+0008'],
    ['escape', '"a\\eb"', 'U+001B'],
    ['next line', '"a\\Nb"', 'U+0085'],
    ['line separator', '"a\\Lb"', 'U+2028'],
    ['paragraph separator', '"a\\Pb"', 'U+2029'],
  ])(
    'refuses a control character (%s), naming the line and its code point',
    (_name, value, code) => {
      expect(() => readYaml(`slug: x\ndescription: ${value}\n`, 'blog/x/index.mdx')).toThrow(
        `blog/x/index.mdx:2: the text "a\ufffdb" holds an invisible control character (${code}, character 2)`,
      );
    },
  );

  it('keeps tabs, line breaks and backslashes as written', () => {
    expect(
      readYaml(
        'a: "KSh\\\\"\nb: C:\\users\nc: "one\\ttwo\\nthree"\nd: |\n  line one\n  line two\n',
        'a.yml',
      ),
    ).toEqual({a: 'KSh\\', b: 'C:\\users', c: 'one\ttwo\nthree', d: 'line one\nline two\n'});
  });
});
