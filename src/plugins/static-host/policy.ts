/**
 * The security headers the static host sends with every response (Cloudflare Pages / Netlify
 * `_headers` format). Pure, so the policy is unit-tested; the plugin computes the inline-script
 * hashes from the built HTML and writes the file.
 */
import crypto from 'node:crypto';
import path from 'node:path';

/** Hosts the pages legitimately talk to, one place for the whole policy. */
export const allowedHosts = {
  images: 'https://images.unsplash.com',
  email: 'https://api.emailjs.com',
  maps: 'https://www.google.com',
  /** The web editor's: GitHub's API (REST and GraphQL) and writers' avatars. */
  github: 'https://api.github.com',
  avatars: 'https://avatars.githubusercontent.com',
  githubStatus: 'https://www.githubstatus.com',
} as const;

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Executable inline scripts of one HTML document (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) {
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) {
      scripts.push(match[2] ?? '');
    }
  }
  return scripts;
}

export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

const serialise = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return serialise({
    'default-src': ["'self'"],
    // The site search (Pagefind) runs WebAssembly: compiling it is all 'wasm-unsafe-eval' allows, not eval().
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...[...new Set(scriptHashes)].sort()],
    // React sets style attributes (e.g. aspect ratios); no inline <style> is needed otherwise.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', allowedHosts.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", allowedHosts.email],
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

export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
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

/** The web editor's folder: its own policy instead of the site's, and never indexed. */
export function editorHeaders(folder: string): PathHeaders {
  return {
    path: `/${folder}/*`,
    detach: ['Content-Security-Policy'],
    headers: {
      'Content-Security-Policy': editorContentSecurityPolicy(),
      'X-Robots-Tag': 'noindex, nofollow',
    },
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

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

/** The folder of the site's root, above a locale's own folder (build/sw → build). */
export function siteRootOf(outDir: string, localeBaseUrl: string, siteBaseUrl: string): string {
  const localeSegments = localeBaseUrl.slice(siteBaseUrl.length).split('/').filter(Boolean);
  return path.join(outDir, ...localeSegments.map(() => '..'));
}
