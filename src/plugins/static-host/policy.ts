/**
 * The security headers the static host sends with every response (Cloudflare Pages / Netlify
 * `_headers` format), and its `_redirects`. Pure, so the policy is unit-tested; the plugin hashes
 * the inline scripts the build itself writes and writes the files.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import {imageServiceOrigin} from '../../lib/imageService';
import {webAnalyticsHosts} from '../webAnalytics';

/** Hosts the pages legitimately talk to, one place for the whole policy. */
export const allowedHosts = {
  images: imageServiceOrigin,
  email: 'https://api.emailjs.com',
  maps: 'https://www.google.com',
  /** The web editor's: GitHub's API (REST and GraphQL) and writers' avatars. */
  github: 'https://api.github.com',
  avatars: 'https://avatars.githubusercontent.com',
  githubStatus: 'https://www.githubstatus.com',
} as const;

export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The script hashes the site-wide policy of a `_headers` file allows (this plugin's own file). */
export function scriptHashesOf(headers: string): string[] {
  const policy = /^\s+Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
  return scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"));
}

const serialise = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** What a build switches on beyond the site itself (the policy then allows its hosts, and only then). */
export type PolicyOptions = {
  /** Cloudflare Web Analytics' beacon (src/plugins/webAnalytics.ts). */
  readonly webAnalytics?: boolean;
};

export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  {webAnalytics = false}: PolicyOptions = {},
): string {
  return serialise({
    'default-src': ["'self'"],
    // The site search (Pagefind) runs WebAssembly: compiling it is all 'wasm-unsafe-eval' allows, not eval().
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      ...(webAnalytics ? [webAnalyticsHosts.script] : []),
      ...[...new Set(scriptHashes)].sort(),
    ],
    // Style sheets from the site only: no <style> element, wherever one came from. React sets
    // style attributes (e.g. aspect ratios), which may stay inline.
    'style-src': ["'self'"],
    'style-src-elem': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', allowedHosts.images],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      allowedHosts.email,
      ...(webAnalytics ? [webAnalyticsHosts.reports] : []),
    ],
    'frame-src': [allowedHosts.maps],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * The web editor's policy (/admin/, Sveltia CMS), as strict as it runs under: its own scripts
 * only, no eval and no inline script. Svelte sets styles inline; the photos a writer picks are
 * read as blob: and data: URLs; the preview pane is a blob: frame; it talks to GitHub's API and
 * asks GitHub's status page whether GitHub is up. Its update check (unpkg.com) is refused.
 */
export function editorContentSecurityPolicy(): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', allowedHosts.images, allowedHosts.avatars],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", 'data:', 'blob:', allowedHosts.github, allowedHosts.githubStatus],
    'frame-src': ['blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

export function securityHeaders(
  scriptHashes: readonly string[],
  options: PolicyOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, options),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // No other site's window keeps a handle on ours, and no other site embeds our files.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * Headers of one path pattern of its own. Cloudflare Pages joins the values of every rule a path
 * matches, and two Content-Security-Policy values are two policies, both enforced: `detach`
 * names the site-wide headers this path goes without (a `! Name` line) before setting its own.
 */
export type PathHeaders = {
  readonly path: string;
  readonly detach: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
};

/**
 * The web editor's folder: its own policy instead of the site's, and never indexed. Its GitHub
 * sign-in opens a window that must be able to answer it (window.opener), which the site's
 * `same-origin` opener policy would cut: the editor keeps the handle on the windows it opens.
 */
export function editorHeaders(folder: string): PathHeaders {
  return {
    path: `/${folder}/*`,
    detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'],
    headers: {
      'Content-Security-Policy': editorContentSecurityPolicy(),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  };
}

/**
 * Files other sites may embed: the link-preview cards, which newsletters and web mail show from
 * our address (everything else stays same-origin).
 */
export function embeddableHeaders(pathPattern: string): PathHeaders {
  return {
    path: pathPattern,
    detach: ['Cross-Origin-Resource-Policy'],
    headers: {'Cross-Origin-Resource-Policy': 'cross-origin'},
  };
}

const rule = (path: string, lines: readonly string[]) => [path, ...lines.map((l) => `  ${l}`)];

/** The `_headers` file: one rule for every path, then the paths that differ. */
export function headersFile(
  headers: Record<string, string>,
  paths: readonly PathHeaders[] = [],
): string {
  return [
    ...rule(
      '/*',
      Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ),
    ...paths.flatMap((p) =>
      rule(p.path, [
        ...p.detach.map((name) => `! ${name}`),
        ...Object.entries(p.headers).map(([name, value]) => `${name}: ${value}`),
      ]),
    ),
    '',
  ].join('\n');
}

/** Cloudflare Pages ignores `_headers` lines of 2,000 characters or more (its documented limit). */
export const headersLineLimit = 2000;

/** The `_headers` file, refused when a line is too long for the host to read. */
export function checkedHeadersFile(text: string): string {
  const long = text
    .split('\n')
    .map((line, i) => ({line, number: i + 1}))
    .filter(({line}) => line.length >= headersLineLimit);
  if (long.length > 0) {
    throw new Error(
      long
        .map(
          ({line, number}) =>
            `_headers line ${number} is ${line.length} characters; the host ignores lines of ${headersLineLimit} or more: ${line.slice(0, 60)}…`,
        )
        .join('\n'),
    );
  }
  return text;
}

/** An old address that now lives elsewhere, as site paths. */
export type Redirect = {readonly from: string; readonly to: string};

/**
 * The `_redirects` file (Cloudflare Pages and Netlify read the same format): each old address
 * answered by the host with a permanent redirect, no page or script of ours involved.
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({from, to}) => `${from} ${to} 301\n`).join('');
}

/**
 * The public site's rules sending the editor's folder to the editor's own host: a 302, so a
 * later change of that host is not kept in browsers' caches.
 */
export function editorRedirects(folder: string, editorOrigin: string): string {
  return `/${folder} ${editorOrigin}/${folder}/ 302\n/${folder}/* ${editorOrigin}/${folder}/:splat 302\n`;
}

/**
 * The editor's own site (its Pages project), a sibling of the public one: build → build-editor,
 * so each tree is deployed as a whole to its own project.
 */
export function editorSiteOf(siteRoot: string): string {
  const root = path.resolve(siteRoot);
  return path.join(path.dirname(root), `${path.basename(root)}-editor`);
}

/**
 * The editor site's `_headers` and `_redirects`: the site's security headers with no inline
 * script allowed, the editor's own for its folder, and its root sent to the editor.
 */
export function editorSiteFiles(folder: string): {headers: string; redirects: string} {
  return {
    headers: checkedHeadersFile(headersFile(securityHeaders([]), [editorHeaders(folder)])),
    redirects: `/ /${folder}/ 302\n`,
  };
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

const localeSegments = (localeBaseUrl: string, siteBaseUrl: string) =>
  localeBaseUrl.slice(siteBaseUrl.length).split('/').filter(Boolean);

/** The folder of the site's root, above a locale's own folder (build/sw → build). */
export function siteRootOf(outDir: string, localeBaseUrl: string, siteBaseUrl: string): string {
  return path.join(outDir, ...localeSegments(localeBaseUrl, siteBaseUrl).map(() => '..'));
}

/** A locale's own folder below the site's root (build → build/sw; the default's is the root). */
export function editionFolderOf(
  siteRoot: string,
  localeBaseUrl: string,
  siteBaseUrl: string,
): string {
  return path.join(siteRoot, ...localeSegments(localeBaseUrl, siteBaseUrl));
}
