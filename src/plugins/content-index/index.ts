/**
 * Local plugin: once every content plugin has loaded, derive the typed index of the site's
 * collections from MDX front matter (one source of truth) and share it as global data.
 * A writer's mistake stops the build with the file and field named.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildContentIndex, type LoadedPage} from './buildIndex';
import {loadInsightIndex, type LoadedBlog} from './insights';
import {loadPeople} from './people';
import {loadTestimonials} from './testimonials';
import {contentIndexPluginName} from '../../data/contentTypes';
import {editionPath} from '../../lib/editionPath';

export default function contentIndexPlugin(context: LoadContext): Plugin {
  return {
    name: contentIndexPluginName,
    async allContentLoaded({allContent, actions}) {
      // Routes within the edition (/services/residential, not /sw/services/residential): links
      // to them get the edition's base URL from Docusaurus's Link, as every route does.
      const pages = (
        (allContent['docusaurus-plugin-content-pages']?.default ?? []) as LoadedPage[]
      ).map((page) => ({
        ...page,
        permalink: editionPath(page.permalink, context.baseUrl),
      }));
      const blog = allContent['docusaurus-plugin-content-blog']?.default as LoadedBlog | undefined;
      const people = await loadPeople(blog, context);
      const {currentLocale, defaultLocale, localeConfigs} = context.i18n;
      const fallbackLang =
        currentLocale === defaultLocale ? undefined : localeConfigs[defaultLocale]?.htmlLang;
      const testimonials = await loadTestimonials(context);
      actions.setGlobalData(
        buildContentIndex(
          pages,
          await loadInsightIndex(blog, context.siteDir, context.localizationDir, fallbackLang),
          people,
          testimonials,
        ),
      );
    },
  };
}
