/**
 * UI words that more than one component says, declared once so each has one translation id.
 * Functions rather than constants where a word is only needed at render time.
 */
import {translate} from '@docusaurus/Translate';
import type {SelectMessage} from './listFilters';

/** Appended (visually hidden) to the name of a link that opens a new tab; callers put a space before it. */
export const opensInNewTab = (): string =>
  translate({
    id: 'common.link.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Read by screen readers after the name of a link that opens in a new tab',
  });

/** An article's reading time, "1 min read" or "6 min read", in the form the count takes. */
export const minutesToRead = (minutes: number, selectMessage: SelectMessage): string =>
  selectMessage(
    minutes,
    translate(
      {
        id: 'common.insight.readingTime',
        message: '1 min read|{minutes} min read',
        description:
          'Reading time of an insight article: the form for one minute, then the form for more (as many forms, separated by "|", as the language has)',
      },
      {minutes},
    ),
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
