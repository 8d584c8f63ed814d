/**
 * Local plugin: no syntax colouring in the browser. The theme's client module that loads Prism
 * (prism-react-renderer, about 33 KB of gzipped JavaScript) runs on every page, yet the site
 * shows no program code: MDX code blocks render as plain text (src/theme/MDXComponents/Code and
 * Pre). Docusaurus has no option to leave it out, and ejecting `prism-include-languages` keeps
 * Prism (the client module hands Prism to it), so that client module is resolved to nothing.
 * Should an upgrade of the theme move or rename it, the build stops here, and
 * src/plugins/__tests__/plainCode.test.ts checks it is still one of the theme's client modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module that loads Prism, as Docusaurus resolves it (no extension). */
export function prismClientModule(): string {
  const themeLib = path.join(
    path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
    'lib',
  );
  const module = path.join(themeLib, 'prism-include-languages');
  if (!fs.existsSync(`${module}.js`)) {
    throw new Error(
      `plain-code: @docusaurus/theme-classic no longer has ${module}.js, the client module that ` +
        'loads Prism on every page. Find the one that does now (its getClientModules) and ' +
        'resolve that to nothing in src/plugins/plainCode.ts.',
    );
  }
  return module;
}

export default function plainCodePlugin(): Plugin {
  return {
    name: 'plain-code',
    configureWebpack: () => ({resolve: {alias: {[`${prismClientModule()}$`]: false}}}),
  };
}
