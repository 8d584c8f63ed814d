/**
 * Local plugin: no syntax colouring in the browser. The theme's client module that loads Prism
 * (prism-react-renderer, about 33 KB of gzipped JavaScript) runs on every page, yet the site
 * shows no program code: MDX code blocks render as plain text (src/theme/MDXComponents/Code and
 * Pre). The module is resolved to nothing, so no page downloads Prism.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const prismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

export default function plainCodePlugin(): Plugin {
  return {
    name: 'plain-code',
    configureWebpack: () => ({resolve: {alias: {[`${prismClientModule}$`]: false}}}),
  };
}
