/** @jest-environment node */
import crypto from 'node:crypto';
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  editorHeaders,
  headersFile,
  inlineScripts,
  robotsTxt,
  scriptHash,
  securityHeaders,
  siteRootOf,
} from '../policy';

describe('inlineScripts', () => {
  it('finds executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script>var a=1</script>',
      '<script src="/main.js" defer></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">import "x"</script>',
      '<script data-rh=true>var b=2</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['var a=1', 'import "x"', 'var b=2']);
  });
});

describe('contentSecurityPolicy', () => {
  const hash = scriptHash('var a=1');
  const policy = contentSecurityPolicy([hash, hash]);
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('hashes with sha256 in base64, as browsers compute it', () => {
    expect(hash).toBe(`'sha256-${crypto.createHash('sha256').update('var a=1').digest('base64')}'`);
  });

  it("allows scripts from the site and by hash only, never 'unsafe-inline', and WebAssembly for the search but never eval()", () => {
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash}`);
  });

  it('limits connections to the site and the e-mail service', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.emailjs.com");
  });

  it('limits images to the site and the image service, frames to the map', () => {
    expect(directive('img-src')).toBe("img-src 'self' data: https://images.unsplash.com");
    expect(directive('frame-src')).toBe('frame-src https://www.google.com');
  });

  it('forbids framing the site', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders([]);

  it('sets HSTS for two years', () => {
    expect(headers['Strict-Transport-Security']).toContain('max-age=63072000');
  });

  it('sets the other protective headers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('writes one rule for every path in the _headers format', () => {
    expect(
      headersFile({'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer'}),
    ).toBe('/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n');
  });

  it('gives a path its own policy after detaching the site-wide one, never a second policy beside it', () => {
    expect(
      headersFile({'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY'}, [
        editorHeaders('admin'),
      ]),
    ).toBe(
      [
        '/*',
        "  Content-Security-Policy: default-src 'self'",
        '  X-Frame-Options: DENY',
        '/admin/*',
        '  ! Content-Security-Policy',
        `  Content-Security-Policy: ${editorContentSecurityPolicy()}`,
        '  X-Robots-Tag: noindex, nofollow',
        '',
      ].join('\n'),
    );
  });
});

describe('editorContentSecurityPolicy', () => {
  const directives = Object.fromEntries(
    editorContentSecurityPolicy()
      .split('; ')
      .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
  );

  it("runs the editor's own scripts only: no eval, no inline script, no CDN", () => {
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('talks to GitHub and nothing else outside the site', () => {
    expect(directives['connect-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap of the site', () => {
    expect(robotsTxt('https://www.example.co.ke/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.co.ke/sitemap.xml\n',
    );
  });
});

describe('siteRootOf', () => {
  it('finds the site root above a locale’s own folder', () => {
    expect(siteRootOf('/site/build/sw', '/sw/', '/')).toBe('/site/build');
    expect(siteRootOf('/site/build/sw', '/msingi/sw/', '/msingi/')).toBe('/site/build');
  });

  it('is the build folder itself for the default locale', () => {
    expect(siteRootOf('/site/build', '/', '/')).toBe('/site/build');
  });
});
