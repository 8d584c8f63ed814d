/** PAGES_DIR lets a test build read a copy of pages/ with extra case studies (scripts/hostileFixture.ts). */
export const pagesSource = {path: process.env.PAGES_DIR ?? 'pages'} as const;
