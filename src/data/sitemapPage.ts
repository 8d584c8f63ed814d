/** Words of the human sitemap (/sitemap). Its links come from the content index, not from here. */
export const sitemapPage = {
  title: 'Sitemap',
  lead: 'Every page of the site in one place: our services, projects and case studies, insight articles, pricing and company information.',
  image: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  sections: {
    pages: 'Company',
    services: 'Services',
    projects: 'Projects & Case Studies',
    insights: 'Insights',
    categories: 'Insight Categories',
  },
  insightsHome: 'All insights',
  /** Names of code-built pages, which carry their titles in code rather than front matter. */
  pageNames: {
    '/': 'Home',
    '/about': 'About Us',
    '/services': 'All Services',
    '/projects': 'Projects',
    '/gallery': 'Project Gallery',
    '/certification': 'Certification',
    '/pricing': 'Pricing',
    '/contact': 'Contact Us',
    '/sitemap': 'Sitemap',
  } as Readonly<Record<string, string>>,
} as const;

/** A readable name for a page that has none: "/terms-of-service" → "Terms Of Service". */
export function nameFromPath(permalink: string): string {
  const last = permalink.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) || 'Home';
}
