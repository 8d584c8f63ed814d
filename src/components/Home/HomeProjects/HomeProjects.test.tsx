import {featuredProjects} from '.';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

describe('featuredProjects', () => {
  it('takes the case studies marked featured, with category tag and location', () => {
    const cards = featuredProjects(testContentIndex.caseStudies);
    expect(cards.map((c) => c.href)).toEqual([
      '/case-study/nairobi-heights',
      '/case-study/broadwalkmall',
    ]);
    expect(cards[0]).toMatchObject({
      title: 'Nairobi Heights',
      tag: 'Residential',
      meta: ['Kilimani, Nairobi'],
    });
  });

  it('prefers the finer label as the tag', () => {
    const [study] = testContentIndex.caseStudies;
    expect(featuredProjects([{...study!, label: 'Luxury Residential'}])[0]!.tag).toBe(
      'Luxury Residential',
    );
  });
});
