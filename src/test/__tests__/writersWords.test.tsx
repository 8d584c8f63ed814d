/**
 * The writers' corpus (scripts/writersCorpus.ts: OWASP's filter-evasion payloads and variants of
 * each) in every place a page shows what a writer typed in front matter or a data file: an
 * article's title, summary, category and author on its card, a writer's name and role, a
 * client's testimonial, the structured data in the page's head. Each must render exactly the
 * elements and attributes plain words do, with the words shown as typed.
 */
import {render} from '@testing-library/react';
import {corpus, variantsOf} from '@site/scripts/writersCorpus';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import InsightCard from '@site/src/components/InsightCard';
import AuthorCard from '@site/src/components/AuthorCard';
import TestimonialQuote from '@site/src/components/TestimonialQuote';
import JsonLd from '@site/src/components/JsonLd';

const insight = testContentIndex.insights[0]!;
// Each payload as written and with odd spaces in its delimiters: React writes both as text, so
// the other variants (case, entities) add time and no case.
const words = corpus.payloads.flatMap((payload, i) => [payload, variantsOf(payload, i)[2]!]);

function Places({typed}: {readonly typed: string}) {
  return (
    <>
      <InsightCard
        insight={{
          ...insight,
          title: typed,
          excerpt: typed,
          author: typed,
          category: {...insight.category, label: typed},
        }}
      />
      <AuthorCard name={typed} role={typed} />
      <TestimonialQuote quote={typed} author={typed} role={typed} location={typed} />
      <JsonLd data={() => ({'@type': 'Article', headline: typed, author: {name: typed}})} />
    </>
  );
}

/** Each element and its attributes' names, in document order: the page's shape without its words. */
const shape = (root: Element) =>
  Array.from(root.querySelectorAll('*')).map(
    (e) => `${e.tagName}[${Array.from(e.attributes, (a) => a.name).join(' ')}]`,
  );

describe('a writer’s words in front matter and data files', () => {
  const plain = render(<Places typed="Cement" />);
  const expected = shape(plain.container);
  plain.unmount();
  document.head.innerHTML = '';

  it(`render as the same elements as plain words, shown as typed (${words.length} payloads from ${corpus.payloads.length})`, () => {
    for (const typed of words) {
      const {container, unmount} = render(<Places typed={typed} />);
      expect({typed, shape: shape(container)}).toEqual({typed, shape: expected});
      expect(container.textContent).toContain(typed);
      const data = document.head.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(data?.textContent ?? '')).toMatchObject({headline: typed});
      unmount();
      document.head.innerHTML = '';
    }
  });
});
