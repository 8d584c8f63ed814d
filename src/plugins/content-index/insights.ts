/**
 * Insight articles: blog/{YYYY-MM-DD-slug}/index.mdx, loaded by the blog plugin and served
 * under /insights. The blog plugin already rejects unknown tags and authors; this adds the rules
 * it cannot know (one category, an image and an excerpt, two related articles that exist) and
 * derives the slim summaries that cards show. Node-only: runs in the plugin and in the config.
 */
import path from 'path';
import type {BlogPost, CreateFeedItemsFn} from '@docusaurus/plugin-content-blog';
import {Joi, getTagsFile} from '@docusaurus/utils-validation';
import {imageUrl as sizedImageUrl} from '../../lib/imageService';
import {parsePhotoUrl, photoJpegFor} from '../../lib/photos';
import {
  FrontMatterError,
  imageUrl,
  slug,
  text,
  unknownField,
  validateFrontMatter,
} from './frontMatter';
import type {InsightCategory, InsightSummary} from '../../data/contentTypes';
import type {InsightFrontMatter} from '../../data/frontMatterTypes';
import {htmlText} from '../../lib/htmlText';

/** Where the insights live, for the blog plugin's options and for this loader alike. */
/** INSIGHTS_DIR lets a test build read a copy of blog/ with extra articles (scripts/photoFixture.ts). */
export const insightsSource = {path: process.env.INSIGHTS_DIR ?? 'blog', tags: 'tags.yml'} as const;

/** A page title is title_meta plus " | Msingi Construction", and the tests keep it within 70 characters. */
export const titleMetaLength = 44;

export const insightSchema = Joi.object<InsightFrontMatter>({
  slug: slug.required(),
  title: text.required(),
  title_meta: text.max(titleMetaLength).messages({
    'string.max': `{{#label}} must be at most ${titleMetaLength} characters: the page title adds the company's name`,
  }),
  description: text.required(),
  image: imageUrl.required(),
  image_alt: text,
  draft: Joi.boolean(),
  /** The publication date, when not the folder's: YAML reads `date: 2026-03-02` as a date. */
  date: Joi.date().messages({'date.base': '{{#label}} must be a date written YYYY-MM-DD'}),
  /** The social card, when not the generated one (src/plugins/social-cards). */
  image_social: imageUrl,
  authors: Joi.array().items(Joi.string()).min(1).required(),
  tags: Joi.array()
    .items(Joi.string())
    .length(1)
    .required()
    .messages({'array.length': '"tags" must hold exactly one category (a key of blog/tags.yml)'}),
  related: Joi.array().items(slug).length(2).unique().required().messages({
    'array.length': '"related" must name exactly two other articles by slug',
    'array.unique': '"related" names the same article twice',
  }),
  /** The web editor's record of the article a translation translates (edition-files). */
  translation_of: slug,
  /** Set by the build on a translation whose English changed since it was marked. */
  translation_stale_since: Joi.string(),
})
  // Only these fields: nothing else, such as `mdx`, may change how the file is compiled.
  .unknown(false)
  .messages({'object.unknown': unknownField('an article')});

/** The slice of the blog plugin's BlogPost the index reads. */
export type LoadedInsight = {
  readonly metadata: {
    /** e.g. "@site/blog/2025-08-21-sustainable-building-practices/index.mdx" */
    readonly source: string;
    readonly permalink: string;
    readonly title: string;
    readonly date: Date | string;
    readonly readingTime?: number;
    readonly authors: readonly {readonly name?: string}[];
    readonly frontMatter: Record<string, unknown>;
  };
};

export type InsightIndex = {
  readonly insights: InsightSummary[];
  readonly insightCategories: InsightCategory[];
};

