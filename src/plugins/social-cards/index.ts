/**
 * Local plugin: a generated social card for every article, case study and service, and one for
 * the rest of the site, written after the build to the addresses src/lib/socialCards.ts gives
 * them (the pages' head names the same addresses). A page whose front matter sets
 * `image_social` gets none: its own image is used. Cards are cached by what they show, so a
 * build with unchanged pages draws none.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parsePhotoUrl, photoJpegFor} from '../../lib/photos';
import {siteCardPath, socialCardPath} from '../../lib/socialCards';
import {editionPath} from '../../lib/editionPath';
import type {SocialCardWords} from '../../data/socialCards';
import {collections} from '../../lib/collections';
import {photoCacheDir} from '../photos/preparePhoto';
import {drawCard, type CardContent} from './drawCard';

/** Changes when the drawing changes, so cached cards are drawn again. */
const design = 'card/v1';

type Loaded = {readonly permalink: string; readonly frontMatter?: Record<string, unknown>};
type LoadedPost = {
  readonly metadata: Loaded & {readonly title: string; readonly tags: readonly {label: string}[]};
};

export type PageCard = {readonly path: string; readonly content: CardContent};

/** The page's own photo for its card: the cached JPEG of a photo of ours; stock photos are not fetched. */
function photoFileOf(image: unknown, photosDir: string): string | undefined {
  const photo = typeof image === 'string' ? parsePhotoUrl(image) : null;
  return photo ? path.join(photosDir, photoJpegFor(photo, 1200).url) : undefined;
}

const wantsCard = (frontMatter: Record<string, unknown> | undefined) => !frontMatter?.image_social;

/** Every card the site needs, from the blog's and the pages plugin's loaded content. */
/** `baseUrl` is the edition's: cards are named after routes within it and written into its folder. */
export function cardsFor(
  posts: readonly LoadedPost[],
  pages: readonly Loaded[],
  photosDir: string,
  words: SocialCardWords,
  baseUrl = '/',
): PageCard[] {
  const signature = words.company;
  const articleCards = posts
    .filter(({metadata}) => wantsCard(metadata.frontMatter))
    .map(({metadata}) => ({
      path: socialCardPath(editionPath(metadata.permalink, baseUrl)),
      content: {
        kicker: metadata.tags[0]?.label ?? '',
        title: metadata.title,
        signature,
        photoFile: photoFileOf(metadata.frontMatter?.image, photosDir),
      },
    }));
  const kinds = [
    [collections.caseStudies, words.kinds.caseStudy],
    [collections.services, words.kinds.service],
  ] as const;
  const entryCards = pages.flatMap((page) => {
    const route = editionPath(page.permalink, baseUrl);
    const kind = kinds.find(
      ([folder]) => route.startsWith(`/${folder}/`) && route.length > folder.length + 2,
    );
    if (!kind || !wantsCard(page.frontMatter)) {
      return [];
    }
    const title = String(page.frontMatter?.title ?? '');
    return [
      {
        path: socialCardPath(route),
        content: {
          kicker: kind[1],
          title,
          signature,
          photoFile: photoFileOf(page.frontMatter?.heroImage, photosDir),
        },
      },
    ];
  });
  const siteCard = {
    path: siteCardPath,
    content: {kicker: words.site.title, title: words.site.text, signature},
  };
  return [...articleCards, ...entryCards, siteCard];
}

async function cachedCard(content: CardContent, cacheDir: string): Promise<Buffer> {
  const photo = content.photoFile ? await fs.readFile(content.photoFile) : Buffer.alloc(0);
  const key = createHash('sha256')
    .update(design)
    .update(JSON.stringify({...content, photoFile: undefined}))
    .update(photo)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(cacheDir, `${key}.jpg`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) {
    return cached;
  }
  const card = await drawCard(content);
  await fs.mkdir(cacheDir, {recursive: true});
  await fs.writeFile(file, card);
  return card;
}

export type SocialCardsOptions = {
  /** src/data/socialCards.ts read for the locale being built. */
  readonly words: SocialCardWords;
};

export default function socialCardsPlugin(
  context: LoadContext,
  {words}: SocialCardsOptions,
): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'social-cards');
  let cards: PageCard[] = [];
  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      const posts =
        (
          allContent['docusaurus-plugin-content-blog']?.default as
            {blogPosts?: LoadedPost[]} | undefined
        )?.blogPosts ?? [];
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as Loaded[];
      cards = cardsFor(posts, pages, photoCacheDir(context.siteDir), words, context.baseUrl);
    },
    async postBuild({outDir}) {
      // One at a time: each drawing is CPU-bound, and a build machine may have two cores.
      for (const card of cards) {
        const file = path.join(outDir, card.path);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, await cachedCard(card.content, cacheDir));
      }
    },
  };
}
