/**
 * The `feed` package writes JSON Feed version 1. Version 1.1 (https://jsonfeed.org/version/1.1)
 * adds `authors` (keeping `author` for older readers), `language` and the feed's own URL; and
 * an item's publication date belongs in `date_published` (the package puts it in
 * `date_modified`). An item's title and summary are plain text in JSON Feed: the items carry
 * them as HTML text for RSS and Atom (content-index/insights.ts), read back here. Pure, so the
 * rules are tested without a build.
 */
import {plainText} from '../../lib/htmlText';

type Author = {readonly name?: string; readonly url?: string};

export type JsonFeedV1 = {
  readonly version: string;
  readonly title: string;
  readonly items: readonly (Record<string, unknown> & {
    readonly author?: Author;
    readonly date_modified?: string;
  })[];
  readonly [key: string]: unknown;
};

export function toJsonFeed11(
  feed: JsonFeedV1,
  {feedUrl, language}: {feedUrl: string; language: string},
): Record<string, unknown> {
  return {
    ...feed,
    version: 'https://jsonfeed.org/version/1.1',
    feed_url: feedUrl,
    language,
    items: feed.items.map(({date_modified: published, ...item}) => ({
      ...item,
      ...(typeof item.title === 'string' && {title: plainText(item.title)}),
      ...(typeof item.summary === 'string' && {summary: plainText(item.summary)}),
      ...(published && {date_published: published}),
      ...(item.author && {authors: [item.author]}),
    })),
  };
}
