/**
 * Front-matter schemas of the site's collections (services, later case studies and insights).
 * Pure: validated by the content-index plugin at build time and unit-tested without Docusaurus.
 */
import {Joi} from '@docusaurus/utils-validation';


const text = Joi.string().trim().min(1);
const imageUrl = Joi.string().uri({scheme: ['https']});
/** YAML reads `12` as a number and `98%` as a string: both are shown as text. */
const statValue = Joi.alternatives()
  .try(Joi.string().trim().min(1), Joi.number())
  .custom((value: string | number) => String(value));

const exactly = <T extends Joi.Schema>(count: number, item: T) =>
  Joi.array().items(item).length(count).required();

export type ServiceFrontMatter = {
  readonly title: string;
  readonly description: string;
  readonly order: number;
  readonly heroImage: string;
  readonly features: readonly string[];
  readonly benefits: readonly {title: string; description: string}[];
  readonly offerings: readonly {title: string; description: string; image: string}[];
  readonly process: readonly {title: string; description: string}[];
  readonly stats: readonly {value: string; label: string}[];
  readonly featuredProjects: readonly {title: string; image: string; caseStudy: string}[];
  readonly testimonial: {quote: string; author: string; role: string; location: string};
  readonly faqs: readonly {question: string; answer: string}[];
};

export const serviceSchema = Joi.object<ServiceFrontMatter>({
  title: text.required(),
  description: text.required(),
  order: Joi.number().integer().min(1).required(),
  heroImage: imageUrl.required(),
  features: exactly(5, text),
  benefits: Joi.array()
    .items(Joi.object({title: text.required(), description: text.required()}))
    .min(3)
    .required(),
  offerings: exactly(
    5,
    Joi.object({title: text.required(), description: text.required(), image: imageUrl.required()}),
  ),
  process: exactly(6, Joi.object({title: text.required(), description: text.required()})),
  stats: exactly(4, Joi.object({value: statValue.required(), label: text.required()})),
  featuredProjects: exactly(
    3,
    Joi.object({
      title: text.required(),
      image: imageUrl.required(),
      caseStudy: Joi.string().pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).required(),
    }),
  ),
  testimonial: Joi.object({
    quote: text.required(),
    author: text.required(),
    role: text.required(),
    location: text.required(),
  }).required(),
  faqs: exactly(5, Joi.object({question: text.required(), answer: text.required()})),
}).unknown(true);

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
