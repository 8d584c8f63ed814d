import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {opensInNewTab} from '@site/src/data/commonWords';
import {buttonText} from '@site/src/data/quoteOutcome';
import type {FallbackLinks} from '@site/src/lib/inquirySummary';
import styles from './styles.module.css';

type OtherWaysProps = {
  readonly links: FallbackLinks;
  /** Offered when sending online may work on a second try. */
  readonly onRetry?: () => void;
  /** The retry button's words, when not "Retry". */
  readonly retryLabel?: string;
};

/** Retry, or hand the prefilled request to the visitor's mail or WhatsApp app. */
export default function OtherWays({
  links,
  onRetry,
  retryLabel = buttonText.retry,
}: OtherWaysProps): ReactNode {
  return (
    <ul className={styles.ways}>
      {onRetry && (
        <li>
          <button type="button" className="button button--primary" onClick={onRetry}>
            {retryLabel}
          </button>
        </li>
      )}
      <li>
        <a className="button button--outline button--primary" href={links.email}>
          {buttonText.email}
        </a>
      </li>
      <li>
        <Link className="button button--outline button--primary" href={links.whatsapp}>
          {buttonText.whatsapp}
          <span className="sr-only"> {opensInNewTab()}</span>
        </Link>
      </li>
    </ul>
  );
}
