/**
 * Where the site turns from its phone layout to its desktop one: the theme's own breakpoint
 * (Infima collapses the navbar into its menu at `max-width: 996px`). Stylesheets cannot import
 * this module, so each writes one of these two queries exactly, and src/css/__tests__/
 * breakpoint.test.ts holds them, and the theme, to it: 996 px is a phone, 997 px a desktop.
 */
export const phoneMedia = '(max-width: 996px)';
export const desktopMedia = '(min-width: 997px)';
