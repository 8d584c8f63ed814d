/** What the content index hands to every page (kept slim: it ships with each route). */
export type ServiceSummary = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly heroImage: string;
  readonly features: readonly string[];
  readonly permalink: string;
};

export type ContentIndex = {
  readonly services: readonly ServiceSummary[];
};

export const contentIndexPluginName = 'content-index';
