/** @jest-environment node */
import {sitemapItemsOfEditions} from '../sitemapEditions';

const site = 'https://www.example.co.ke';
const editions = [
  {prefix: '', htmlLang: 'en-KE'},
  {prefix: '/sw', htmlLang: 'sw-KE'},
];

describe('sitemapItemsOfEditions', () => {
  const items = sitemapItemsOfEditions(
    [
      {url: `${site}/`, lastmod: '2026-11-20', changefreq: null, priority: null},
      {url: `${site}/pricing`, lastmod: '2026-11-21', changefreq: null, priority: null},
    ],
    site,
    editions,
  );

  it('lists every page once per edition, the home page of an edition under its own folder', () => {
    expect(items.map((item) => item.url)).toEqual([
      `${site}/`,
      `${site}/sw/`,
      `${site}/pricing`,
      `${site}/sw/pricing`,
    ]);
  });

  it('names each page’s alternates in every edition, the default one as x-default', () => {
    const expected = [
      {lang: 'en-KE', url: `${site}/pricing`},
      {lang: 'sw-KE', url: `${site}/sw/pricing`},
      {lang: 'x-default', url: `${site}/pricing`},
    ];
    expect(items[2]!.links).toEqual(expected);
    expect(items[3]!.links).toEqual(expected);
  });

  it('keeps each page’s date in every edition', () => {
    expect(items.map((item) => item.lastmod)).toEqual([
      '2026-11-20',
      '2026-11-20',
      '2026-11-21',
      '2026-11-21',
    ]);
  });
});
