import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {company} from './src/data/company';
import {feedLinks, headerLinks, quoteLink} from './src/data/navigation';
import contentIndexPlugin from './src/plugins/content-index';
import {emailJsFieldsFromEnv} from './src/lib/emailSettings';

const siteUrl = process.env.SITE_URL ?? 'https://www.msingi-construction.example';

const config: Config = {
  title: company.name,
  tagline: company.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  future: {
    v4: true,
    faster: true,
  },

  // Until every route of the spec exists some footer links point ahead; turned to 'throw' later.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {htmlLang: 'en-KE'}}},

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'insights',
          blogTitle: 'Insights',
          blogDescription: `Construction insights for Kenya from ${company.name}.`,
          showReadingTime: true,
          blogSidebarCount: 0,
          postsPerPage: 'ALL',
          feedOptions: {
            type: 'all',
            title: `${company.shortName} Insights`,
            copyright: `Copyright © ${new Date().getFullYear()} ${company.name}`,
            xslt: true,
          },
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {path: 'pages'},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [contentIndexPlugin],

  clientModules: ['./src/clientModules/navbarScroll.ts'],

  // EmailJS settings for the quote and newsletter forms, read at build time (see .env.example).
  customFields: {emailjs: emailJsFieldsFromEnv(process.env)},

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#c2410c'}],
    navbar: {
      title: company.shortName,
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...headerLinks.map((link) => ({...link, position: 'left' as const, exact: link.to === '/'})),
        {...quoteLink, position: 'right', className: 'button button--primary navbar__quote'},
      ],
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  } satisfies Preset.ThemeConfig,

  headTags: [
    {tagName: 'link', attributes: {rel: 'alternate', type: 'application/json', href: feedLinks.json, title: `${company.shortName} Insights JSON Feed`}},
  ],
};

export default config;
