import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {feedFormats, feedLinksOf, feedLinkTitle} from '@site/src/data/feeds';
import {categoryFeedTitle} from '@site/src/data/feedTitles';
import {categoryFeedWords, newsletterInvite} from '@site/src/data/insights';
import styles from './styles.module.css';

type Props = {
  /** The category's name, e.g. "Regulations". */
  readonly label: string;
  /** The category page's path, e.g. "/insights/tags/regulations"; its feeds sit beneath it. */
  readonly permalink: string;
};

/**
 * A category's own feeds: announced in the head for feed readers and browsers, and offered as
 * links. Feeds are files, not pages: pathname:// keeps the router out of the way.
 */
export default function CategoryFeeds({label, permalink}: Props): ReactNode {
  const links = feedLinksOf(permalink);
  return (
    <>
      <Head>
        {feedFormats.map(({format, type, name}) => (
          <link
            key={format}
            rel="alternate"
            type={type}
            href={links[format]}
            title={feedLinkTitle(categoryFeedTitle(label), name)}
          />
        ))}
      </Head>
      <p className={styles.feeds}>
        <Link href={`pathname://${links.rss}`} className={styles.rss}>
          {categoryFeedWords.subscribe(label)}
        </Link>
        <span className={styles.others}>
          {newsletterInvite.feeds.others}{' '}
          <Link href={`pathname://${links.atom}`}>{newsletterInvite.feeds.atom}</Link>
          {' · '}
          <Link href={`pathname://${links.json}`}>{newsletterInvite.feeds.json}</Link>
        </span>
      </p>
    </>
  );
}
