/**
 * Local plugin: `@edition/<file>` imports a content file as the edition being built has it, the
 * way Docusaurus picks a page's source: the locale's translation
 * (i18n/<locale>/docusaurus-plugin-content-pages/services/residential.mdx) where there is one,
 * the site's own file otherwise. For the modules that import content directly rather than
 * through a route: the 404 page's fallbacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type ContentFolder = {
  /** The folder in the site, e.g. "pages". */
  readonly dir: string;
  /** Its plugin's folder of translations in i18n/<locale>, e.g. "docusaurus-plugin-content-pages". */
  readonly translations: string;
};

export type EditionFilesOptions = {
  /** By the name imports give them: `@edition/pages/…`, `@edition/blog/…`. */
  readonly folders: Readonly<Record<string, ContentFolder>>;
};

/** Every MDX file of a folder, relative to it, e.g. "services/residential.mdx". */
function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'));
}

export function editionAliases(
  siteDir: string,
  localizationDir: string,
  folders: EditionFilesOptions['folders'],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(folders).flatMap(([name, {dir, translations}]) =>
      mdxFiles(path.join(siteDir, dir)).map((file) => {
        const translated = path.join(localizationDir, translations, file);
        return [
          `@edition/${name}/${file}$`,
          fs.existsSync(translated) ? translated : path.join(siteDir, dir, file),
        ];
      }),
    ),
  );
}

export default function editionFilesPlugin(
  context: LoadContext,
  {folders}: EditionFilesOptions,
): Plugin {
  return {
    name: 'edition-files',
    configureWebpack() {
      return {resolve: {alias: editionAliases(context.siteDir, context.localizationDir, folders)}};
    },
  };
}
