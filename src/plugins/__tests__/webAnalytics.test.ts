/** @jest-environment node */
import {contentSecurityPolicy} from '../static-host/policy';
import {webAnalyticsTag, webAnalyticsToken} from '../webAnalytics';

const token = '0123456789abcdef0123456789abcdef';

describe('the site token', () => {
  it('leaves analytics off when no token is given, or an empty one', () => {
    expect(webAnalyticsToken({})).toBeNull();
    expect(webAnalyticsToken({CLOUDFLARE_WEB_ANALYTICS_TOKEN: ' '})).toBeNull();
  });

  it("takes Cloudflare's 32-character token", () => {
    expect(webAnalyticsToken({CLOUDFLARE_WEB_ANALYTICS_TOKEN: ` ${token}\n`})).toBe(token);
  });

  it.each([
    ['a token with markup', `${token}"><script>alert(1)</script>`],
    ['a token cut short', token.slice(0, 20)],
    ['the whole snippet pasted', `{"token": "${token}"}`],
  ])('refuses %s, naming what is accepted', (_case, value) => {
    expect(() => webAnalyticsToken({CLOUDFLARE_WEB_ANALYTICS_TOKEN: value})).toThrow(
      /CLOUDFLARE_WEB_ANALYTICS_TOKEN must be the site token .* \(32 characters, 0–9 and a–f\), or empty/,
    );
  });
});

describe('the beacon', () => {
  it("is Cloudflare's script, deferred, with the token and the site's own navigations counted", () => {
    const tag = webAnalyticsTag(token);
    expect(tag.tagName).toBe('script');
    expect(tag.attributes).toEqual({
      defer: true,
      src: 'https://static.cloudflareinsights.com/beacon.min.js',
      'data-cf-beacon': `{"token":"${token}","spa":true}`,
    });
  });
});

describe('the policy', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows the beacon and its reports only when analytics is on', () => {
    const off = contentSecurityPolicy([]);
    expect(off).not.toContain('cloudflareinsights');
    const on = contentSecurityPolicy([], {webAnalytics: true});
    expect(directive(on, 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://static.cloudflareinsights.com",
    );
    expect(directive(on, 'connect-src')).toBe(
      "connect-src 'self' https://api.emailjs.com https://cloudflareinsights.com",
    );
  });
});