function crossFileProblems(
  data: InsightFrontMatter,
  slugCounts: ReadonlyMap<unknown, number>,
  categories: readonly InsightCategory[],
  authorKeys: readonly string[],
): string[] {
  const problems: string[] = [];
  if ((slugCounts.get(data.slug) ?? 0) > 1) {
    problems.push(`"slug" "${data.slug}" is used by another article`);
  }
  if (!categories.some((c) => c.key === data.tags[0])) {
    problems.push(
      `"tags[0]" "${data.tags[0]}" is not a category of blog/tags.yml (${categories.map((c) => c.key).join(', ')})`,
    );
  }
  data.authors.forEach((key, i) => {
    if (!authorKeys.includes(key)) {
      problems.push(`"authors[${i}]" "${key}" is not an author of blog/authors.yml`);
    }
  });
  data.related.forEach((related, i) => {
    if (related === data.slug) {
      problems.push(`"related[${i}]" "${related}" is the article itself`);
    } else if (!slugCounts.has(related)) {
      problems.push(`"related[${i}]" "${related}" is not the slug of any article`);
    }
  });
  return problems;
}

/**
 * In an edition other than the default one: where its translations are (the source prefix of a
 * translated article) and the language of the articles that are not translated yet.
 */
export type EditionSources = {readonly translatedSource: string; readonly fallbackLang: string};

/** Validates every article (throwing FrontMatterError for the first bad file) and summarises it. */
export function buildInsightIndex(
  posts: readonly LoadedInsight[],
  categories: readonly InsightCategory[],
  authorKeys: readonly string[],
  edition?: EditionSources,
): InsightIndex {
  const slugCounts = new Map<unknown, number>();
  posts.forEach(({metadata}) => {
    const key = metadata.frontMatter.slug;
    slugCounts.set(key, (slugCounts.get(key) ?? 0) + 1);
  });

  const insights = posts.map(({metadata}): InsightSummary => {
    const file = metadata.source.replace(/^@site\//, '');
    const data = validateFrontMatter(insightSchema, metadata.frontMatter, file);
    const problems = crossFileProblems(data, slugCounts, categories, authorKeys);
    if (problems.length > 0) {
      throw new FrontMatterError(file, problems);
    }
    return {
      id: data.slug,
      title: metadata.title,
      excerpt: data.description,
      image: data.image,
      category: categories.find((c) => c.key === data.tags[0])!,
      author: metadata.authors
        .map((a) => a.name)
        .filter(Boolean)
        .join(', '),
      date: new Date(metadata.date).toISOString(),
      readingTime: Math.max(1, Math.ceil(metadata.readingTime ?? 1)),
      permalink: metadata.permalink,
      ...(edition &&
        !metadata.source.startsWith(edition.translatedSource) && {lang: edition.fallbackLang}),
    };
  });
  return {insights, insightCategories: [...categories]};
}

/** The slice of the blog plugin's loaded content the index reads. */
export type LoadedBlog = {
  readonly blogPosts: readonly LoadedInsight[];
  readonly authorsMap?: Record<string, unknown>;
};

/** A category's key and its address under /insights/tags: one path segment of kebab-case words. */
const categoryPath = /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A category of blog/tags.yml: Docusaurus's fields, each of which it may leave out (it then names
 * the category and its address from the key), with the address one path segment: the feeds are
 * written to files at that path, and the pages are served at it.
 */
export const categorySchema = Joi.object({
  label: Joi.string(),
  permalink: Joi.string().pattern(categoryPath, 'category address').messages({
    'string.pattern.name':
      '{{#label}} {:[.]} must be / and lower-case words joined by hyphens, e.g. /green-building',
  }),
  description: Joi.string(),
});

const categoriesSchema = Joi.object().pattern(Joi.string(), categorySchema);

/** Each category of blog/tags.yml whose key or entry is not as `categorySchema` says. */
export function categoryProblems(
  tags: Readonly<Record<string, {readonly permalink?: string}>>,
): string[] {
  const {error} = categoriesSchema.validate(tags, {abortEarly: false});
  return [
    ...Object.keys(tags)
      .filter((key) => !categoryPath.test(`/${key}`))
      .map((key) => `"${key}" must be a kebab-case key: lower-case words joined by hyphens`),
    ...(error?.details.map((d) => d.message) ?? []),
  ];
}

