/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {parsePhotoUrl} from '../../../lib/photos';
import {shownWidthOf, shownWidths, withLocalPhotos} from '../frontMatterPhotos';
import remarkPhotos from '../remarkPhotos';
import photosPlugin from '../index';

let siteDir: string;
let cacheDir: string;
const folder = 'pages/case-study/kitengela-bungalow';

beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-'));
  cacheDir = path.join(siteDir, 'cache');
  await fs.mkdir(path.join(siteDir, folder), {recursive: true});
  for (const [name, width] of [
    ['hero.jpg', 2400],
    ['living-room.jpg', 1400],
    ['site-visit.jpg', 1300],
  ] as const) {
    await sharp({
      create: {width, height: Math.round(width * 0.75), channels: 3, background: '#7a6a58'},
    })
      .jpeg()
      .toFile(path.join(siteDir, folder, name));
  }
});

afterAll(() => fs.rm(siteDir, {recursive: true, force: true}));

describe('photos in front matter', () => {
  it('replaces every local path, however deep, and leaves stock URLs and other values alone', async () => {
    const stock = 'https://images.unsplash.com/photo-1';
    const result = await withLocalPhotos(
      {
        title: 'Kitengela bungalow',
        heroImage: './hero.jpg',
        gallery: [
          {url: stock, caption: 'Stock'},
          {url: './living-room.jpg', caption: 'Living room'},
        ],
        year: 2026,
      },
      {siteDir, file: `${folder}/index.mdx`, cacheDir},
    );
    expect(parsePhotoUrl(result.heroImage as string)).toMatchObject({width: 1920, height: 1440});
    const gallery = result.gallery as {url: string; caption: string}[];
    expect(gallery[0]).toEqual({url: stock, caption: 'Stock'});
    expect(parsePhotoUrl(gallery[1]!.url)).toMatchObject({width: 1400});
    expect([result.title, result.year]).toEqual(['Kitengela bungalow', 2026]);
  });

  it('names the field of a photo too small for where it is shown', async () => {
    await expect(
      withLocalPhotos(
        {gallery: [{url: './hero.jpg'}, {url: './site-visit.jpg'}], heroImage: './living-room.jpg'},
        {siteDir, file: `${folder}/index.mdx`, cacheDir},
      ),
    ).rejects.toThrow(
      `Photo problem in ${folder}/index.mdx, heroImage: ./living-room.jpg is 1400 px wide, but it is shown up to 1920 px wide`,
    );
  });

  it.each([
    [['heroImage'], shownWidths.hero],
    [['image'], shownWidths.hero],
    [['gallery', 3, 'url'], shownWidths.gallery],
    [['image_social'], shownWidths.socialCard],
    [['team', 0, 'image'], shownWidths.portrait],
    [['offerings', 1, 'image'], shownWidths.other],
  ] as const)('knows how wide %j is shown', (field, width) =>
    expect(shownWidthOf(field)).toBe(width),
  );
});

type Tree = {type: string; children: {type: string; url?: string; alt?: string}[]};
const transform = (tree: Tree) =>
  remarkPhotos({siteDir, cacheDir})(tree, {path: path.join(siteDir, folder, 'index.mdx')});

describe('photos in the text', () => {
  it('point at the sizes, marked so Docusaurus sends no original', async () => {
    const tree: Tree = {
      type: 'root',
      children: [
        {type: 'image', url: './site-visit.jpg', alt: 'Workers pouring the slab'},
        {type: 'image', url: 'https://images.unsplash.com/photo-2', alt: 'Stock'},
      ],
    };
    await transform(tree);
    expect(tree.children[0]!.url).toMatch(
      /^pathname:\/\/\/img\/photos\/[0-9a-f]{12}-1300x975-[0-9a-f]{6}\.jpg$/,
    );
    expect(tree.children[1]!.url).toBe('https://images.unsplash.com/photo-2');
  });

  it('need alt text', async () => {
    await expect(
      transform({type: 'root', children: [{type: 'image', url: './site-visit.jpg', alt: ''}]}),
    ).rejects.toThrow(
      `Photo problem in ${folder}/index.mdx, image ![](./site-visit.jpg): the photo has no alt text.`,
    );
  });
});

describe('photos named by a translation', () => {
  const translation = `i18n/sw/docusaurus-plugin-content-pages/${folder.replace(/^pages\//, '')}/index.mdx`;
  const translationSources = {'docusaurus-plugin-content-pages': 'pages'};

  it('are those beside the file it translates, in front matter and in the text', async () => {
    const result = await withLocalPhotos(
      {heroImage: './hero.jpg'},
      {siteDir, file: translation, cacheDir, translationSources},
    );
    expect(parsePhotoUrl(result.heroImage as string)).toMatchObject({width: 1920, height: 1440});
    const tree: Tree = {
      type: 'root',
      children: [{type: 'image', url: './site-visit.jpg', alt: 'Mafundi wakimwaga sakafu'}],
    };
    await remarkPhotos({siteDir, cacheDir, translationSources})(tree, {
      path: path.join(siteDir, translation),
    });
    expect(tree.children[0]!.url).toMatch(
      /^pathname:\/\/\/img\/photos\/[0-9a-f]{12}-1300x975-[0-9a-f]{6}\.jpg$/,
    );
  });

  it('a photo neither beside the translation nor beside the original is named as the translation writes it', async () => {
    await expect(
      withLocalPhotos(
        {heroImage: './no-such-photo.jpg'},
        {siteDir, file: translation, cacheDir, translationSources},
      ),
    ).rejects.toThrow(`Photo problem in ${translation}, heroImage: ./no-such-photo.jpg`);
  });
});

describe('after the build', () => {
  const postBuild = (outDir: string) => photosPlugin({} as never).postBuild!({outDir} as never);

  it('keeps the sizes the pages name and removes the rest', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-'));
    await fs.mkdir(path.join(outDir, 'img/photos'), {recursive: true});
    for (const name of [
      'aaaaaaaaaaaa-320.webp',
      'aaaaaaaaaaaa-320.jpg',
      'bbbbbbbbbbbb-320.jpg',
      'aaaaaaaaaaaa.json',
    ]) {
      await fs.writeFile(path.join(outDir, 'img/photos', name), 'x');
    }
    await fs.writeFile(
      path.join(outDir, 'index.html'),
      '<img srcset="/img/photos/aaaaaaaaaaaa-320.webp 320w" src="/img/photos/aaaaaaaaaaaa-320.jpg">',
    );
    await postBuild(outDir);
    expect((await fs.readdir(path.join(outDir, 'img/photos'))).sort()).toEqual([
      'aaaaaaaaaaaa-320.jpg',
      'aaaaaaaaaaaa-320.webp',
    ]);
    await fs.writeFile(
      path.join(outDir, 'rss.xml'),
      '<enclosure url="https://x.example/img/photos/cccccccccccc-640.jpg"/>',
    );
    await expect(postBuild(outDir)).rejects.toThrow('/img/photos/cccccccccccc-640.jpg');
    await fs.rm(outDir, {recursive: true, force: true});
  });
});
