/**
 * Swizzled (ejected) from @docusaurus/theme-classic Footer.
 * Why: the footer shows the company's contact details, hours and the six service pages from
 * the content index, which the config-driven footer cannot express. All markup lives in
 * SiteFooter; this file only puts it in the theme's place.
 */
export {default} from '@site/src/components/SiteFooter';
