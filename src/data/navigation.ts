/** The header's and the footer's links, as the route table (./routes) lists them. */
import {linksIn, type NavLink} from './routes';

export type {NavLink};

export const headerLinks: readonly NavLink[] = linksIn('header');

export const [quoteLink] = linksIn('headerButton') as [NavLink];

export const footerQuickLinks: readonly NavLink[] = linksIn('footerQuick');

export const footerLegalLinks: readonly NavLink[] = linksIn('footerLegal');
