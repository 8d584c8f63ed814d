/**
 * A YAML data file kept beside the pages (underscored, so it is no route), found as Docusaurus
 * finds its own data files and read as data (../yamlReader.ts): the locale's copy in i18n/<locale>/docusaurus-plugin-content-pages/
 * when it exists, else the one in pages/. Node-only.
 */
import fs from 'node:fs/promises';
import path from 'path';
import {getDataFilePath, getPluginI18nPath} from '@docusaurus/utils';
import {pagesSource} from './pagesSource';
import {readYaml} from '../yamlReader';

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
  const found = await getDataFilePath({filePath: file, contentPaths});
  return found === undefined
    ? undefined
    : readYaml(await fs.readFile(found, 'utf8'), path.relative(siteDir, found));
}
