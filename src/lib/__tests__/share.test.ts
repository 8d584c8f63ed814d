import {shareLinks} from '../share';

const article = {
  url: 'https://www.msingi-construction.example/insights/smart-homes-kenya',
  title: 'Smart Homes in Kenya: Technology Worth Building In',
  excerpt: 'Fibre, solar backup & water monitoring: what is worth paying for?',
};

const byNetwork = (handle = 'MsingiBuildKE') =>
  Object.fromEntries(shareLinks(article, handle).map((link) => [link.network, new URL(link.href)]));

describe('shareLinks', () => {
  it('offers Facebook, X and LinkedIn in that order', () => {
    expect(shareLinks(article, 'x').map((l) => l.network)).toEqual(['facebook', 'x', 'linkedin']);
  });

  it('gives Facebook the address and the title', () => {
    const url = byNetwork().facebook!;
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(article.url);
    expect(url.searchParams.get('quote')).toBe(article.title);
  });

  it('gives X the address and title, via the company account', () => {
    const url = byNetwork().x!;
    expect(url.origin + url.pathname).toBe('https://x.com/intent/post');
    expect(url.searchParams.get('url')).toBe(article.url);
    expect(url.searchParams.get('text')).toBe(article.title);
    expect(url.searchParams.get('via')).toBe('MsingiBuildKE');
  });

  it('writes the account without an @', () => {
    expect(byNetwork('@MsingiBuildKE').x!.searchParams.get('via')).toBe('MsingiBuildKE');
  });

  it('gives LinkedIn the address, title and excerpt', () => {
    const url = byNetwork().linkedin!;
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/shareArticle');
    expect(url.searchParams.get('url')).toBe(article.url);
    expect(url.searchParams.get('title')).toBe(article.title);
    expect(url.searchParams.get('summary')).toBe(article.excerpt);
  });

  it('encodes the address so it cannot break out of its parameter', () => {
    const [facebook] = shareLinks({...article, url: 'https://example.com/a?b=1&c=2'}, 'x');
    expect(facebook!.href).toContain('u=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2');
  });
});
