import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SocialIcon from '@site/src/components/SocialIcon';
import {opensInNewTab} from '@site/src/data/commonWords';
import {company} from '@site/src/data/company';
import {shareLinks, type ShareTarget} from '@site/src/lib/share';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';

const networkLabel = (network: string) =>
  company.socialProfiles.find((profile) => profile.network === network)?.label ?? network;

/**
 * "Share this article": links to Facebook, X and LinkedIn (new tab), and a Share button that
 * opens the device's share sheet or, where there is none, copies the address and says so in a
 * polite status message.
 */
export default function ShareArticle(article: ShareTarget): ReactNode {
  const titleId = useId();
  const [status, setStatus] = useState('');

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(article.url);
      setStatus(translate({id: 'share.copyLink.done', message: 'Link copied to clipboard!'}));
    } catch {
      setStatus(
        translate({
          id: 'share.copyLink.failed',
          message: 'Could not copy the link. Please copy it from the address bar.',
        }),
      );
    }
  }

  async function shareArticle() {
    // Cleared first so a second copy is announced again.
    setStatus('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({url: article.url, title: article.title, text: article.excerpt});
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          return;
        }
      }
    }
    await copyAddress();
  }

  return (
    <section aria-labelledby={titleId} className={styles.share} {...notSearched}>
      <h2 id={titleId} className={styles.title}>
        <Translate id="share.title">Share this article</Translate>
      </h2>
      <div className={styles.actions}>
        <ul className={styles.networks}>
          {shareLinks(article, company.xHandle).map((link) => (
            <li key={link.network}>
              <Link href={link.href} className={styles.network} data-network={link.network}>
                <SocialIcon network={link.network} />
                <span className="sr-only">
                  {translate(
                    {
                      id: 'share.network',
                      message: 'Share on {network}',
                      description: 'network is Facebook, X or LinkedIn',
                    },
                    {network: networkLabel(link.network)},
                  )}{' '}
                  {opensInNewTab()}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.button} onClick={shareArticle}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M18 16a3 3 0 0 0-2.2 1l-7-4a3 3 0 0 0 0-2l7-4A3 3 0 1 0 15 5l-7 4a3 3 0 1 0 0 6l7 4a3 3 0 1 0 3-3z"
              fill="currentColor"
            />
          </svg>
          <Translate
            id="share.button"
            description="Opens the device's share sheet, or copies the link">
            Share
          </Translate>
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
