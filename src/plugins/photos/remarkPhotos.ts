/**
 * Remark plugin: a photo in an article's text, `![alt text](./site-visit.jpg)`, is checked (it
 * needs alt text; see preparePhoto for the rest) and replaced by the address of its sizes.
 * Runs before Docusaurus's own image step, which would otherwise send the original file; the
 * `pathname://` prefix tells that step to leave the address as it is.
 */
import path from 'node:path';
import {PhotoError, preparePhoto} from './preparePhoto';
import {photoFile, type TranslationSources} from './photoFile';

/** The width articles show a photo at (InsightArticle's image). */
export const articlePhotoWidth = 1200;

type Node = {type: string; url?: string; alt?: string | null; children?: Node[]};

function localImages(node: Node, found: Node[] = []): Node[] {
  if (
    node.type === 'image' &&
    node.url &&
    (node.url.startsWith('./') || node.url.startsWith('../'))
  ) {
    found.push(node);
  }
  node.children?.forEach((child) => localImages(child, found));
  return found;
}

export default function remarkPhotos({
  siteDir,
  cacheDir,
  translationSources,
}: {
  siteDir: string;
  cacheDir: string;
  translationSources?: TranslationSources;
}) {
  return async (tree: Node, vfile: {path?: string}): Promise<void> => {
    const filePath = vfile.path ?? '';
    const file = path.relative(siteDir, filePath);
    await Promise.all(
      localImages(tree).map(async (image) => {
        const field = `image ![${image.alt ?? ''}](${image.url})`;
        if (!image.alt?.trim()) {
          throw new PhotoError(
            file,
            field,
            'the photo has no alt text. Describe what it shows between the brackets: ![Workers pouring the ground-floor slab](./site-visit.jpg).',
          );
        }
        const absolute = photoFile(siteDir, file, image.url!, translationSources);
        const address = await preparePhoto(
          absolute,
          {file, field, written: image.url!, shownWidth: articlePhotoWidth},
          cacheDir,
        );
        image.url = `pathname://${address}`;
      }),
    );
  };
}
