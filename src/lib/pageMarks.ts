/**
 * Marks the site's components put on the markup they render, which the build's page check reads
 * (src/plugins/static-host/pageMarkup.ts): where a writer's content is, and which forms and
 * frames are the site's own. A writer's file cannot carry them: its elements may hold only the
 * attributes the writers' allow-list names.
 */
export const writersContentMark = {'data-writers-content': ''} as const;
export const siteFormMark = {'data-site-form': ''} as const;
