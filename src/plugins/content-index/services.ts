/** Service pages: pages/services/{id}.mdx. */
import {Joi} from '@docusaurus/utils-validation';
import {buildingTypeIds} from '../../data/costRates';
import type {ServiceFrontMatter} from '../../data/frontMatterTypes';
import {exactly, imageUrl, slug, statValue, text} from './frontMatter';

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
