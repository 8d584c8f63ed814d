import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {formatDate} from '@site/src/lib/dates';
import {notSearched} from '@site/src/lib/searchIndexing';
import styles from './styles.module.css';

export type StaleTranslationNoticeProps = {
  /** The day the English page changed, YYYY-MM-DD. */
  readonly englishChanged: string;
  /** The English page's address. */
  readonly englishUrl: string;
  /** The English edition's language, e.g. "en-KE". */
  readonly englishLang: string;
};

/**
 * Above a translation whose English page changed since it was translated: when, and a link to
 * the English. Decided at build time (src/plugins/translations/staleSince.ts). It opens the main
 * content, above a page's hero; while it is there (`data-translation-notice`, read by custom.css
 * and PageHero) the header stays opaque and the hero below it.
 */
export default function StaleTranslationNotice({
  englishChanged,
  englishUrl,
  englishLang,
}: StaleTranslationNoticeProps): ReactNode {
  return (
    <div
      role="note"
      className={clsx('alert alert--warning', styles.notice)}
      data-translation-notice
      {...notSearched}>
      <Translate
        id="translation.stale.notice"
        description="Above a translated page whose English page changed after it was translated; {date} is that day, {link} the link to the English page"
        values={{
          date: <time dateTime={englishChanged}>{formatDate(englishChanged)}</time>,
          link: (
            // A full page load: the English page is another edition, not a route of this one.
            <Link
              to={`pathname://${englishUrl}`}
              target="_self"
              autoAddBaseUrl={false}
              hrefLang={englishLang}>
              <Translate
                id="translation.stale.link"
                description="The link of the stale-translation notice, to the page in English">
                Read the English page
              </Translate>
            </Link>
          ),
        }}>
        {'The English page changed on {date}, and this translation may be behind. {link}'}
      </Translate>
    </div>
  );
}
