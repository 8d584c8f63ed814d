/** Site structure: the header's links (spec section 2) and the footer's quick links. */

export type NavLink = {readonly label: string; readonly to: string};

export const headerLinks: readonly NavLink[] = [
  {label: 'Home', to: '/'},
  {label: 'About Us', to: '/about'},
  {label: 'Services', to: '/services'},
  {label: 'Projects', to: '/gallery'},
  {label: 'Insights', to: '/insights'},
  {label: 'Certification', to: '/certification'},
  {label: 'Pricing', to: '/pricing'},
  {label: 'Contact Us', to: '/contact'},
];

export const quoteLink: NavLink = {label: 'Get a Quote', to: '/contact'};

export const footerQuickLinks: readonly NavLink[] = [
  {label: 'Home', to: '/'},
  {label: 'About Us', to: '/about'},
  {label: 'Services', to: '/services'},
  {label: 'Projects', to: '/projects'},
  {label: 'Insights', to: '/insights'},
  {label: 'Contact Us', to: '/contact'},
];

export const footerLegalLinks: readonly NavLink[] = [
  {label: 'Privacy Policy', to: '/privacy-policy'},
  {label: 'Terms of Service', to: '/terms-of-service'},
  {label: 'Sitemap', to: '/sitemap'},
];

export const feedLinks = {
  rss: '/insights/rss.xml',
  atom: '/insights/atom.xml',
  json: '/insights/feed.json',
} as const;
