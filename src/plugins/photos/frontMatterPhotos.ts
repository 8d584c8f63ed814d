/**
 * Front matter may name photos beside the content file (`image: ./hero.jpg`, a gallery's
 * `url: ./living-room.jpg`). Run from Docusaurus's parseFrontMatter hook, this replaces each
 * with the address of its sizes, so every later reader (the blog, the pages, the content index,
 * the page's head) sees one kind of image address and never the original file.
 */
import {preparePhoto} from './preparePhoto';
import {photoFile, type TranslationSources} from './photoFile';
import {fieldName} from '../yamlReader';

/** The largest width each kind of photo is shown at (the Image component's `width`). */
export const shownWidths = {
  hero: 1920,
  gallery: 1280,
  socialCard: 1200,
  portrait: 320,
  other: 800,
} as const;

/** How wide a photo in this field is shown: heroes full-width, portraits small. */
export function shownWidthOf(fieldPath: readonly (string | number)[]): number {
  const keys = fieldPath.filter((part): part is string => typeof part === 'string');
  if (keys.length === 1 && (keys[0] === 'image' || keys[0] === 'heroImage')) {
    return shownWidths.hero;
  }
  if (keys[0] === 'image_social') {
    return shownWidths.socialCard;
  }
  if (keys[0] === 'gallery') {
    return shownWidths.gallery;
  }
  if (keys[0] === 'team' || keys[0] === 'testimonials' || keys.includes('portrait')) {
    return shownWidths.portrait;
  }
  return shownWidths.other;
}

const isLocalPath = (value: string) => value.startsWith('./') || value.startsWith('../');

/**
 * A copy of `frontMatter` with every local photo path replaced by its address. `file` is the
 * content file's path, relative to `siteDir`.
 */
export async function withLocalPhotos(
  frontMatter: Record<string, unknown>,
  {
    siteDir,
    file,
    cacheDir,
    translationSources,
  }: {siteDir: string; file: string; cacheDir: string; translationSources?: TranslationSources},
): Promise<Record<string, unknown>> {
  const visit = async (value: unknown, fieldPath: (string | number)[]): Promise<unknown> => {
    if (typeof value === 'string' && isLocalPath(value)) {
      const absolute = photoFile(siteDir, file, value, translationSources);
      return preparePhoto(
        absolute,
        {file, field: fieldName(fieldPath), written: value, shownWidth: shownWidthOf(fieldPath)},
        cacheDir,
      );
    }
    if (Array.isArray(value)) {
      return Promise.all(value.map((item, i) => visit(item, [...fieldPath, i])));
    }
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const entries = await Promise.all(
        Object.entries(value).map(
          async ([key, item]) => [key, await visit(item, [...fieldPath, key])] as const,
        ),
      );
      return Object.fromEntries(entries);
    }
    return value;
  };
  return (await visit(frontMatter, [])) as Record<string, unknown>;
}
