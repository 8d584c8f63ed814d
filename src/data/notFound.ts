import {translate} from '@docusaurus/Translate';
import {linksIn} from './routes';

export const notFound = {
  title: translate({id: 'theme.NotFound.title', message: 'Page Not Found'}),
  text: translate({
    id: 'notFound.text',
    message:
      "We couldn't find the page you were looking for. It may have moved, or the address may have a typo. These pages are a good place to continue:",
  }),
  linksLabel: translate({
    id: 'notFound.links.label',
    message: 'Ways back',
    description: 'The accessible name of the 404 page’s list of suggested pages',
  }),
  links: linksIn('notFound'),
} as const;
