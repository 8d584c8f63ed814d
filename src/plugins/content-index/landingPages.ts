/**
 * The About, Certification, Pricing and cost estimator pages: pages/{about,certification,pricing,
 * cost-estimator}.mdx. Their front
 * matter holds the pages' structured prose, so a locale replaces it file by file; the facts
 * beside it (prices, documents) stay typed data in src/data, matched by id. Build-time only
 * (Joi); components import the types.
 */
import {Joi} from '@docusaurus/utils-validation';
import {certificateIds, type CertificateId} from '../../data/certification';
import {finishIds, locationIds, type FinishId, type LocationId} from '../../data/costRates';
import {packageIds} from '../../data/pricing';
import {exactly, imageUrl, slug, text} from './frontMatter';
import type {LandingPermalink} from './collections';

type PageFrontMatter = {
  readonly title: string;
  /** The hero's lead and the page's meta description. */
  readonly description: string;
  readonly heroImage: string;
};

export type AboutFrontMatter = PageFrontMatter & {
  readonly mission: string;
  readonly vision: string;
  readonly values: readonly {name: string; description: string}[];
  /** People of blog/authors.yml by key, with the biography this page shows. */
  readonly leadership: readonly {person: string; bio: string}[];
};

export type CertificateContent = {
  readonly id: CertificateId;
  readonly title: string;
  readonly issuer: string;
  readonly description: string;
  readonly requirements: readonly string[];
  readonly image: string;
};

export type CertificationFrontMatter = PageFrontMatter & {
  readonly certificates: readonly CertificateContent[];
  readonly affiliations: readonly {name: string; description: string; logo: string}[];
  readonly standards: readonly {title: string; description: string}[];
};

export type PackageContent = {
  readonly id: string;
  readonly name: string;
  /** What the price covers, shown under it, e.g. "per site visit". */
  readonly priceNote: string;
  readonly description: string;
  readonly features: readonly string[];
};

export type PricingFrontMatter = PageFrontMatter & {
  readonly packages: readonly PackageContent[];
  readonly faqs: readonly {question: string; answer: string}[];
};

/** A choice of the estimator (finish level, location) described in a sentence under its label. */
export type ChoiceDescription<Id extends string> = {readonly id: Id; readonly description: string};

export type CostEstimatorFrontMatter = PageFrontMatter & {
  /** The hero's lead; `description` is the page's meta description. */
  readonly lead: string;
  readonly finishes: readonly ChoiceDescription<FinishId>[];
  readonly locations: readonly ChoiceDescription<LocationId>[];
  /** What the estimate covers and leaves out, under every result. */
  readonly includes: string;
  readonly excludes: string;
};

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
