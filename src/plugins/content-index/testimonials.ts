/**
 * What clients say (spec: three testimonials on the home page), written in pages/_testimonials.yml
 * so a locale replaces them file by file like any page. Node-only.
 */
import {Joi} from '@docusaurus/utils-validation';
import {exactly, FrontMatterError, imageUrl, slug, text} from './frontMatter';
import {readPagesDataFile, type SiteDirs} from './pagesDataFile';
import {withLocalPhotos} from '../photos/frontMatterPhotos';
import {photoCacheDir} from '../photos/preparePhoto';
import type {ClientTestimonial} from '../../data/contentTypes';

export const testimonialsFile = '_testimonials.yml';

export const testimonialsSchema = exactly(
  3,
  Joi.object({
    id: slug.required(),
    name: text.required(),
    role: text.required(),
    company: text.required(),
    content: text.required(),
    image: imageUrl.required(),
  }),
);

export function validateTestimonials(data: unknown): ClientTestimonial[] {
  const {error, value} = testimonialsSchema.validate(data, {abortEarly: false});
  if (error) {
    throw new FrontMatterError(
      `pages/${testimonialsFile}`,
      error.details.map((d) => d.message),
    );
  }
  return value as ClientTestimonial[];
}

/** A photo may be beside the file (`image: ./amani.jpg`), made into sizes as a page's photos are. */
export async function loadTestimonials(dirs: SiteDirs): Promise<ClientTestimonial[]> {
  const data = await readPagesDataFile(testimonialsFile, dirs);
  const {testimonials} = await withLocalPhotos(
    {testimonials: data},
    {
      siteDir: dirs.siteDir,
      file: `pages/${testimonialsFile}`,
      cacheDir: photoCacheDir(dirs.siteDir),
    },
  );
  return validateTestimonials(testimonials);
}
