/**
 * Swizzled (ejected) from @docusaurus/theme-classic Footer.
 * Why: the footer shows the company's contact details, hours and the six service pages from
 * the content index, which the config-driven footer cannot express. All markup lives in
 * SiteFooter; this file puts it in the theme's place, with what every page has after it: the
 * quick-contact bar for phones. (The outbox's notice is the page load's: theme/Root.)
 */
import type {ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';
import QuickContactBar from '@site/src/components/QuickContactBar';

export default function Footer(): ReactNode {
  return (
    <>
      <SiteFooter />
      <QuickContactBar />
    </>
  );
}
