/**
 * The About, Certification, Pricing and cost estimator pages: pages/{about,certification,pricing,
 * cost-estimator}.mdx. Their front
 * matter holds the pages' structured prose, so a locale replaces it file by file; the facts
 * beside it (prices, documents) stay typed data in src/data, matched by id. Validated at build
 * time (Joi); the shapes are src/data/frontMatterTypes.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import {certificateIds} from '../../data/certification';
import {finishIds, locationIds} from '../../data/costRates';
import type {
  AboutFrontMatter,
  CertificationFrontMatter,
  CostEstimatorFrontMatter,
  PricingFrontMatter,
} from '../../data/frontMatterTypes';
import {packageIds} from '../../data/pricing';
import type {LandingPermalink} from '../../lib/collections';
import {exactly, imageUrl, slug, text} from './frontMatter';

const page = {
  title: text.required(),
  description: text.required(),
  heroImage: imageUrl.required(),
};

/** Every id of the typed facts, each once: the page describes exactly the records that exist. */
const describing = (ids: readonly string[], item: Joi.ObjectSchema) =>
  Joi.array()
    .items(
      item.keys({
        id: Joi.string()
          .valid(...ids)
          .required(),
      }),
    )
    .length(ids.length)
    .unique('id')
    .required();

export const aboutSchema = Joi.object<AboutFrontMatter>({
  ...page,
  mission: text.required(),
  vision: text.required(),
  values: exactly(4, Joi.object({name: text.required(), description: text.required()})),
  leadership: Joi.array()
    .items(Joi.object({person: slug.required(), bio: text.required()}))
    .min(1)
    .required(),
}).unknown(true);

export const certificationSchema = Joi.object<CertificationFrontMatter>({
  ...page,
  certificates: describing(
    certificateIds,
    Joi.object({
      title: text.required(),
      issuer: text.required(),
      description: text.required(),
      requirements: exactly(5, text),
      image: imageUrl.required(),
    }),
  ),
  affiliations: exactly(
    4,
    Joi.object({name: text.required(), description: text.required(), logo: imageUrl.required()}),
  ),
  standards: exactly(4, Joi.object({title: text.required(), description: text.required()})),
}).unknown(true);

export const pricingSchema = Joi.object<PricingFrontMatter>({
  ...page,
  packages: describing(
    packageIds,
    Joi.object({
      name: text.required(),
      priceNote: text.required(),
      description: text.required(),
      features: Joi.array().items(text).min(1).required(),
    }),
  ),
  faqs: exactly(5, Joi.object({question: text.required(), answer: text.required()})),
}).unknown(true);

export const costEstimatorSchema = Joi.object<CostEstimatorFrontMatter>({
  ...page,
  lead: text.required(),
  finishes: describing(finishIds, Joi.object({description: text.required()})),
  locations: describing(locationIds, Joi.object({description: text.required()})),
  includes: text.required(),
  excludes: text.required(),
}).unknown(true);

export const landingSchemas: Record<LandingPermalink, Joi.ObjectSchema> = {
  '/about': aboutSchema,
  '/certification': certificationSchema,
  '/pricing': pricingSchema,
  '/cost-estimator': costEstimatorSchema,
};
