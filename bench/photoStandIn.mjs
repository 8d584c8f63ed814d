/**
 * The photo host the site links to (images.unsplash.com), stood in for while the benchmark runs
 * offline. Without it every such photo fails to load, and a page's prerendered content then
 * renders itself again in the browser to show each photo's placeholder (StaticHtml): work a
 * visitor online never sees, which made the offline figures of pages with those photos worse
 * than the real ones. The stand-in answers each photo address with a JPEG of the width and
 * height it asks for (`w`, `h`, quality `q`), photo-like texture and noise included so its
 * weight is a photo's, over HTTPS with a certificate made for the run; Chromium is pointed at it
 * by its own flags (`--host-resolver-rules`, `--ignore-certificate-errors`).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import sharp from 'sharp';

export const photoHost = 'images.unsplash.com';

const {phonePhoto} = createJiti(import.meta.filename)('../src/test/phonePhoto.ts');

/** Starts the stand-in on `port`; returns the Chromium flags that send the photo host to it. */
export async function startPhotoStandIn(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-host-'));
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
  const photos = new Map();
  const photo = (width, height, quality) => {
    const size = `${width}x${height}@${quality}`;
    if (!photos.has(size)) {
      photos.set(
        size,
        phonePhoto(width, height).then((jpeg) => sharp(jpeg).jpeg({quality}).toBuffer()),
      );
    }
    return photos.get(size);
  };
  const server = https.createServer(
    {key: fs.readFileSync(key), cert: fs.readFileSync(cert)},
    async (request, response) => {
      const asked = new URL(request.url, `https://${photoHost}`).searchParams;
      const width = Math.min(Number(asked.get('w')) || 1200, 2400);
      const height = Math.min(Number(asked.get('h')) || Math.round((width * 2) / 3), 2400);
      const body = await photo(width, height, Math.min(Number(asked.get('q')) || 75, 100));
      response.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    },
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    flags: [
      `--host-resolver-rules=MAP ${photoHost} 127.0.0.1:${port}`,
      '--ignore-certificate-errors',
    ],
    close: () => {
      server.close();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
