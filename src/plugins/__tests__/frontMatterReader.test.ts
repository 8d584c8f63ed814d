/** @jest-environment node */
import {readFrontMatter} from '../frontMatterReader';

declare global {
  var frontMatterRan: number | undefined;
}

// What gray-matter would run as JavaScript: it sets a global when it runs.
const code = '{title: (globalThis.frontMatterRan = 1, "x")}';
const unicodeSpaces = ['\u00a0', '\u000b', '\u000c', '\u2028', '\u3000', '\ufeff', ' ', '\t'];

describe('readFrontMatter', () => {
  afterEach(() => {
    globalThis.frontMatterRan = undefined;
  });

  it.each([
    ['---js', '---js\n'],
    ['---javascript', '---javascript\n'],
    ['--- JavaScript', '--- JavaScript\n'],
    ['---JS', '---JS\n'],
    ['a byte-order mark, then ---js', '\ufeff---js\n'],
    ['---json', '---json\n'],
    ...unicodeSpaces.map((space) => [
      `---, U+${space.charCodeAt(0).toString(16).padStart(4, '0')}, js`,
      `---${space}js${space}\n`,
    ]),
  ])('refuses front matter opened by %s, and runs nothing', (_name, opening) => {
    expect(() => readFrontMatter(`${opening}${code}\n---\nBody`, 'blog/x/index.mdx')).toThrow(
      /^blog\/x\/index\.mdx:1:1: front matter in "(js|javascript|json)" is not allowed: front matter is YAML/,
    );
    expect(globalThis.frontMatterRan).toBeUndefined();
  });

  it.each(['toml', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'refuses any other language, even a name every object has (%s)',
    (language) => {
      expect(() => readFrontMatter(`---${language}\ntitle: x\n---\n`, 'a.mdx')).toThrow(
        `a.mdx:1:1: front matter in "${language.toLowerCase()}" is not allowed`,
      );
    },
  );

  it('refuses front matter that is not a list of fields', () => {
    expect(() => readFrontMatter('---\n- title\n- slug\n---\nBody', 'a.mdx')).toThrow(
      'a.mdx:1:1: front matter is not a list of fields',
    );
  });

  it.each([
    ['---', '---\ntitle: Cement\n---\n\nBody\n'],
    ['---yaml', '---yaml\ntitle: Cement\n---\n\nBody\n'],
    ['CRLF', '---\r\ntitle: Cement\r\n---\r\n\r\nBody\r\n'],
  ])('reads YAML front matter (%s) as Docusaurus does, content trimmed', (_name, file) => {
    expect(readFrontMatter(file, 'a.mdx')).toEqual({
      frontMatter: {title: 'Cement'},
      content: 'Body',
    });
  });

  it('reads a file without front matter', () => {
    expect(readFrontMatter('Just words.\n', 'a.mdx')).toEqual({
      frontMatter: {},
      content: 'Just words.',
    });
  });

  it('gives each call its own object, as the parseFrontMatter hook changes it', () => {
    const file = '---\ntitle: Cement\n---\nBody';
    const first = readFrontMatter(file, 'a.mdx');
    (first.frontMatter as {title: string}).title = 'changed';
    expect(readFrontMatter(file, 'a.mdx').frontMatter).toEqual({title: 'Cement'});
  });

  it('reads YAML with its safe schema: a tag that would make a function is refused', () => {
    expect(() =>
      readFrontMatter('---\ntitle: !!js/function "function () {}"\n---\n', 'a.mdx'),
    ).toThrow(/^a\.mdx:1:1: .*js\/function/);
  });
});
