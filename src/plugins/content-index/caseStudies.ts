/** Case studies: pages/case-study/{id}.mdx, validated at build time (Joi). */
import {Joi} from '@docusaurus/utils-validation';
import {completionLanguage, monthNames} from '../../lib/monthNames';
import {honorific, imageUrl, slug, text, unknownField} from './frontMatter';
import {caseStudyCategories, ongoingCompletion, specificationKeys} from '../../data/contentTypes';
import type {BudgetShare, CaseStudyFrontMatter} from '../../data/frontMatterTypes';

export const completionDatePattern = new RegExp(
  `^(?:(?:${monthNames(completionLanguage).join('|')}) \\d{4}|${ongoingCompletion})$`,
);

/** Floating-point shares such as 12.5 may not add up to exactly 100. */
const budgetTolerance = 1e-6;

const texts = Joi.array().items(text).min(1).required();

export const caseStudySchema = Joi.object<CaseStudyFrontMatter>({
  title: text.required(),
  description: text.required(),
  heroImage: imageUrl.required(),
  /** The social card, when not the generated one (src/plugins/social-cards). */
  image_social: imageUrl,
  client: text.required(),
  location: text.required(),
  category: Joi.string()
    .valid(...caseStudyCategories)
    .required(),
  label: text,
  completionDate: Joi.string()
    .pattern(completionDatePattern, 'completion date')
    .required()
    .messages({'string.pattern.name': '{{#label}} {:[.]} must be "Month YYYY" or "Ongoing"'}),
  year: Joi.number().integer().min(2000).max(2100).required(),
  projectValue: text.required(),
  scope: text.required(),
  featured: Joi.boolean().default(false),
  gallery: Joi.boolean().default(false),
  challenges: texts,
  solutions: texts,
  timeline: Joi.array()
    .items(Joi.object({phase: text.required(), duration: text.required()}))
    .min(1)
    .required(),
  budget: Joi.array()
    .items(
      Joi.object({
        phase: text.required(),
        share: Joi.number().strict().greater(0).max(100).required(),
      }),
    )
    .min(1)
    .required()
    .custom((shares: BudgetShare[], helpers) => {
      const total = shares.reduce((sum, s) => sum + s.share, 0);
      return Math.abs(total - 100) < budgetTolerance
        ? shares
        : helpers.message({
            custom: `"budget" shares must add up to 100, but they add up to ${total}`,
          });
    }),
  images: Joi.array()
    .items(Joi.object({url: imageUrl.required(), caption: text.required()}))
    .min(1)
    .required(),
  testimonial: Joi.object({
    quote: text.required(),
    author: text.required(),
    honorific,
    position: text.required(),
  }).required(),
  specifications: Joi.object(
    Object.fromEntries(specificationKeys.map((key) => [key, text.required()])),
  ).required(),
  team: Joi.array()
    .items(
      // A person of blog/authors.yml by key (their role there unless this project gave them
      // another), or someone who appears in this case study only, written out in full.
      Joi.object({
        person: slug,
        name: text,
        // The person's record carries their honorific; someone written out here, their own.
        honorific: honorific.when('person', {is: Joi.exist(), then: Joi.forbidden()}),
        role: text.when('person', {not: Joi.exist(), then: Joi.required()}),
        image: imageUrl.when('person', {
          not: Joi.exist(),
          then: Joi.required(),
          otherwise: Joi.forbidden(),
        }),
      }).xor('person', 'name'),
    )
    .min(1)
    .required(),
  lessonsLearned: texts,
  related: Joi.array().items(slug).min(1).unique().required(),
  /** Set by the build on a translation whose English changed since it was marked. */
  translation_stale_since: Joi.string(),
})
  .custom((study: CaseStudyFrontMatter, helpers) => {
    const dated = /(\d{4})$/.exec(study.completionDate);
    return dated && Number(dated[1]) !== study.year
      ? helpers.message({
          custom: `"year" (${study.year}) must be the year of "completionDate" (${study.completionDate})`,
        })
      : study;
  })
  // Only these fields: nothing else, such as `mdx`, may change how the file is compiled.
  .unknown(false)
  .messages({'object.unknown': unknownField('a case study')});
