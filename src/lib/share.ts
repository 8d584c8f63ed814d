/**
 * Share links for an article. Pure, so the URLs the social networks receive are tested.
 * Each network gets the page address and title; LinkedIn also takes the excerpt, and X names
 * the company's account as the source.
 */

export type ShareTarget = {
  /** The article's public (canonical) address, not the address it happens to be viewed at. */
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
};

export type ShareNetwork = 'facebook' | 'x' | 'linkedin';

export type ShareLink = {readonly network: ShareNetwork; readonly href: string};

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

export function shareLinks({url, title, excerpt}: ShareTarget, xHandle: string): ShareLink[] {
  return [
    {
      network: 'facebook',
      href: withQuery('https://www.facebook.com/sharer/sharer.php', {u: url, quote: title}),
    },
    {
      network: 'x',
      href: withQuery('https://x.com/intent/post', {
        url,
        text: title,
        via: xHandle.replace(/^@/, ''),
      }),
    },
    {
      network: 'linkedin',
      href: withQuery('https://www.linkedin.com/shareArticle', {
        mini: 'true',
        url,
        title,
        summary: excerpt,
      }),
    },
  ];
}
