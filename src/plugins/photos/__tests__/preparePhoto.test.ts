/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {deflateSync} from 'node:zlib';
import sharp from 'sharp';
import {parsePhotoUrl, photoSizes, photoSizeUrl} from '../../../lib/photos';
import {phonePhoto} from '../../../test/phonePhoto';

type Module = typeof import('../preparePhoto');
/** A fresh copy of the module, as a new build process has: nothing remembered in memory. */
const freshModule = (): Module => {
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('../preparePhoto');
  });
  return loaded!;
};

let dir: string;
let cacheDir: string;
let phone: string;
const use = (written: string, shownWidth = 1920) => ({
  file: 'blog/2026-11-20-site-visit/index.mdx',
  field: 'image',
  written,
  shownWidth,
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'photos-'));
  cacheDir = path.join(dir, 'cache');
  phone = path.join(dir, 'hero.jpg');
  await fs.writeFile(phone, await phonePhoto());
}, 60_000);

afterAll(() => fs.rm(dir, {recursive: true, force: true}));

describe('preparePhoto', () => {
  it('makes every size in WebP and JPEG, none wider than 1920 px, never the original', async () => {
    const address = await freshModule().preparePhoto(phone, use('./hero.jpg'), cacheDir);
    const photo = parsePhotoUrl(address)!;
    expect(photo).toMatchObject({width: 1920, height: 1440});
    expect(photo.color).toMatch(/^[0-9a-f]{6}$/);
    const original = await fs.readFile(phone);
    for (const width of photoSizes(photo.width)) {
      for (const format of ['webp', 'jpg'] as const) {
        const file = path.join(cacheDir, photoSizeUrl(photo, width, format));
        const size = await sharp(file).metadata();
        expect([size.format, size.width, size.height]).toEqual([
          format === 'jpg' ? 'jpeg' : 'webp',
          width,
          Math.round((1440 * width) / 1920),
        ]);
        expect((await fs.readFile(file)).equals(original)).toBe(false);
      }
    }
    // What a 375 px phone at 2× asks for (800w) is a small fraction of the 4000 × 3000 original.
    const phoneSize = (await fs.stat(path.join(cacheDir, photoSizeUrl(photo, 800, 'webp')))).size;
    expect(phoneSize).toBeLessThanOrEqual(150 * 1024);
    expect(original.length).toBeGreaterThan(3_000_000);
  }, 60_000);

  it('reuses the sizes made by an earlier build instead of making them again', async () => {
    const address = await freshModule().preparePhoto(phone, use('./hero.jpg'), cacheDir);
    const first = path.join(cacheDir, photoSizeUrl(parsePhotoUrl(address)!, 320, 'webp'));
    const before = (await fs.stat(first)).mtimeMs;
    const again = await freshModule().preparePhoto(phone, use('./hero.jpg'), cacheDir);
    expect(again).toBe(address);
    expect((await fs.stat(first)).mtimeMs).toBe(before);
  }, 60_000);

  it('makes a portrait photo upright, as the phone showed it', async () => {
    const sideways = path.join(dir, 'portrait.jpg');
    await fs.writeFile(sideways, await phonePhoto(600, 400, {orientation: 6}));
    const photo = parsePhotoUrl(
      await freshModule().preparePhoto(sideways, use('./portrait.jpg', 320), cacheDir),
    )!;
    expect([photo.width, photo.height]).toEqual([400, 600]);
  }, 60_000);

  it('rejects a missing file, naming the content file and the field', async () => {
    const {preparePhoto, PhotoError} = freshModule();
    const error = await preparePhoto(
      path.join(dir, 'nowhere.jpg'),
      use('./nowhere.jpg'),
      cacheDir,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect(String(error)).toContain(
      'blog/2026-11-20-site-visit/index.mdx, image: ./nowhere.jpg does not exist',
    );
  });

  it('rejects a file that is not an image, naming what is accepted', async () => {
    const notes = path.join(dir, 'notes.jpg');
    await fs.writeFile(notes, 'Site visit notes: slab poured 14 November.');
    await expect(freshModule().preparePhoto(notes, use('./notes.jpg'), cacheDir)).rejects.toThrow(
      './notes.jpg is not an image the site accepts: use a JPEG, PNG, WebP or AVIF photo.',
    );
  });

  it('rejects a photo smaller than it is shown, with the size needed', async () => {
    const small = path.join(dir, 'small.png');
    await sharp({create: {width: 1200, height: 800, channels: 3, background: '#c2410c'}})
      .png()
      .toFile(small);
    await expect(
      freshModule().preparePhoto(small, use('./small.png', 1920), cacheDir),
    ).rejects.toThrow(
      './small.png is 1200 px wide, but it is shown up to 1920 px wide: use a photo at least 1920 px wide.',
    );
  });

  it('rejects a photo of more pixels than it decodes, read from the header alone', async () => {
    // A 65-byte PNG whose header says 16000 × 16000 px: decoding it would take gigabytes.
    const crc32 = (data: Buffer) => {
      let crc = 0xffffffff;
      for (const byte of data) {
        crc ^= byte;
        for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
      }
      return (crc ^ 0xffffffff) >>> 0;
    };
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16000, 0);
    header.writeUInt32BE(16000, 4);
    header[8] = 8;
    const huge = path.join(dir, 'huge.png');
    await fs.writeFile(
      huge,
      Buffer.concat([
        Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(Buffer.alloc(0))),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
    await expect(freshModule().preparePhoto(huge, use('./huge.png'), cacheDir)).rejects.toThrow(
      './huge.png is 16000 × 16000 px: use a photo of at most 60 megapixels',
    );
  });
});
