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
});
