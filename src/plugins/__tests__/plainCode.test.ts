/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import themeClassic from '@docusaurus/theme-classic';
import type {LoadContext} from '@docusaurus/types';
import plainCodePlugin, {prismClientModule} from '../plainCode';

/** The theme as the site's config sets it up, enough for it to name its client modules. */
function themeClientModules(): string[] {
  const context = {
    siteDir: path.join(__dirname, '..', '..', '..'),
    siteStorage: {type: 'localStorage', namespace: ''},
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: []}}},
  } as unknown as LoadContext;
  const theme = themeClassic(context, {customCss: []});
  const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return (theme.getClientModules?.() ?? []).map((module) => path.resolve(themeLib, module));
}

describe('plain-code plugin', () => {
  it("resolves to nothing one of the theme's own client modules, the one that loads Prism", () => {
    expect(themeClientModules()).toContain(prismClientModule());
    expect(fs.readFileSync(`${prismClientModule()}.js`, 'utf8')).toMatch(
      /^import \{ ?Prism ?\} from 'prism-react-renderer';$/m,
    );
  });

  it('aliases exactly that module', async () => {
    const plugin = plainCodePlugin();
    const config = await plugin.configureWebpack!({}, false, {} as never, {} as never);
    expect(config).toEqual({resolve: {alias: {[`${prismClientModule()}$`]: false}}});
  });
});
