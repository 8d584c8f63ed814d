#!/usr/bin/env node
/**
 * Every other host a page asks for, stood in for on localhost while the browser tests and the
 * benchmark run offline. Chromium is pointed at it by its own flags (`--host-resolver-rules`
 * sends every host but localhost here, `--ignore-certificate-errors` accepts the certificate made
 * for the run), so a page's requests go out as they do online instead of each being stopped and
 * answered by the test runner: Playwright's request interception cost about a seventh of a page
 * load's CPU and turned the browser's cache off.
 *
 * The photo host (images.unsplash.com) answers every photo address with
 * - `--photos phone` (the benchmark): a JPEG of the width and height it asks for (`w`, `h`,
 *   quality `q`), photo-like texture and noise included so its weight is a photo's. Without
 *   photos, a page's prerendered content renders itself again in the browser to show each
 *   photo's placeholder (StaticHtml): work no visitor online sees.
 * - `--photos pixel` (the tests): a 1×1 PNG.
 * Every other host answers 204 No Content: nothing a test reads comes from another host unless
 * the test answers it itself.
 *
 *   node scripts/hostStandIn.cjs --port 4373 --photos pixel   (serves until stopped)
 */
// CommonJS: the browser tests' configuration, which Playwright loads as CommonJS, reads the flags.
const {execFileSync} = require('node:child_process');
const fs = require('node:fs');
const https = require('node:https');
const os = require('node:os');
const path = require('node:path');

const photoHost = 'images.unsplash.com';

const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/** The Chromium flags that send every host but localhost to a stand-in on `port`. */
const standInFlags = (port) => [
  `--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
  '--ignore-certificate-errors',
];

/** A self-signed certificate for the run (any name: Chromium is told to accept it). */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-stand-in-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${photoHost}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    {stdio: 'ignore'},
  );
  const pair = {key: fs.readFileSync(key), cert: fs.readFileSync(cert)};
  fs.rmSync(dir, {recursive: true, force: true});
  return pair;
}

/** What the photo host answers: a phone-like JPEG of the asked size, or one pixel. */
async function photoAnswers(photos) {
  if (photos === 'pixel') {
    return async () => ({type: 'image/png', body: pixel});
  }
  // Loaded only here: the browser tests' configuration reads this module for its flags alone.
  const sharp = require('sharp');
  const {phonePhoto} = require('jiti')(__filename)('../src/test/phonePhoto.ts');
  const made = new Map();
  return async (asked) => {
    const width = Math.min(Number(asked.get('w')) || 1200, 2400);
    const height = Math.min(Number(asked.get('h')) || Math.round((width * 2) / 3), 2400);
    const quality = Math.min(Number(asked.get('q')) || 75, 100);
    const size = `${width}x${height}@${quality}`;
    if (!made.has(size)) {
      made.set(
        size,
        phonePhoto(width, height).then((jpeg) => sharp(jpeg).jpeg({quality}).toBuffer()),
      );
    }
    return {type: 'image/jpeg', body: await made.get(size)};
  };
}

/** Starts the stand-in on `port`; returns the Chromium flags that send other hosts to it. */
async function startHostStandIn(port, {photos}) {
  const photo = await photoAnswers(photos);
  const server = https.createServer(certificate(), async (request, response) => {
    const url = new URL(request.url, `https://${request.headers.host ?? photoHost}`);
    if (url.hostname !== photoHost) {
      response.writeHead(204);
      response.end();
      return;
    }
    const {type, body} = await photo(url.searchParams);
    response.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000',
      'access-control-allow-origin': '*',
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {flags: standInFlags(port), close: () => server.close()};
}

module.exports = {standInFlags, startHostStandIn};

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name) => args[args.indexOf(`--${name}`) + 1];
  startHostStandIn(Number(option('port')), {photos: option('photos')}).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
