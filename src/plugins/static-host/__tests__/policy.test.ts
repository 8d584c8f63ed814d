/** @jest-environment node */
import crypto from 'node:crypto';
import path from 'node:path';
import {
  checkedHeadersFile,
  contentSecurityPolicy,
  editionFolderOf,
  editorContentSecurityPolicy,
  editorHeaders,
  embeddableHeaders,
  headersFile,
  headersLineLimit,
  editorRedirects,
  editorSiteOf,
  redirectsFile,
  robotsTxt,
  scriptHash,
  scriptHashesOf,
  securityHeaders,
  siteRootOf,
} from '../policy';

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

  it('allows style sheets from the site only: no <style> element, inline style attributes', () => {
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('style-src-elem')).toBe("style-src-elem 'self'");
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
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
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('sends no obsolete permission (interest-cohort makes Chrome warn)', () => {
    expect(headers['Permissions-Policy']).not.toContain('interest-cohort');
  });

  it('lets the link-preview cards be shown by other sites, and only them', () => {
    expect(headersFile({}, [embeddableHeaders('/img/social/*')])).toBe(
      [
        '/*',
        '/img/social/*',
        '  ! Cross-Origin-Resource-Policy',
        '  Cross-Origin-Resource-Policy: cross-origin',
        '',
      ].join('\n'),
    );
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
        '  ! Cross-Origin-Opener-Policy',
        `  Content-Security-Policy: ${editorContentSecurityPolicy()}`,
        // Its GitHub sign-in window answers through window.opener.
        '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
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

describe('scriptHashesOf', () => {
  it('reads back the script hashes of the site-wide policy, not the editor’s', () => {
    const hashes = [scriptHash('var a=1'), scriptHash('var b=2')];
    const file = headersFile(securityHeaders(hashes), [editorHeaders('admin')]);
    expect(scriptHashesOf(file).sort()).toEqual([...hashes].sort());
    expect(scriptHashesOf('')).toEqual([]);
  });
});

describe('checkedHeadersFile', () => {
  it('passes a file whose lines the host reads', () => {
    const file = headersFile(securityHeaders([scriptHash('var a=1')]));
    expect(checkedHeadersFile(file)).toBe(file);
  });

  it('stops the build on a line of 2,000 characters or more, naming the line', () => {
    const hashes = Array.from({length: 40}, (_, i) => scriptHash(`var a=${i}`));
    const file = headersFile(securityHeaders(hashes));
    expect(file.split('\n')[1]!.length).toBeGreaterThanOrEqual(headersLineLimit);
    expect(() => checkedHeadersFile(file)).toThrow(
      /_headers line 2 is \d+ characters; the host ignores lines of 2000 or more: {3}Content-Security-Policy/,
    );
  });
});

describe('redirectsFile', () => {
  it('answers each old address with a permanent redirect, in the format Cloudflare Pages and Netlify read', () => {
    expect(
      redirectsFile([
        {from: '/case-study/nairobi_heights', to: '/case-study/nairobi-heights'},
        {from: '/sw/case-study/nairobi_heights', to: '/sw/case-study/nairobi-heights'},
      ]),
    ).toBe(
      '/case-study/nairobi_heights /case-study/nairobi-heights 301\n/sw/case-study/nairobi_heights /sw/case-study/nairobi-heights 301\n',
    );
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

describe('editionFolderOf', () => {
  it('finds a locale’s own folder below the site root, and the root for the default', () => {
    expect(editionFolderOf('/site/build', '/sw/', '/')).toBe('/site/build/sw');
    expect(editionFolderOf('/site/build', '/', '/')).toBe('/site/build');
  });
});

describe('editorRedirects', () => {
  it('sends the public /admin and everything below it to the editor’s host, as a 302', () => {
    expect(editorRedirects('admin', 'https://editor.example.co.ke')).toBe(
      '/admin https://editor.example.co.ke/admin/ 302\n' +
        '/admin/* https://editor.example.co.ke/admin/:splat 302\n',
    );
  });
});

describe('editorSiteOf', () => {
  it('is the sibling of the public tree, named after it', () => {
    expect(editorSiteOf('/site/build')).toBe(path.resolve('/site/build-editor'));
    expect(editorSiteOf('/site/build-no-email/')).toBe(path.resolve('/site/build-no-email-editor'));
  });
});
