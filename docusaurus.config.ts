import fs from 'node:fs';
import path from 'node:path';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {company} from './src/data/company';
import {listingPaths} from './src/data/listingPages';
import createJiti from 'jiti';
import contentIndexPlugin from './src/plugins/content-index';
import staticHostPlugin from './src/plugins/static-host';
import {editorHeaders, embeddableHeaders} from './src/plugins/static-host/policy';
import {editorFilesWriter} from './src/plugins/web-editor';
import {editorFolder, editorOriginOf} from './src/plugins/web-editor/editorConfig';
import {generalContractor} from './src/lib/structuredData';
import {jsonForScript} from './src/lib/scriptData';
import {createInsightFeedItems, insightsSource} from './src/plugins/content-index/insights';
import remarkFigure from './src/plugins/remarkFigure';
import remarkWritersContent from './src/plugins/writersContent';
import {siteFrontMatter} from './src/plugins/siteFrontMatter';
import {checkWritersFiles} from './src/plugins/content-index/people';
import {checkContentFiles} from './src/plugins/contentFiles';
import remarkCaseStudyLayout from './src/plugins/caseStudyLayout';
import {caseStudyExcludes, isCaseStudyFileOf} from './src/plugins/caseStudyFiles';
import {collections} from './src/lib/collections';
import {pagesSource} from './src/plugins/content-index/pagesSource';
import {sitemapItemsOfEditions} from './src/plugins/sitemapEditions';
import {caseStudyIds, legacyCaseStudyRedirects} from './src/plugins/content-index/legacyRedirects';
import {emailJsFieldsFromEnv} from './src/lib/emailSettings';
import {mailingListProvider} from './src/server/mailingLists';
import {siteLocales as allSiteLocales} from './src/lib/newsletter';
import {monthNamesByLanguage} from './src/lib/monthNames';
import {vcsWithBuildDateFallback} from './src/plugins/vcs';
import {writeEnglishBuildTranslations} from './src/plugins/translations/englishEdition';
import photosPlugin from './src/plugins/photos';
import socialCardsPlugin from './src/plugins/social-cards';
import {siteCardPath, socialCardDirectory, socialCardSize} from './src/lib/socialCards';
import insightFeedsPlugin from './src/plugins/insight-feeds';
import editionFilesPlugin from './src/plugins/edition-files';
import siteSearchPlugin from './src/plugins/site-search';
import plainCodePlugin from './src/plugins/plainCode';
import docsOffPlugin from './src/plugins/docsOff';
import bundleStatsPlugin from './src/plugins/bundleStats';
import startupCompileHintsPlugin from './src/plugins/startupCompileHints';
import clientStartPlugin from './src/plugins/clientStart';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {DEFAULT_OPTIONS as pagesDefaults} from '@docusaurus/plugin-content-pages/lib/options';
import {photoCacheDir} from './src/plugins/photos/preparePhoto';
import remarkPhotos from './src/plugins/photos/remarkPhotos';
import {contentFolders} from './src/plugins/translations/twins';
import {webAnalyticsTag, webAnalyticsToken} from './src/plugins/webAnalytics';
import {captureEarlyInput} from './src/lib/earlyInput';

/**
 * Modules whose words are translate() calls (the route table, the feeds' titles, the cards'
 * words, the tagline), which Node cannot load as they are: read with translate() answering in
 * the locale Docusaurus is loading this file for (scripts/nodeTranslate.ts), using the loader
 * Docusaurus reads this file with.
 */
const readInLocale = createJiti(__filename, {
  interopDefault: true,
  // As Docusaurus reads this file: fresh for each locale and on every reload of `docusaurus start`.
  requireCache: false,
  alias: {'@docusaurus/Translate': path.join(__dirname, 'scripts/nodeTranslate.ts')},
});
const {headerLinks, quoteLink} = readInLocale(
  './src/data/navigation',
) as typeof import('./src/data/navigation');
const {insightsFeedTitle, categoryFeedTitle} = readInLocale(
  './src/data/feedTitles',
) as typeof import('./src/data/feedTitles');
const {socialCardWords} = readInLocale(
  './src/data/socialCards',
) as typeof import('./src/data/socialCards');
const {companyTagline} = readInLocale(
  './src/data/companyWords',
) as typeof import('./src/data/companyWords');
const {withFullName} = readInLocale('./src/lib/people') as typeof import('./src/lib/people');

// Writers' data files are read as data and checked before any plugin reads them (people.ts).
checkWritersFiles(__dirname);

const legacyRedirects = legacyCaseStudyRedirects(
  caseStudyIds(path.join(__dirname, pagesSource.path)),
);

