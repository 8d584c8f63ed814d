/** Service pages: pages/services/{id}.mdx. */
import {Joi} from '@docusaurus/utils-validation';
import {buildingTypeIds, type BuildingTypeId} from '../../data/costRates';
import {exactly, imageUrl, slug, statValue, text} from './frontMatter';

export type ServiceFrontMatter = {
  /** An image of the page's own for link previews, instead of its generated social card. */
  readonly image_social?: string;
  readonly title: string;
  readonly description: string;
  readonly order: number;
  readonly heroImage: string;
  readonly features: readonly string[];
  readonly benefits: readonly {title: string; description: string}[];
  readonly offerings: readonly {title: string; description: string; image: string}[];
  readonly process: readonly {title: string; description: string}[];
  readonly stats: readonly {value: string; label: string}[];
  /** Case-study ids: the cards take their title and image from each case study. */
  readonly featuredProjects: readonly string[];
  readonly testimonial: {quote: string; author: string; role: string; location: string};
  readonly faqs: readonly {question: string; answer: string}[];
  /** The cost estimator's type of building this service builds; the page then links to it. */
  readonly estimate?: BuildingTypeId;
};

export const serviceSchema = Joi.object<ServiceFrontMatter>({
  title: text.required(),
  description: text.required(),
  order: Joi.number().integer().min(1).required(),
  heroImage: imageUrl.required(),
  /** The social card, when not the generated one (src/plugins/social-cards). */
  image_social: imageUrl,
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
  featuredProjects: exactly(3, slug),
  testimonial: Joi.object({
    quote: text.required(),
    author: text.required(),
    role: text.required(),
    location: text.required(),
  }).required(),
  faqs: exactly(5, Joi.object({question: text.required(), answer: text.required()})),
  estimate: Joi.string().valid(...buildingTypeIds),
}).unknown(true);
