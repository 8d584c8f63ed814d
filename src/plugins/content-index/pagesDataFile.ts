/**
 * A YAML data file kept beside the pages (underscored, so it is no route), read as Docusaurus
 * reads its own data files: the locale's copy in i18n/<locale>/docusaurus-plugin-content-pages/
 * when it exists, else the one in pages/. Node-only.
 */
import path from 'path';
import {getPluginI18nPath, readDataFile} from '@docusaurus/utils';
import {pagesSource} from './pagesSource';

export type SiteDirs = {readonly siteDir: string; readonly localizationDir: string};

export async function readPagesDataFile(
  file: string,
  {siteDir, localizationDir}: SiteDirs,
): Promise<unknown> {
  const contentPaths = {
    contentPath: path.join(siteDir, pagesSource.path),
    contentPathLocalized: getPluginI18nPath({
      localizationDir,
      pluginName: 'docusaurus-plugin-content-pages',
      pluginId: 'default',
    }),
  };
  return readDataFile({filePath: file, contentPaths});
}
