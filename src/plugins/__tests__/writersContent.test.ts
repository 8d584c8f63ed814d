/** @jest-environment node */
import remarkWritersContent, {
  maxHeadingLength,
  writersAdmonitions,
  writersContentProblems,
  writersElements,
} from '../writersContent';

// mdast nodes as remark-mdx reads them (scripts/writers-corpus.test.mjs and the build test in
// scripts/build-test.sh feed the real parser files holding these and many more).
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
/** An expression as MDX parses it: its program's statements, its comments apart. */
const expression = (body: object[], type = 'mdxFlowExpression', line = 7) => ({
  type,
  value: 'as typed',
  data: {estree: {type: 'Program', body, comments: [{type: 'Block', value: ' truncate '}]}},
  ...at(line),
});
const statement = {type: 'ExpressionStatement'};
const text = (value: string) => ({type: 'text', value});
const heading = (...children: object[]) => ({type: 'heading', depth: 2, children, ...at(7)});
const refused = (what: string) => [
  `blog/x/index.mdx:7:1: ${what} is not allowed in a writer's file.`,
];

describe('writersContentProblems refuses code', () => {
  it.each([
    ['an export', {type: 'mdxjsEsm', value: 'export const x = 1', ...at(7)}, '`export` (code)'],
    ['an import', {type: 'mdxjsEsm', value: "import X from 'x'", ...at(7)}, '`import` (code)'],
    ['an expression', expression([statement]), 'a {…} expression (code)'],
    [
      'an expression in text',
      paragraph(expression([statement], 'mdxTextExpression')),
      'a {…} expression (code)',
    ],
    [
      // `{// /*⏎alert(1)⏎}`: comments to a regular expression, a statement to JavaScript.
      'a statement behind a comment',
      expression([statement]),
      'a {…} expression (code)',
    ],
    [
      'an expression whose program is missing',
      {type: 'mdxFlowExpression', value: '/* truncate */', ...at(7)},
      'a {…} expression (code)',
    ],
    [
      'an element named after the object prototype',
      element('constructor', [], 7),
      'the element <constructor>',
    ],
    ['an element named __proto__', element('__proto__', [], 7), 'the element <__proto__>'],
    [
      'an attribute without a value',
      element('abbr', [attribute('title', null)], 7),
      'the attribute title without a value in <abbr>',
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
    [
      // Docusaurus would make the bundler load the photo with the photo as its loader: code.
      'a link naming a loader',
      {type: 'link', url: './site-plan.jpg?size=large!./site-plan.jpg', children: [], ...at(7)},
      'the address "./site-plan.jpg?size=large!./site-plan.jpg" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      'a link to a file of the build machine',
      {type: 'link', url: '@site/../../../../etc/passwd', children: [], ...at(7)},
      'the address "@site/../../../../etc/passwd" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      'a link to a file of the site',
      {type: 'link', url: '/img/logo.svg', children: [], ...at(7)},
      'the address "/img/logo.svg" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      'a link to a script beside the article',
      {type: 'definition', url: './notes.js', ...at(7)},
      'the address "./notes.js" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      'a photo from a path out of the folder',
      {type: 'image', url: '../../../etc/hostname.jpg', ...at(7)},
      'the photo address "../../../etc/hostname.jpg" (an https:// address, or ./name.jpg beside the file)',
    ],
    [
      'an SVG beside the file as a photo',
      {type: 'image', url: './floor-plan.svg', ...at(7)},
      'the photo address "./floor-plan.svg" (an https:// address, or ./name.jpg beside the file)',
    ],
    [
      'a photo over http',
      {type: 'image', url: 'http://example.com/a.jpg', ...at(7)},
      'a http: address',
    ],
    [
      'a heading of level 1',
      {type: 'heading', depth: 1, children: [text('Title again')], ...at(7)},
      'a heading of level 1 (the title is the page’s own: sections start at ##)',
    ],
    [
      // A browser reads it as a path of this site, which Docusaurus would resolve to a file.
      'an https: link without a host',
      {type: 'link', url: 'https:./notes.js', children: [], ...at(7)},
      'the address "https:./notes.js" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      'a definition of a photo beside the file (a link to a file)',
      {type: 'definition', url: './hero.jpg', ...at(7)},
      'the address "./hero.jpg" (an http(s), mailto or tel address, or a page of this site such as /insights/construction-permits-guide)',
    ],
    [
      // The photo step reads photos written in place; one by reference would skip it.
      'a photo by reference',
      paragraph({type: 'imageReference', identifier: 'p', ...at(7)}),
      'a photo by reference (![…][name]; write its address in place)',
    ],
    [
      'an ftp: link (links go to a page here, or an http(s), mailto or tel address)',
      {type: 'link', url: 'ftp://example.com/x', children: [], ...at(7)},
      'a ftp: address',
    ],
    [
      'a mailto: photo',
      {type: 'image', url: 'mailto:x@example.com', ...at(7)},
      'a mailto: address',
    ],
    ['raw HTML', {type: 'html', value: '<img src=x onerror=alert(1)>', ...at(7)}, 'raw HTML'],
    [
      // A Markdown file's line that starts and ends as a comment, holding an element between two.
      'an element between two comments',
      {type: 'html', value: '<!-- a --><style>*{}</style><!-- b -->', ...at(7)},
      'raw HTML',
    ],
    [
      'a comment left open',
      {type: 'html', value: '<!-- everything after this', ...at(7)},
      'raw HTML',
    ],
    [
      'a comment closed early',
      {type: 'html', value: '<!--><meta http-equiv="refresh" content="0;url=x">-->', ...at(7)},
      'raw HTML',
    ],
    [
      'a node type no rule names',
      {type: 'mdxjsNewThing', value: 'x', ...at(7)},
      'a mdxjsNewThing node',
    ],
    [
      'a block directive that is no admonition',
      {type: 'containerDirective', name: 'script', attributes: {}, children: [], ...at(7)},
      'the block :::script',
    ],
    [
      'an admonition with attributes',
      {type: 'containerDirective', name: 'tip', attributes: {onclick: 'x'}, children: [], ...at(7)},
      'attributes {…} on :::tip',
    ],
    [
      'a leaf directive',
      {type: 'leafDirective', name: 'youtube', attributes: {}, children: [], ...at(7)},
      'the directive ::youtube',
    ],
    [
      'a text directive with attributes',
      paragraph({
        type: 'textDirective',
        name: 'abbr',
        attributes: {id: 'x'},
        children: [],
        ...at(7),
      }),
      'the directive :abbr[…]{…}',
    ],
  ])('%s', (_name, node, what) => {
    expect(problems(node)).toEqual(refused(what));
  });

  it.each([
    ['a photo', {type: 'image', url: 'https://images.unsplash.com/x', alt: '<style>'}, 'a photo'],
    ['a comment', expression([], 'mdxTextExpression', 1), 'a {…} expression'],
    ['an element', {...element('sup', [], 1), type: 'mdxJsxTextElement'}, 'the element <sup>'],
    ['a link', {type: 'link', url: 'https://nca.go.ke/', children: [text('NCA')]}, 'a link'],
  ])('a heading holding %s (headings hold plain words)', (_name, node, what) => {
    expect(problems(heading(text('Costs '), node))).toEqual(
      refused(`${what} in a heading (headings hold plain words)`),
    );
  });

  it('a heading longer than the cap, counting the words inside its marks', () => {
    const words = 'a'.repeat(maxHeadingLength - 10);
    expect(
      problems(heading(text(words), {type: 'strong', children: [text('b'.repeat(10))]})),
    ).toEqual([]);
    expect(
      problems(heading(text(words), {type: 'strong', children: [text('b'.repeat(11))]})),
    ).toEqual(
      refused(
        `a heading of ${maxHeadingLength + 1} characters (at most ${maxHeadingLength}: a heading names its section in a few words)`,
      ),
    );
  });

  it.each([
    ['capitals', '{#Site-Visit}'],
    ['an underscore', '{#site_visit}'],
    ['a space', '{#site visit}'],
    ['a quote', '{#a"b}'],
    ['a letter outside a to z', '{#gharama-ç}'],
    ['nothing', '{#}'],
    ['a hyphen at the end', '{#site-}'],
    ['the rest of the heading, as Docusaurus reads it', '{#} sign and {braces}'],
  ])('a heading id holding %s', (_name, id) => {
    expect(problems(heading(text(`Costs ${id}`)))).toEqual(
      refused(
        `the heading id ${id} (an id is lower-case letters and digits joined by hyphens, such as {#site-visit})`,
      ),
    );
  });

  it('a heading id of lower-case letters, digits and hyphens, and braces in words', () => {
    expect(problems(heading(text('Costs in 2026 {#costs-2026}')))).toEqual([]);
    expect(problems(heading(text('Costs {#costs} '), {type: 'emphasis', children: []}))).toEqual(
      [],
    );
    expect(problems(heading(text('The {braces} and the # sign')))).toEqual([]);
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
  it.each([...writersElements.keys()])('the element <%s>', (name) => {
    const attributes = (writersElements.get(name) ?? []).map((a) => attribute(a, 'plain words'));
    expect(problems(element(name, attributes))).toEqual([]);
  });

  it('the truncate marker and other comments', () => {
    expect(
      problems(
        expression([], 'mdxFlowExpression', 3),
        paragraph(expression([], 'mdxTextExpression', 4)),
        {type: 'html', value: '<!-- truncate -->', ...at(5)},
      ),
    ).toEqual([]);
  });

  it.each([...writersAdmonitions])('the admonition :::%s, with a title', (name) => {
    const title = {...paragraph(text('Before you pour')), data: {directiveLabel: true}};
    expect(
      problems({
        type: 'containerDirective',
        name,
        attributes: {},
        children: [title, paragraph(text('Cure the slab for seven days.'))],
        ...at(3),
      }),
    ).toEqual([]);
  });

  it('a word after a colon in prose (Note:remember), which stays the words typed', () => {
    expect(
      problems(
        paragraph(text('Note'), {
          type: 'textDirective',
          name: 'remember',
          attributes: {},
          children: [],
        }),
      ),
    ).toEqual([]);
  });

  it('headings of words and inline marks, tables, footnotes, quotes and code', () => {
    expect(
      problems(
        heading(text('Ratio 1'), {
          type: 'textDirective',
          name: 'none',
          attributes: {},
          children: [],
        }),
        heading(
          text('Costs in '),
          {type: 'emphasis', children: [text('2026')]},
          {type: 'inlineCode', value: 'KES'},
        ),
        {
          type: 'table',
          children: [
            {type: 'tableRow', children: [{type: 'tableCell', children: [text('Cement')]}]},
          ],
        },
        {type: 'footnoteDefinition', children: [paragraph(text('NCA, 2025.'))]},
        paragraph(text('Cement'), {type: 'footnoteReference', identifier: '1'}),
        {type: 'blockquote', children: [paragraph(text('Measure twice.'))]},
        {type: 'code', lang: 'text', value: '<script>alert(1)</script>'},
        {type: 'yaml', value: 'title: x'},
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
          {type: 'link', url: 'tel:+254700000000', children: []},
          {type: 'link', url: '/pricing#materials', children: []},
          {type: 'link', url: '#costs', children: []},
          {type: 'link', url: '/', children: []},
          {type: 'image', url: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e'},
          {type: 'image', url: './Site_Visit-2.JPG'},
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
