/**
 * Words used by more than one component, declared once. Functions, not constants, where a
 * word is only needed at render time.
 */
import {translate} from '@docusaurus/Translate';

/** Appended (visually hidden) to the name of a link that opens a new tab. */
export const opensInNewTab = (): string =>
  translate({
    id: 'common.link.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Read by screen readers after the name of a link that opens in a new tab',
  });
