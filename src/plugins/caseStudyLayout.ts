/**
 * Remark plugin: a case study's file is its front matter and its overview in Markdown, nothing
 * else (writers edit it in the web editor, and writers' files hold no code: writersContent.ts).
 * The page around the overview is the developers' CaseStudyDetail, added here while the file is
 * compiled, after the writers' check: the same module a hand-written
 * `import CaseStudyDetail …` and `<CaseStudyDetail frontMatter={frontMatter}>` would make, so
 * each case study keeps the component in its own chunk, and the 404 page's fallback, which
 * imports the file, shows the whole page.
 */

type Node = {type: string; children?: Node[]; [field: string]: unknown};

const component = 'CaseStudyDetail';
const source = '@site/src/components/CaseStudyDetail';

/** `import CaseStudyDetail from '…'`, with the syntax tree MDX compiles ESM from. */
const importNode: Node = {
  type: 'mdxjsEsm',
  value: `import ${component} from '${source}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [
            {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: component}},
          ],
          source: {type: 'Literal', value: source, raw: `'${source}'`},
        },
      ],
    },
  },
};

/** `frontMatter={frontMatter}`: the page's own front matter, which Docusaurus exports. */
const frontMatterAttribute: Node = {
  type: 'mdxJsxAttribute',
  name: 'frontMatter',
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: 'frontMatter',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {type: 'ExpressionStatement', expression: {type: 'Identifier', name: 'frontMatter'}},
        ],
      },
    },
  },
};

export function withCaseStudyLayout(tree: Node): void {
  tree.children = [
    structuredClone(importNode),
    {
      type: 'mdxJsxFlowElement',
      name: component,
      attributes: [structuredClone(frontMatterAttribute)],
      children: tree.children ?? [],
    },
  ];
}

export type CaseStudyLayoutOptions = {
  readonly siteDir: string;
  /** Whether a site-relative path (with `/`) is a case study's file. */
  readonly isCaseStudyFile: (file: string) => boolean;
};

export default function remarkCaseStudyLayout(options: CaseStudyLayoutOptions) {
  return (tree: Node, file: {path?: string}): void => {
    const relative = (file.path ?? '')
      .slice(options.siteDir.length)
      .replace(/^[/\\]/, '')
      .replaceAll('\\', '/');
    if (options.isCaseStudyFile(relative)) {
      withCaseStudyLayout(tree);
    }
  };
}
