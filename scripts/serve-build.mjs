#!/usr/bin/env node
/**
 * Serves the production build (build/) on localhost the way the static host does: clean URLs
 * (/about -> about.html), the nearest 404.html with status 404 for unknown paths, gzip for text, the
 * security headers of build/_headers (written by the static-host plugin) on every response, and
 * the permanent redirects of build/_redirects.
 * Used by the browser tests and the benchmark; stop it by its process id.
 *
 *   node scripts/serve-build.mjs [--port 4173] [--dir build]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 4173));
const root = path.resolve(option('dir', 'build'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
/**
 * The rules of a `_headers` file: a path pattern (`/*`, `/admin/*`), then indented
 * `Name: value` lines and `! Name` lines, which detach a header an earlier rule set.
 */
function readHeadersFile(file) {
  if (!fs.existsSync(file)) {
    return [];
  }
  const rules = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const detach = /^\s+!\s*([A-Za-z-]+)\s*$/.exec(line);
    const header = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (/^\S/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '.*')}$`,
      );
      rules.push({pattern, set: {}, detach: []});
    } else if (detach) {
      rules.at(-1)?.detach.push(detach[1]);
    } else if (header) {
      rules.at(-1).set[header[1]] = header[2].trim();
    }
  }
  return rules;
}
const headerRules = readHeadersFile(path.join(root, '_headers'));

/** As Cloudflare Pages: every matching rule in order, a detach removing what came before it. */
function headersFor(urlPath) {
  const headers = {};
  for (const rule of headerRules.filter((r) => r.pattern.test(urlPath))) {
    rule.detach.forEach((name) => delete headers[name]);
    Object.assign(headers, rule.set);
  }
  return headers;
}

/** The `_redirects` file's exact-path rules: `/from /to 301`. */
function readRedirectsFile(file) {
  if (!fs.existsSync(file)) {
    return new Map();
  }
  return new Map(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, to]) => from?.startsWith('/') && to)
      .map(([from, to, status]) => [from, {to, status: Number(status ?? 302)}]),
  );
}
const redirects = readRedirectsFile(path.join(root, '_redirects'));

const compressible = /^(text\/|application\/(json|xml|xslt)|image\/svg)/;

function resolveFile(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, clean);
  if (!base.startsWith(root)) {
    return null;
  }
  const candidates = [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/**
 * Compressed bodies by file, kept while the file is unchanged: the browser tests load the same
 * scripts over a thousand times, and compressing them again each time was CPU the tests wanted.
 */
const gzipCache = new Map();
function gzipped(file, body) {
  const {mtimeMs} = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) {
    return cached.body;
  }
  const compressed = zlib.gzipSync(body);
  gzipCache.set(file, {mtimeMs, body: compressed});
  return compressed;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const redirect = redirects.get(url.pathname);
  if (redirect) {
    res.writeHead(redirect.status, {
      ...headersFor(url.pathname),
      Location: redirect.to + url.search,
    });
    res.end();
    return;
  }
  let file = resolveFile(url.pathname);
  let status = 200;
  if (!file) {
    // The nearest 404.html up the path, as Cloudflare Pages serves it: /sw/… gets the Swahili one.
    const folders = url.pathname.split('/').slice(1, -1);
    const nearest = folders
      .map((_, i) => path.join(root, ...folders.slice(0, folders.length - i), '404.html'))
      .find((f) => fs.existsSync(f));
    file = nearest ?? path.join(root, '404.html');
    status = 404;
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const headers = {...headersFor(url.pathname), 'Content-Type': type, 'Cache-Control': 'no-cache'};
  const body = fs.readFileSync(file);
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers['Vary'] = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : gzip ? gzipped(file, body) : body);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}`);
});
