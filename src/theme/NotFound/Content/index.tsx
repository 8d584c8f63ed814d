/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound/Content.
 * Why: a lost visitor gets a way back to the pages they most likely wanted, not a dead end.
 */
export {default} from '@site/src/components/PageNotFound';
