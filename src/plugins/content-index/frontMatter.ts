/**
 * Building blocks for the collections' front-matter schemas, and the error a writer sees.
 * Pure: used by the content-index plugin at build time and unit-tested without Docusaurus.
 */
import {Joi} from '@docusaurus/utils-validation';
import {parsePhotoUrl} from '../../lib/photos';
import {honorifics} from '../../data/contentTypes';

/** An id as it appears in a URL: lower-case words joined by hyphens. */
export const kebabCaseId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = Joi.string().pattern(kebabCaseId, 'kebab-case id').messages({
  'string.pattern.name':
    '{{#label}} {:[.]} must be a kebab-case id: lower-case words joined by hyphens',
});

export const text = Joi.string().trim().min(1);
/**
 * A stock photo's https:// URL, or a photo beside the content file (`./hero.jpg`), which the
 * parseFrontMatter hook has already replaced with the address of its sizes.
 */
export const imageUrl = Joi.alternatives()
  .try(
    Joi.string().uri({scheme: ['https']}),
    Joi.string().custom((value: string, helpers) =>
      parsePhotoUrl(value) ? value : helpers.error('any.invalid'),
    ),
  )
  .messages({
    'alternatives.match':
      '{{#label}} must be an https:// URL or the name of a photo beside the file, e.g. ./hero.jpg',
  });
/** A person's honorific as data (`eng`), which the edition shows in its own words. */
export const honorific = Joi.string()
  .valid(...honorifics)
  .messages({'any.only': `{{#label}} must be one of ${honorifics.join(', ')}, e.g. eng`});
/** YAML reads `12` as a number and `98%` as a string: both are shown as text. */
export const statValue = Joi.alternatives()
  .try(Joi.string().trim().min(1), Joi.number())
  .custom((value: string | number) => String(value));

/** The message for a field a writer's schema does not name, naming it. */
export const unknownField = (what: string) =>
  `{{#label}} is not a field of ${what} (the fields are in docs/content-schemas.md)`;

export const exactly = <T extends Joi.Schema>(count: number, item: T) =>
  Joi.array().items(item).length(count).required();

/** A writer's mistake in one file, reported with the file and every offending field. */
export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FrontMatterError';
  }
}

export function validateFrontMatter<T>(
  schema: Joi.ObjectSchema<T>,
  frontMatter: Record<string, unknown>,
  file: string,
): T {
  const {value, error} = schema.validate(frontMatter, {abortEarly: false, convert: true});
  if (error) {
    throw new FrontMatterError(
      file,
      error.details.map((d) => d.message),
    );
  }
  return value;
}
