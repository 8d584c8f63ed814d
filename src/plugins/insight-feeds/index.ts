/**
 * Local plugin: the insights feeds. The site's, at /insights/{rss.xml,atom.xml,feed.json}, and one
 * per category with only its articles, at /insights/tags/<category>/…. All are written after the
 * build by the blog plugin's own feed writer (the `feed` package, through
 * @docusaurus/plugin-content-blog's createBlogFeedFiles) from the blog's loaded content, with
 * the blog's feed options, so every item is the same in every feed (content, hero photo,
 * authors). The blog's own feed step is switched off in the site's config so that the JSON
 * feeds, once written, can be raised to JSON Feed 1.1 here (./jsonFeed.ts), and so that every
 * title and description is the locale's: the blog's translated description, and titles the
 * config reads from src/data/feeds.ts for the locale being built.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {
  BlogContent,
  BlogPost,
  BlogTag,
  Options as BlogOptions,
  PluginOptions,
} from '@docusaurus/plugin-content-blog';
import {validateOptions} from '@docusaurus/plugin-content-blog';
import {createBlogFeedFiles} from '@docusaurus/plugin-content-blog/lib/feed.js';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {feedFormats, feedLinksOf, feedLinkTitle} from '../../data/feeds';
import {toJsonFeed11, type JsonFeedV1} from './jsonFeed';

export type InsightFeedsOptions = {
  /** The blog plugin's options as the site configures them, feedOptions included. */
  readonly blog: BlogOptions;
  /** The title of a category's feed, in the locale being built. */
  readonly categoryFeedTitle: (category: string) => string;
};

/** Each category with its articles, in the blog's order (newest first). */
export function postsByCategory(
  content: Pick<BlogContent, 'blogPosts' | 'blogTags'>,
): {tag: BlogTag; posts: BlogPost[]}[] {
  return Object.values(content.blogTags).map((tag) => ({
    tag,
    posts: content.blogPosts.filter((post) => tag.items.includes(post.id)),
  }));
}

export default function insightFeedsPlugin(
  context: LoadContext,
  {blog, categoryFeedTitle}: InsightFeedsOptions,
): Plugin {
  // Normalised as Docusaurus normalises the blog's own options (feed types, XSLT files).
  const validate = normalizePluginOptions as Parameters<typeof validateOptions>[0]['validate'];
  const options: PluginOptions = validateOptions({validate, options: {...blog, id: 'default'}});
  const contentPath = path.resolve(context.siteDir, options.path);
  const {siteConfig} = context;
  const locale = context.i18n.currentLocale;
  const language = context.i18n.localeConfigs[locale]?.htmlLang ?? locale;
  let content: BlogContent | undefined;

  /** Writes the three feeds of a list of articles under `listPath` (no leading slash). */
  async function writeFeeds(
    outDir: string,
    listPath: string,
    posts: BlogPost[],
    feedOptions: Partial<PluginOptions['feedOptions']>,
  ) {
    await createBlogFeedFiles({
      blogPosts: posts,
      options: {
        ...options,
        routeBasePath: listPath,
        feedOptions: {...options.feedOptions, ...feedOptions},
      },
      siteConfig,
      outDir,
      locale,
      contentPaths: {contentPath, contentPathLocalized: contentPath},
    });
    const jsonFile = path.join(outDir, listPath, 'feed.json');
    const feed = JSON.parse(await fs.readFile(jsonFile, 'utf8')) as JsonFeedV1;
    const feedUrl = new URL(
      path.posix.join(siteConfig.baseUrl, listPath, 'feed.json'),
      siteConfig.url,
    ).toString();
    await fs.writeFile(jsonFile, JSON.stringify(toJsonFeed11(feed, {feedUrl, language}), null, 4));
  }

  return {
    name: 'insight-feeds',
    allContentLoaded({allContent}) {
      content = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
    },
    injectHtmlTags() {
      const links = feedLinksOf(path.posix.join(siteConfig.baseUrl, options.routeBasePath));
      return {
        headTags: feedFormats.map(({format, type, name}) => ({
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type,
            href: links[format],
            title: feedLinkTitle(options.feedOptions.title ?? '', name),
          },
        })),
      };
    },
    async postBuild({outDir}) {
      if (!content) {
        throw new Error('insight-feeds: the blog plugin loaded no content');
      }
      // The blog's description as this locale's options.json translates it.
      const description = content.blogDescription;
      await writeFeeds(outDir, options.routeBasePath, content.blogPosts, {description});
      await Promise.all(
        postsByCategory(content).map(({tag, posts}) =>
          // Permalinks carry the locale's base URL (/sw/…); outDir is already the locale's.
          writeFeeds(outDir, tag.permalink.slice(siteConfig.baseUrl.length), posts, {
            title: categoryFeedTitle(tag.label),
            description: tag.description ?? description,
          }),
        ),
      );
    },
  };
}
