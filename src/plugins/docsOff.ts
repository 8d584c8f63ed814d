/**
 * Local plugin: the docs plugin's client code stays out of the browser. The site has no docs
 * (the preset's `docs: false`), yet @docusaurus/theme-common's index requires
 * `@docusaurus/plugin-content-docs/client` for four hooks only docs pages call, which put about
 * 30 KB of that plugin's code into every page's first script. With the theme's header item types
 * and providers ejected without the docs ones (src/theme/NavbarItem/ComponentTypes.tsx,
 * src/theme/Layout/Provider), nothing the site renders calls it, so it is resolved to nothing.
 * Switching the docs plugin on means taking this plugin out and restoring those two files.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const docsClientModule = '@docusaurus/plugin-content-docs/client';

/** Whether a plugin of the site's config (the preset's included) is the docs plugin. */
function docsPluginOn(context: LoadContext): boolean {
  const presetOptions = context.siteConfig.presets.flatMap((preset) =>
    Array.isArray(preset) ? [preset[1] as {docs?: unknown} | undefined] : [],
  );
  const pluginNames = context.siteConfig.plugins.flatMap((plugin) =>
    typeof plugin === 'string'
      ? [plugin]
      : Array.isArray(plugin) && typeof plugin[0] === 'string'
        ? [plugin[0]]
        : [],
  );
  return (
    presetOptions.some((options) => options?.docs !== false) ||
    pluginNames.some((name) => name.includes('plugin-content-docs'))
  );
}

export default function docsOffPlugin(context: LoadContext): Plugin {
  if (docsPluginOn(context)) {
    throw new Error(
      'docs-off: the docs plugin is on, and this plugin resolves its client code to nothing. ' +
        'Take docsOffPlugin out of docusaurus.config.ts and the ejected ' +
        'src/theme/NavbarItem/ComponentTypes.tsx and src/theme/Layout/Provider with it.',
    );
  }
  return {
    name: 'docs-off',
    // The server's bundle too, so that a page calling a docs hook fails the build, not a visit.
    configureWebpack: () => ({resolve: {alias: {[`${docsClientModule}$`]: false}}}),
  };
}
