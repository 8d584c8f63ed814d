/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import docsOffPlugin, {docsClientModule} from '../docsOff';

function contextWith(presetOptions: object, plugins: unknown[] = []): LoadContext {
  return {
    siteConfig: {presets: [['classic', presetOptions]], plugins},
  } as unknown as LoadContext;
}

describe('docs-off plugin', () => {
  it("is needed: the theme's common index reaches the docs plugin's client code", () => {
    // Its `internal` entry sits beside its index (the tests map the index itself to a stand-in).
    const lib = path.dirname(require.resolve('@docusaurus/theme-common/internal'));
    const index = path.join(lib, 'index.js');
    expect(fs.readFileSync(index, 'utf8')).toContain(`require('${docsClientModule}')`);
  });

  it("resolves the docs plugin's client code to nothing, in the browser's and the server's bundles", async () => {
    const plugin = docsOffPlugin(contextWith({docs: false, blog: {}}));
    for (const isServer of [false, true]) {
      const config = await plugin.configureWebpack!({}, isServer, {} as never, {} as never);
      expect(config).toEqual({resolve: {alias: {[`${docsClientModule}$`]: false}}});
    }
  });

  it('stops the build when the docs plugin is on, by the preset or by itself', () => {
    expect(() => docsOffPlugin(contextWith({blog: {}}))).toThrow(/the docs plugin is on/);
    expect(() => docsOffPlugin(contextWith({docs: {path: 'docs'}}))).toThrow(/docs plugin is on/);
    expect(() =>
      docsOffPlugin(contextWith({docs: false}, [['@docusaurus/plugin-content-docs', {}]])),
    ).toThrow(/docs plugin is on/);
    expect(() =>
      docsOffPlugin(contextWith({docs: false}, ['@docusaurus/plugin-content-docs'])),
    ).toThrow(/docs plugin is on/);
  });
});
