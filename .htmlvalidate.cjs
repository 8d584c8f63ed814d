/**
 * html-validate for every built page (checked on the unminified copy of the build, since
 * minified HTML omits optional end tags the validator's parser does not infer).
 * Rules turned off, and why:
 */
/** @type {import('html-validate').ConfigData} */
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // Formatting of React's server output (`<img/>`, `disabled=""`), not validity.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes some attribute names in camelCase (srcSet, fetchPriority, hrefLang);
    // HTML attribute names are case-insensitive, so browsers read them the same.
    'attr-case': 'off',
    // Ids from React's useId (`_R_…`) and Docusaurus (`__docusaurus`) are valid HTML ids;
    // "must begin with a letter" is an HTML 4 rule.
    'valid-id': 'off',
    // Style attributes carry computed values only (aspect ratios, budget bar widths), which the
    // Content-Security-Policy permits; no inline <style> blocks are used.
    'no-inline-style': 'off',
    // The WAI-ARIA accordion pattern (FAQ answers) and Docusaurus's skip link use role="region"
    // on a div by design.
    'prefer-native-element': ['error', {exclude: ['region']}],
    // aria-label on lists and other nameable elements is allowed by ARIA and helps screen
    // readers tell repeated lists apart.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // Button-styled call links ("Call Us", with the number for screen readers) are labels, not
    // printed numbers; every printed number uses non-breaking spaces (src/data/company.ts).
    'tel-non-breaking': ['error', {ignoreClasses: ['button']}],
  },
};
