/** Words more than one component says, declared once. */
import {translate} from '@docusaurus/Translate';

/** Read after a link that opens a new tab (visually hidden). */
export function opensInNewTab(): string {
  return translate({
    id: 'common.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Visually hidden, after a link that opens in a new tab',
  });
}

/** Read before a form field's error message (visually hidden), GOV.UK style. */
export function errorPrefix(): string {
  return translate({id: 'common.errorPrefix', message: 'Error:', description: "Visually hidden, before a form field's error message"});
}
