/** Words of the human sitemap (/sitemap). Its links come from the content index and the route table. */
import {translate} from '@docusaurus/Translate';
import {linksIn} from './routes';

export const sitemapPage = {
  title: translate({id: 'sitemap.title', message: 'Sitemap'}),
  lead: translate({
    id: 'sitemap.lead',
    message:
      'Every page of the site in one place: our services, projects and case studies, insight articles, pricing and company information.',
  }),
  image: 'https://images.unsplash.com/photo-1503387837-b154d5074bd2',
  sections: {
    pages: translate({id: 'sitemap.section.pages.title', message: 'Company'}),
    services: translate({id: 'sitemap.section.services.title', message: 'Services'}),
    projects: translate({id: 'sitemap.section.projects.title', message: 'Projects & Case Studies'}),
    insights: translate({id: 'sitemap.section.insights.title', message: 'Insights'}),
    categories: translate({id: 'sitemap.section.categories.title', message: 'Insight Categories'}),
  },
} as const;

/** Names of code-built pages (and of /insights), which carry their titles in code rather than front matter. */
const pageNames: ReadonlyMap<string, string> = new Map(
  linksIn('sitemap').map((link) => [link.to, link.label]),
);

/** A page's name in the sitemap: its front-matter title, its name in the route table, or one made from its path. */
export function pageName(permalink: string, title?: string): string {
  return title ?? pageNames.get(permalink) ?? nameFromPath(permalink);
}

/** A readable name for a page that has none: "/terms-of-service" → "Terms Of Service". */
export function nameFromPath(permalink: string): string {
  const last = permalink.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) || 'Home';
}
