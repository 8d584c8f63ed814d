/**
 * A translated page or article whose English changed since its translation was marked carries,
 * from the build (src/plugins/translations/staleSince.ts), the day the English changed in this
 * front-matter field; the page shows a notice while it is there. Never written by hand.
 */
export const staleSinceField = 'translation_stale_since';

/** The day (YYYY-MM-DD) the English changed, for a stale translation's front matter. */
export function staleSince(frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  const value = frontMatter[staleSinceField];
  return typeof value === 'string' ? value : undefined;
}
