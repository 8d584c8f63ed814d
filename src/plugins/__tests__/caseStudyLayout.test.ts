/** @jest-environment node */
import remarkCaseStudyLayout from '../caseStudyLayout';
import {writersContentProblems} from '../writersContent';

type Tree = {type: string; children?: Tree[]; [field: string]: unknown};

const overview = (): Tree => ({
  type: 'root',
  children: [{type: 'paragraph', children: [{type: 'text', value: 'We built a mall.'}]}],
});
const layout = remarkCaseStudyLayout({
  siteDir: '/site',
  isCaseStudyFile: (file) => file.startsWith('pages/case-study/'),
});

describe('remarkCaseStudyLayout', () => {
  it('puts a case study’s overview inside CaseStudyDetail, given the page’s front matter', () => {
    const tree = overview();
    layout(tree, {path: '/site/pages/case-study/broadwalkmall.mdx'});
    const [importNode, page] = tree.children!;
    expect(importNode).toMatchObject({
      type: 'mdxjsEsm',
      data: {
        estree: {
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{local: {name: 'CaseStudyDetail'}}],
              source: {value: '@site/src/components/CaseStudyDetail'},
            },
          ],
        },
      },
    });
    expect(page).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'CaseStudyDetail',
      attributes: [
        {
          name: 'frontMatter',
          value: {
            data: {estree: {body: [{expression: {type: 'Identifier', name: 'frontMatter'}}]}},
          },
        },
      ],
      children: overview().children,
    });
  });

  it('adds what the writers’ check refuses, so it runs after that check', () => {
    const tree = overview();
    layout(tree, {path: '/site/pages/case-study/broadwalkmall.mdx'});
    expect(writersContentProblems(tree, 'x.mdx')).toHaveLength(2);
  });

  it('leaves every other page as it is', () => {
    const tree = overview();
    layout(tree, {path: '/site/pages/services/residential.mdx'});
    expect(tree).toEqual(overview());
  });
});