// Writers' photos become sizes in this folder, served as a static directory (see src/plugins/photos).
const photosDir = photoCacheDir(__dirname);
fs.mkdirSync(photosDir, {recursive: true});
// A translated article names the photos beside the article it translates.
const translationSources = Object.fromEntries(
  Object.values(contentFolders).map(({dir, translations}) => [translations, dir]),
);
const localPhotos = [remarkPhotos, {siteDir: __dirname, cacheDir: photosDir, translationSources}];
// Writers' files hold content, never code (src/plugins/writersContent.ts): every article and its
// translations, and the case studies, whose page around the overview the build adds.
const isCaseStudyFile = isCaseStudyFileOf({
  pagesDir: contentFolders.pages.dir,
  translations: contentFolders.pages.translations,
  collection: collections.caseStudies,
});
const writersArticles = [remarkWritersContent, {siteDir: __dirname}];
const writersCaseStudies = [
  remarkWritersContent,
  {siteDir: __dirname, isWritersFile: isCaseStudyFile},
];
const caseStudyLayout = [remarkCaseStudyLayout, {siteDir: __dirname, isCaseStudyFile}];

// Both editions; SITE_LOCALES=en builds English alone, quicker while working on something else.
const siteLocales = (process.env.SITE_LOCALES ?? allSiteLocales.join(',')).split(',');
const defaultLocale = 'en';
// The content folders hold content only, under names the route table can carry.
checkContentFiles({
  siteDir: __dirname,
  defaultLocale,
  contentDirs: [pagesSource.path, insightsSource.path],
});
// `docusaurus write-translations` writes i18n/en (translations:check, translations:write).
const writingTranslations = process.argv.includes('write-translations');
const localeConfigs = {
  // Built, English reads i18n/en without the site's own messages, which are the code's
  // (src/plugins/translations/englishEdition.ts says why); written afresh for each build.
  en: {
    htmlLang: 'en-KE',
    label: 'English',
    path: writingTranslations
      ? 'en'
      : writeEnglishBuildTranslations(
          path.join(__dirname, 'i18n', 'en'),
          path.join(__dirname, 'node_modules', '.cache', 'english-edition'),
        ),
  },
  sw: {htmlLang: 'sw-KE', label: 'Kiswahili'},
} as const;
// Docusaurus loads this file once per locale it builds, naming the locale here.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
const editions = siteLocales.map((locale) => ({
  prefix: locale === defaultLocale ? '' : `/${locale}`,
  htmlLang: localeConfigs[locale as keyof typeof localeConfigs].htmlLang,
}));

const siteUrl = process.env.SITE_URL ?? 'https://www.msingi-construction.example';
// Real visitors' Core Web Vitals, when the site token is given (src/plugins/webAnalytics.ts).
const webAnalyticsSiteToken = webAnalyticsToken(process.env);

const insightsDescription =
  'Practical advice from our engineers, architects and quantity surveyors on building in Kenya: costs, approvals, materials and the trends shaping the industry.';

/** The insights blog. Its feeds, the site's and each category's, are written by src/plugins/insight-feeds. */
const insightsBlog = {
  path: insightsSource.path,
  routeBasePath: 'insights',
  blogTitle: 'Insights',
  blogDescription: insightsDescription,
  showReadingTime: true,
  blogSidebarCount: 0,
  postsPerPage: 'ALL',
  // /insights lists every article with search and filters; an archive would repeat it.
  archiveBasePath: null,
  feedOptions: {
    type: 'all',
    title: insightsFeedTitle(),
    description: insightsDescription,
    copyright: `Copyright © ${new Date().getFullYear()} ${company.name}`,
    xslt: true,
    createFeedItems: createInsightFeedItems,
  },
  beforeDefaultRemarkPlugins: [writersArticles, localPhotos],
  remarkPlugins: [remarkFigure],
  tags: insightsSource.tags,
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  // A writer's honorific is data (blog/authors.yml): articles, their structured data, the cards
  // and the feeds show it before the name, in the edition's words.
  processBlogPosts: async ({blogPosts}) =>
    blogPosts.map((post) => ({
      ...post,
      metadata: {...post.metadata, authors: post.metadata.authors.map(withFullName)},
    })),
  showLastUpdateTime: true,
} satisfies BlogOptions;

