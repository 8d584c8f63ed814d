import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Newsletter from '@site/src/components/Newsletter';
import Section from '@site/src/components/Section';
import {newsletterInvite} from '@site/src/data/insights';
import {feedLinks} from '@site/src/data/feeds';
import styles from './styles.module.css';

/** Feeds are files beside the routes, not pages: pathname:// keeps the router out of the way. */
const feedHref = (path: string) => `pathname://${path}`;

/**
 * "Subscribe to Our Newsletter", closing the insights list and every article: the invitation
 * in the spec's words, the sign-up form (which offers RSS too) and the other feeds.
 */
export default function InsightsSubscribe(): ReactNode {
  const {feeds} = newsletterInvite;
  return (
    <Section
      id="subscribe"
      title={newsletterInvite.title}
      intro={<p>{newsletterInvite.text}</p>}
      tone="dark"
      align="center"
      outsideSearch>
      <div className={styles.actions}>
        <Newsletter tone="dark" />
        <p className={styles.others}>
          {feeds.others} <Link href={feedHref(feedLinks.atom)}>{feeds.atom}</Link>
          {' · '}
          <Link href={feedHref(feedLinks.json)}>{feeds.json}</Link>
        </p>
      </div>
    </Section>
  );
}
