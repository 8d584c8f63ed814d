/** @jest-environment node */
import path from 'node:path';
import {searchablePages} from '../searchablePages';

const excluded = ['/insights/tags', '/insights/authors', '/sitemap'];
const pagesOf = (
  routes: string[],
  baseUrl = '/',
  noIndex: (route: string) => boolean = () => false,
) => searchablePages(routes, {baseUrl, outDir: '/site/build', excluded, noIndex});

describe('searchablePages', () => {
  it('indexes every page of the edition but the excluded paths and what is beneath them', () => {
    const urls = pagesOf([
      '/',
      '/pricing',
      '/insights',
      '/insights/tags',
      '/insights/tags/materials',
      '/insights/authors/peterotieno',
      '/sitemap',
      '/sitemaps',
    ]).map((page) => page.url);
    expect(urls).toEqual(['/', '/insights', '/pricing', '/sitemaps']);
  });

  it('leaves out the 404 page and pages marked noindex', () => {
    const urls = pagesOf(['/404.html', '/about', '/draft'], '/', (route) => route === '/draft').map(
      (page) => page.url,
    );
    expect(urls).toEqual(['/about']);
  });

  it("finds a page's file as Docusaurus writes it, page.html or page/index.html, and the home page's index.html", () => {
    expect(pagesOf(['/', '/case-study/runda-luxury-mansion'])).toEqual([
      {url: '/', files: [path.join('/site/build', 'index.html')]},
      {
        url: '/case-study/runda-luxury-mansion',
        files: [
          path.join('/site/build', 'case-study/runda-luxury-mansion.html'),
          path.join('/site/build', 'case-study/runda-luxury-mansion', 'index.html'),
        ],
      },
    ]);
  });

  it("in another edition, keeps the edition's URLs, excludes by the path within it and reads its own folder", () => {
    const pages = searchablePages(
      ['/sw/', '/sw/pricing', '/sw/insights/tags/materials', '/about'],
      {
        baseUrl: '/sw/',
        outDir: '/site/build/sw',
        excluded,
        noIndex: () => false,
      },
    );
    expect(pages).toEqual([
      {url: '/sw/', files: [path.join('/site/build/sw', 'index.html')]},
      {
        url: '/sw/pricing',
        files: [
          path.join('/site/build/sw', 'pricing.html'),
          path.join('/site/build/sw', 'pricing', 'index.html'),
        ],
      },
    ]);
  });
});