const config: Config = {
  title: company.name,
  tagline: companyTagline(),
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Its inline script would need a CSP hash of its own; a wrong baseUrl is caught by the build tests.
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    faster: true,
    // Git dates inside a worktree; the build date for a source archive (which would fail).
    experimental_vcs: vcsWithBuildDateFallback(),
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    parseFrontMatter: siteFrontMatter({siteDir: __dirname, photosDir, translationSources}),
  },

  staticDirectories: ['static', photosDir],

  i18n: {
    defaultLocale,
    locales: siteLocales,
    localeConfigs,
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {...insightsBlog, feedOptions: {...insightsBlog.feedOptions, type: null}},
        pages: {
          path: pagesSource.path,
          // A case study is one Markdown file in its folder: nothing else there becomes a page (a
          // component would be code), however it is named or nested.
          exclude: [...pagesDefaults.exclude, ...caseStudyExcludes(collections.caseStudies)],
          showLastUpdateTime: true,
          beforeDefaultRemarkPlugins: [writersCaseStudies, caseStudyLayout, localPhotos],
        },
        theme: {customCss: './src/css/custom.css'},
        // One sitemap for every edition, written by the default locale's build.
        sitemap:
          currentLocale !== defaultLocale
            ? false
            : {
                lastmod: 'date',
                changefreq: null,
                priority: null,
                ignorePatterns: listingPaths.flatMap((listing) => [listing, `${listing}/**`]),
                // Pages built from code carry no git date of their own: they change with the build.
                createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
                  const buildDate = new Date().toISOString().slice(0, 10);
                  const items = await defaultCreateSitemapItems(params);
                  const dated = items.map((item) => ({
                    ...item,
                    lastmod: item.lastmod ?? buildDate,
                  }));
                  return sitemapItemsOfEditions(dated, siteUrl, editions);
                },
              },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    plainCodePlugin,
    docsOffPlugin,
    bundleStatsPlugin,
    startupCompileHintsPlugin,
    clientStartPlugin,
    contentIndexPlugin,
    photosPlugin,
    (context: LoadContext) => socialCardsPlugin(context, {words: socialCardWords()}),
    (context: LoadContext) => editionFilesPlugin(context, {folders: contentFolders}),
    (context: LoadContext) => insightFeedsPlugin(context, {blog: insightsBlog, categoryFeedTitle}),
    (context: LoadContext) => siteSearchPlugin(context, {excluded: listingPaths}),
    (context: LoadContext) =>
      staticHostPlugin(context, {
        // Old case-study addresses: 301s from the host (_redirects), not pages with a script.
        redirects: legacyRedirects,
        webAnalytics: webAnalyticsSiteToken !== null,
        paths: [editorHeaders(editorFolder), embeddableHeaders(`${socialCardDirectory}*`)],
        // The writers' editor at /admin/, committing to this repository (GitHub Actions names it),
        // in its own tree for its own host (EDITOR_URL).
        editor: {
          folder: editorFolder,
          origin: editorOriginOf(process.env.EDITOR_URL),
          write: editorFilesWriter(context, {
            repository:
              process.env.EDITOR_REPOSITORY ??
              process.env.GITHUB_REPOSITORY ??
              'msingi-construction/website',
            editorUrl: process.env.EDITOR_URL,
          }),
        },
      }),
  ],

  clientModules: [
    './src/clientModules/navbarScroll.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/earlyInput.ts',
  ],

  // EmailJS settings for the quote form, read at build time (see .env.example); whether the
  // newsletter form is shown, which posts to /api/subscribe (a provider named at build time).
  customFields: {
    emailjs: emailJsFieldsFromEnv(process.env),
    newsletterSignUp: mailingListProvider(process.env.NEWSLETTER_PROVIDER) !== null,
    // Whether visits are measured (the privacy policy says so only then).
    webAnalytics: webAnalyticsSiteToken !== null,
    monthNames: monthNamesByLanguage(editions.map((edition) => edition.htmlLang)),
  },

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    // The site's card, generated by src/plugins/social-cards; articles, case studies and services
    // name their own (SocialCardMeta), which replace these tags.
    image: siteCardPath.slice(1),
    metadata: [
      {name: 'theme-color', content: '#c2410c'},
      {property: 'og:image:width', content: String(socialCardSize.width)},
      {property: 'og:image:height', content: String(socialCardSize.height)},
      {property: 'og:image:alt', content: `${company.name}: ${companyTagline()}`},
      {name: 'twitter:image:alt', content: `${company.name}: ${companyTagline()}`},
    ],
    navbar: {
      title: company.shortName,
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...headerLinks.map((link) => ({
          ...link,
          position: 'left' as const,
          exact: link.to === '/',
        })),
        ...(siteLocales.length > 1 ? [{type: 'localeDropdown', position: 'right'} as const] : []),
        {type: 'search', position: 'right'},
        {...quoteLink, position: 'right', className: 'button button--primary navbar__quote'},
      ],
    },
  } satisfies Preset.ThemeConfig,

  headTags: [
    // What a visitor does before the page's script has run is held, then given to the page
    // (src/lib/earlyInput.ts); first in the head, so it runs before the body is parsed.
    {tagName: 'script', attributes: {}, innerHTML: `(${captureEarlyInput})()`},
    {
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: jsonForScript(generalContractor(siteUrl, companyTagline())),
    },
    ...(webAnalyticsSiteToken ? [webAnalyticsTag(webAnalyticsSiteToken)] : []),
  ],
};

export default config;
