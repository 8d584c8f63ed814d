/** @jest-environment node */
import remarkWritersContent, {
  checkFrontMatterLanguage,
  writersContentProblems,
  writersElements,
} from '../writersContent';

// mdast nodes as remark-mdx reads them (the build test in scripts/build-test.sh feeds the real
// parser a file holding each of these).
const at = (line: number) => ({position: {start: {line, column: 1}}});
type Tree = Parameters<typeof writersContentProblems>[0];
const root = (...children: object[]) => ({type: 'root', children}) as Tree;
const paragraph = (...children: object[]) => ({type: 'paragraph', children, ...at(1)});
const element = (name: string | null, attributes: object[] = [], line = 3) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes,
  children: [],
  ...at(line),
});
const attribute = (name: string, value: unknown) => ({type: 'mdxJsxAttribute', name, value});
const problems = (...children: object[]) =>
  writersContentProblems(root(...children), 'blog/x/index.mdx');

describe('writersContentProblems refuses code', () => {
  it.each([
    ['an export', {type: 'mdxjsEsm', value: 'export const x = 1', ...at(7)}, '`export` (code)'],
    ['an import', {type: 'mdxjsEsm', value: "import X from 'x'", ...at(7)}, '`import` (code)'],
    [
      'an expression',
      {type: 'mdxFlowExpression', value: 'alert(1)', ...at(7)},
      'a {…} expression (code)',
    ],
    [
      'an expression in text',
      paragraph({type: 'mdxTextExpression', value: 'window.x=1', ...at(7)}),
      'a {…} expression (code)',
    ],
    ['<script>', element('script', [], 7), 'the element <script>'],
    ['<iframe>', element('iframe', [], 7), 'the element <iframe>'],
    ['<object>', element('object', [], 7), 'the element <object>'],
    [
      'a component not on the list',
      element('CaseStudyDetail', [], 7),
      'the element <CaseStudyDetail>',
    ],
    ['a fragment', element(null, [], 7), 'a fragment <>'],
    [
      'an attribute holding an expression',
      element(
        'abbr',
        [attribute('title', {type: 'mdxJsxAttributeValueExpression', value: 'x()'})],
        7,
      ),
      'the attribute title={…} in <abbr> (code)',
    ],
    [
      'an event handler',
      element(
        'sup',
        [attribute('onClick', {type: 'mdxJsxAttributeValueExpression', value: '() => 1'})],
        7,
      ),
      'the attribute onClick={…} in <sup> (code)',
    ],
    [
      'a spread attribute',
      element('abbr', [{type: 'mdxJsxExpressionAttribute', value: '...props'}], 7),
      'an attribute holding code in <abbr>',
    ],
    [
      'a style with url(javascript:…)',
      element('mark', [attribute('style', 'background:url(javascript:alert(1))')], 7),
      'the attribute style in <mark>',
    ],
    [
      'a javascript: link',
      {type: 'link', url: 'javascript:alert(1)', children: [], ...at(7)},
      'a javascript: address',
    ],
    [
      'a data: link',
      {type: 'link', url: 'data:text/html,<script>x</script>', children: [], ...at(7)},
      'a data: address',
    ],
    [
      'a data: image',
      {type: 'image', url: 'data:image/svg+xml,<svg onload=x>', ...at(7)},
      'a data: address',
    ],
    [
      'a javascript: definition',
      {type: 'definition', url: ' JavaScript:x', ...at(7)},
      'a javascript: address',
    ],
    ['raw HTML', {type: 'html', value: '<img src=x onerror=alert(1)>', ...at(7)}, 'raw HTML'],
  ])('%s', (_name, node, what) => {
    expect(problems(node)).toEqual([
      `blog/x/index.mdx:7:1: ${what} is not allowed in a writer's file.`,
    ]);
  });

  it('names every problem of a file, each at its line', () => {
    expect(
      problems(
        {type: 'mdxjsEsm', value: 'export const x = 1', ...at(2)},
        element('iframe', [], 9),
      ).map((p) => p.split(': ')[0]),
    ).toEqual(['blog/x/index.mdx:2:1', 'blog/x/index.mdx:9:1']);
  });
});

describe('writersContentProblems allows content', () => {
  it.each(Object.keys(writersElements))('the element <%s>', (name) => {
    const attributes = (writersElements[name] ?? []).map((a) => attribute(a, 'plain words'));
    expect(problems(element(name, attributes))).toEqual([]);
  });

  it('the truncate marker and other comments', () => {
    expect(
      problems(
        {type: 'mdxFlowExpression', value: '/* truncate */', ...at(3)},
        {type: 'mdxFlowExpression', value: ' // a note to the editor ', ...at(4)},
        {type: 'html', value: '<!-- truncate -->', ...at(5)},
      ),
    ).toEqual([]);
  });

  it('links and photos with ordinary addresses', () => {
    expect(
      problems(
        paragraph(
          {type: 'link', url: 'https://nca.go.ke/', children: []},
          {type: 'link', url: '/insights/construction-permits-guide', children: []},
          {type: 'link', url: 'mailto:info@example.co.ke', children: []},
          {type: 'image', url: './site-visit.jpg'},
        ),
      ),
    ).toEqual([]);
  });
});

describe('remarkWritersContent', () => {
  const siteDir = '/site';
  const run = (file: string, isWritersFile?: (f: string) => boolean) => () =>
    remarkWritersContent({siteDir, isWritersFile})(root(element('script', [], 4)), {
      path: `${siteDir}/${file}`,
    });

  it('stops the build naming the file, the line and what is allowed', () => {
    expect(run('blog/2026-x/index.mdx')).toThrow(
      /^blog\/2026-x\/index\.mdx:4:1: the element <script> is not allowed in a writer's file\.\nAllowed: Markdown .*<abbr title="…">.*docs\/writing-insights\.md/s,
    );
  });

  it('leaves developers’ files to full MDX', () => {
    const isWritersFile = (f: string) => f.startsWith('pages/case-study/');
    expect(run('pages/services/residential.mdx', isWritersFile)).not.toThrow();
    expect(run('pages/case-study/broadwalkmall.mdx', isWritersFile)).toThrow(/<script>/);
  });
});

describe('checkFrontMatterLanguage', () => {
  it.each(['---js\n', '---javascript\n', '--- coffee\n', '---toml\n'])(
    'refuses front matter opened by %j (gray-matter would run or read it as something else)',
    (opening) => {
      expect(() =>
        checkFrontMatterLanguage(`${opening}title: x\n---\nBody`, 'blog/x/index.mdx'),
      ).toThrow(/^blog\/x\/index\.mdx:1:1: front matter in ".+" is not allowed/);
    },
  );

  it.each([
    '---\ntitle: x\n---\n',
    '---yaml\ntitle: x\n---\n',
    '---\r\ntitle: x\r\n---\r\n',
    'No front matter',
  ])('reads YAML front matter (%j)', (content) => {
    expect(() => checkFrontMatterLanguage(content, 'a.mdx')).not.toThrow();
  });
});
