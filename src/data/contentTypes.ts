/**
 * The shapes of the site's content as the content index hands it to every page (kept slim: it
 * ships with each route). Declared here, at the bottom layer, so data modules can name them
 * without importing plugin code; the content-index plugin re-exports them.
 */
export type ServiceSummary = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly heroImage: string;
  readonly features: readonly string[];
  readonly permalink: string;
};

export const caseStudyCategories = ['Residential', 'Commercial', 'Industrial'] as const;
export type CaseStudyCategory = (typeof caseStudyCategories)[number];

/**
 * A case study's completion is written "Month YYYY" with the English month (lib/monthNames.ts),
 * or "Ongoing", in every edition; each edition shows it in its own language.
 */
export const ongoingCompletion = 'Ongoing';

/** The specification groups every case study describes, in display order. */
export const specificationKeys = [
  'architectural',
  'structural',
  'mechanical',
  'electrical',
  'plumbing',
  'sustainability',
] as const;
export type SpecificationKey = (typeof specificationKeys)[number];

/** A case study as lists and cards show it (/projects, /gallery, home, related blocks). */
export type CaseStudySummary = {
  readonly id: string;
  readonly title: string;
  readonly category: CaseStudyCategory;
  /** Finer label such as "Luxury Residential" or "Mixed Use". */
  readonly label?: string;
  readonly location: string;
  readonly year: number;
  /** "Month YYYY" or "Ongoing". */
  readonly completionDate: string;
  readonly scope: string;
  readonly heroImage: string;
  readonly permalink: string;
  /** Shown among the home page's featured projects. */
  readonly featured: boolean;
  /** Shown on /gallery (six of the nine). */
  readonly gallery: boolean;
};

/** A category of insights: one tag of blog/tags.yml. */
export type InsightCategory = {
  /** The tag's key in blog/tags.yml, e.g. "sustainability"; used in URLs and for the badge colour. */
  readonly key: string;
  readonly label: string;
};

/** An insight article as cards show it (/insights, related articles). */
export type InsightSummary = {
  /** The article's slug: /insights/{id}. */
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly image: string;
  readonly category: InsightCategory;
  readonly author: string;
  /** ISO 8601. */
  readonly date: string;
  /** Whole minutes. */
  readonly readingTime: number;
  readonly permalink: string;
  /**
   * The language the article is written in (e.g. "en-KE"), where it is not the edition's: an
   * article not yet translated, which another edition shows in the default language.
   */
  readonly lang?: string;
};

/** A standalone page of the pages plugin (not a collection entry), for the human sitemap. */
export type PageSummary = {
  readonly permalink: string;
  /** An MDX page's title; JSX pages set theirs in code, so the sitemap names them itself. */
  readonly title?: string;
};

/**
 * The honorifics a person's record may carry (`honorific: eng` in blog/authors.yml,
 * pages/_people.yml, a case study's team or testimonial), apart from the name, which is never
 * translated; honorifics.ts has their words.
 */
export const honorifics = ['eng', 'dr', 'prof', 'arch', 'qs'] as const;

export type Honorific = (typeof honorifics)[number];

/**
 * A person of the company, written once: writers in blog/authors.yml, other staff in
 * pages/_people.yml. The About page and case-study teams name people by key.
 */
export type Person = {
  /** The person's key, e.g. "davidmwangi". */
  readonly id: string;
  /** The name alone, as the person writes it in every edition. */
  readonly name: string;
  /** Shown before the name in the edition's words ("Eng.", "Mhandisi"). */
  readonly honorific?: Honorific;
  /** The person's role at the company. */
  readonly title: string;
  /** Portrait from the image service (the `portrait` field, not shown on author pages). */
  readonly portrait?: string;
};

/** A member of a project team: a person by key, or written out in full. */
export type TeamEntry =
  | {readonly person: string; readonly role?: string}
  | {
      readonly name: string;
      readonly honorific?: Honorific;
      readonly role: string;
      readonly image: string;
    };

/** What a client says, shown in the home page's carousel (pages/_testimonials.yml). */
export type ClientTestimonial = {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
  readonly content: string;
  /** Portrait from the image service. */
  readonly image: string;
};

export type ContentIndex = {
  /** Every standalone route of the pages plugin, in path order. */
  readonly pages: readonly PageSummary[];
  readonly services: readonly ServiceSummary[];
  readonly caseStudies: readonly CaseStudySummary[];
  /** Newest first. */
  readonly insights: readonly InsightSummary[];
  /** In the order of blog/tags.yml. */
  readonly insightCategories: readonly InsightCategory[];
  /** Writers in the order of blog/authors.yml, then the other staff. */
  readonly people: readonly Person[];
  /** In the order of pages/_testimonials.yml. */
  readonly testimonials: readonly ClientTestimonial[];
};

/** The name under which the content-index plugin publishes its global data. */
export const contentIndexPluginName = 'content-index';
