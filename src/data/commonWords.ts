/**
 * UI words that more than one component says. Declared once here so each has one translation id;
 * functions rather than constants where the words read from the current locale at render time.
 */
import {translate} from '@docusaurus/Translate';

/** Screen-reader note on a link that opens in a new tab; callers put a space before it. */
export function opensInNewTab(): string {
  return translate({
    id: 'common.link.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Screen-reader-only note after the text of a link that opens in a new browser tab',
  });
}

/** An article's reading time, e.g. "6 min read". */
export function minutesToRead(minutes: number): string {
  return translate(
    {id: 'common.insight.readingTime', message: '{minutes} min read', description: 'Reading time of an insight article'},
    {minutes},
  );
}
