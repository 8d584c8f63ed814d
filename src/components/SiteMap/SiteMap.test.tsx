import {render, screen, within} from '@testing-library/react';
import SiteMap from '.';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import {nameFromPath} from '@site/src/data/sitemapPage';

describe('SiteMap', () => {
  beforeEach(() => {
    render(<SiteMap index={testContentIndex} />);
  });

  const links = (group: string) =>
    within(screen.getByRole('region', {name: group}))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);

  it('lists every standalone page, named by its title, its known name or its path', () => {
    expect(links('Company')).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('lists every service, case study and insight of the index', () => {
    expect(links('Services').map(([, href]) => href)).toEqual(
      testContentIndex.services.map((s) => s.permalink),
    );
    expect(links('Projects & Case Studies').map(([, href]) => href)).toEqual(
      testContentIndex.caseStudies.map((c) => c.permalink),
    );
    expect(links('Insights').map(([, href]) => href)).toEqual([
      '/insights',
      ...testContentIndex.insights.map((i) => i.permalink),
    ]);
  });

  it('links each insight category page', () => {
    expect(links('Insight Categories').map(([, href]) => href)).toEqual(
      testContentIndex.insightCategories.map((c) => `/insights/tags/${c.key}`),
    );
  });
});

describe('nameFromPath', () => {
  it('names a page from the last part of its path', () => {
    expect(nameFromPath('/terms-of-service')).toBe('Terms Of Service');
    expect(nameFromPath('/')).toBe('Home');
  });
});
