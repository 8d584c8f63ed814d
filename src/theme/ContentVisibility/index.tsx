/**
 * Wraps @docusaurus/theme-classic ContentVisibility.
 * Why: it is the banner at the top of every page's main content that says what state the page
 * is in (draft, unlisted); a translation behind its English page is one more such state, so its
 * notice sits in the same place on MDX pages, services, case studies and articles alike.
 */
import type {ReactNode} from 'react';
import OriginalContentVisibility from '@theme-original/ContentVisibility';
import type {Props} from '@theme/ContentVisibility';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import StaleTranslationNotice from '@site/src/components/StaleTranslationNotice';
import {staleSince} from '@site/src/lib/staleTranslation';

export default function ContentVisibility(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  const since = staleSince(props.metadata.frontMatter);
  return (
    <>
      <OriginalContentVisibility {...props} />
      {since && (
        <StaleTranslationNotice
          englishChanged={since}
          englishUrl={createUrl({locale: i18n.defaultLocale, fullyQualified: false})}
          englishLang={i18n.localeConfigs[i18n.defaultLocale]?.htmlLang ?? i18n.defaultLocale}
        />
      )}
    </>
  );
}