/**
 * `localizationDir` is the locale's translations (i18n/sw), whose tags.yml names the categories in
 * its language; `fallbackLang` is given in an edition other than the default one.
 */
export async function loadInsightIndex(
  blog: LoadedBlog | undefined,
  siteDir: string,
  localizationDir?: string,
  fallbackLang?: string,
): Promise<InsightIndex> {
  if (!blog) {
    return {insights: [], insightCategories: []};
  }
  const contentPath = path.join(siteDir, insightsSource.path);
  const contentPathLocalized = localizationDir
    ? path.join(localizationDir, 'docusaurus-plugin-content-blog')
    : contentPath;
  const tagsFile = await getTagsFile({
    tags: insightsSource.tags,
    contentPaths: {contentPath, contentPathLocalized},
  });
  const tagsFileName = path.relative(siteDir, path.join(contentPathLocalized, insightsSource.tags));
  const problems = categoryProblems(tagsFile ?? {});
  if (problems.length > 0) {
    throw new FrontMatterError(tagsFileName, problems);
  }
  const categories = Object.entries(tagsFile ?? {}).map(([key, tag]) => ({key, label: tag.label}));
  const edition =
    localizationDir && fallbackLang
      ? {
          translatedSource: `@site/${path.relative(siteDir, contentPathLocalized).split(path.sep).join('/')}/`,
          fallbackLang,
        }
      : undefined;
  return buildInsightIndex(blog.blogPosts, categories, Object.keys(blog.authorsMap ?? {}), edition);
}

/**
 * The hero photo at the size feed readers and social cards use, as an absolute URL: a stock
 * photo cropped to 1200 × 630, or the writer's own photo's JPEG closest to 1200 px wide.
 */
export function feedImageUrl(
  image: string,
  siteUrl: string,
): {url: string; width: number; height: number} {
  const photo = parsePhotoUrl(image);
  if (photo) {
    const jpeg = photoJpegFor(photo, 1200);
    return {...jpeg, url: new URL(jpeg.url, siteUrl).toString()};
  }
  return {url: sizedImageUrl(image, 1200, 1200 / 630), width: 1200, height: 630};
}

/** The blog plugin makes img src absolute but not a <source>'s srcset, where photos' WebP sizes are. */
const absolutePhotoUrls = (html: string, siteUrl: string) =>
  html.replace(/(?<![\w./-])\/img\/photos\//g, `${siteUrl}/img/photos/`);

/**
 * One value serves every format. RSS spreads it into an <enclosure>: it needs a MIME type (the
 * photo service's URLs have no extension to guess from) and an XML-escaped URL, because the feed
 * library writes attributes verbatim. JSON Feed serialises it and needs the plain URL, hence the
 * non-enumerable toJSON, which the enclosure's spread does not copy.
 */
function feedImage(url: string): {url: string; type: string} {
  return Object.defineProperty({url: htmlText(url), type: 'image/jpeg'}, 'toJSON', {
    value: () => url,
    enumerable: false,
  });
}

/**
 * Feed entries as the blog plugin makes them (full content, categories, authors), plus the
 * hero photo: as the item's image (RSS enclosure, JSON Feed image) and at the top of the
 * content, which is the only place Atom readers show it.
 */
export const createInsightFeedItems: CreateFeedItemsFn = async ({
  defaultCreateFeedItems,
  ...params
}) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item, i) => {
    const post: BlogPost = params.blogPosts[i]!;
    const image = feedImageUrl(String(post.metadata.frontMatter.image), params.siteConfig.url);
    return {
      ...item,
      // RSS readers read these as HTML, as Atom says they are: what a writer typed shows as typed.
      title: htmlText(item.title),
      ...(item.description !== undefined && {description: htmlText(item.description)}),
      image: feedImage(image.url),
      content: `<p><img src="${htmlText(image.url)}" alt="" width="${image.width}" height="${image.height}" /></p>${absolutePhotoUrls(item.content ?? '', params.siteConfig.url)}`,
    };
  });
};
