/**
 * UI words that more than one component says, declared once so each has one translation id.
 * Functions rather than constants where a word is only needed at render time.
 */
import {translate} from '@docusaurus/Translate';

/** Appended (visually hidden) to the name of a link that opens a new tab; callers put a space before it. */
export const opensInNewTab = (): string =>
  translate({
    id: 'common.link.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Read by screen readers after the name of a link that opens in a new tab',
  });

/** An article's reading time, e.g. "6 min read". */
export const minutesToRead = (minutes: number): string =>
  translate(
    {
      id: 'common.insight.readingTime',
      message: '{minutes} min read',
      description: 'Reading time of an insight article',
    },
    {minutes},
  );

/** Read before a form field's error message (visually hidden), GOV.UK style. */
export const errorPrefix = (): string =>
  translate({
    id: 'common.errorPrefix',
    message: 'Error:',
    description: "Visually hidden, before a form field's error message",
  });

/** The label of a form's spam trap: a field people never see and bots fill in. */
export const spamTrapLabel = (): string =>
  translate({
    id: 'common.spamTrap.label',
    message: 'Leave this field empty',
    description: 'Label of a hidden spam trap field, only seen by bots',
  });
