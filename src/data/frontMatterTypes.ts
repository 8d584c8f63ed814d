/**
 * What each content file's front matter holds, as the content index validates it
 * (src/plugins/content-index, with Joi) and as the components that show it read it: the service
 * and case-study pages, the About, Certification, Pricing and cost estimator pages, and the
 * insight articles. Declared with the data, so components name them without plugin code.
 */
import type {CertificateId} from './certification';
import type {BuildingTypeId, FinishId, LocationId} from './costRates';
import type {CaseStudyCategory, Honorific, SpecificationKey, TeamEntry} from './contentTypes';

/** The About, Certification, Pricing and cost estimator pages: pages/{about,certification,pricing,cost-estimator}.mdx. */
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

/** A service page: pages/services/{id}.mdx. */
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

/** A case study: pages/case-study/{id}.mdx. */
export type BudgetShare = {readonly phase: string; readonly share: number};

/** What the build and the web editor add to a translation's front matter. */
export type TranslationFields = {
  /** The web editor's record of the article a translation translates. */
  readonly translation_of?: string;
  /** Set by the build on a translation whose English changed since it was marked. */
  readonly translation_stale_since?: string;
};

export type CaseStudyFrontMatter = TranslationFields & {
  /** An image of the page's own for link previews, instead of its generated social card. */
  readonly image_social?: string;
  readonly title: string;
  readonly description: string;
  readonly heroImage: string;
  readonly client: string;
  readonly location: string;
  readonly category: CaseStudyCategory;
  /** Finer label shown beside the category, e.g. "Luxury Residential". */
  readonly label?: string;
  /** "Month YYYY" or "Ongoing". */
  readonly completionDate: string;
  /** The completion year (expected year while ongoing): the year shown on project cards. */
  readonly year: number;
  readonly projectValue: string;
  readonly scope: string;
  readonly featured?: boolean;
  readonly gallery?: boolean;
  readonly challenges: readonly string[];
  readonly solutions: readonly string[];
  readonly timeline: readonly {phase: string; duration: string}[];
  /** Shares of the project budget per phase, in percent; they add up to 100. */
  readonly budget: readonly BudgetShare[];
  readonly images: readonly {url: string; caption: string}[];
  readonly testimonial: {
    quote: string;
    author: string;
    honorific?: Honorific;
    position: string;
  };
  readonly specifications: Readonly<Record<SpecificationKey, string>>;
  readonly team: readonly TeamEntry[];
  readonly lessonsLearned: readonly string[];
  /** Ids of other case studies. */
  readonly related: readonly string[];
};

/** An insight article: blog/{YYYY-MM-DD-slug}/index.mdx. */
export type InsightFrontMatter = TranslationFields & {
  /** An image of the page's own for link previews, instead of its generated social card. */
  readonly image_social?: string;
  readonly slug: string;
  readonly title: string;
  /** A shorter title for the browser tab and search results (the theme's Metadata reads it). */
  readonly title_meta?: string;
  /** The hero photo's description for people who cannot see it; without it the hero is decorative. */
  readonly image_alt?: string;
  readonly draft?: boolean;
  /** The publication date, when not the folder's (the web editor writes it; Docusaurus prefers it). */
  readonly date?: Date;
  /** The excerpt: cards, search results, social cards and feeds show it. */
  readonly description: string;
  /** The hero photo, also the social card. */
  readonly image: string;
  readonly authors: readonly string[];
  /** Exactly one: the category. */
  readonly tags: readonly [string];
  /** Slugs of the two articles shown under "Related Articles". */
  readonly related: readonly [string, string];
};
