/** Words more than one component says, declared once. Append only. */
import {translate} from '@docusaurus/Translate';

/** Read by screen readers after a link that opens in a new tab. */
export function opensInNewTab(): string {
  return translate({
    id: 'common.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Read by screen readers after the text of a link that opens in a new tab',
  });
}
