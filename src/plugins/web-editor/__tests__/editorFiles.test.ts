import fs from 'node:fs';
import path from 'node:path';
import {iconFont, installedFiles, rootVariables, withOwnFonts} from '..';
import {editorPage, editorSetup} from '../editorConfig';
import {pageCode} from '@site/src/plugins/static-host/pageCode';

const siteDir = path.resolve(__dirname, '..', '..', '..', '..');

describe('editorPage', () => {
  const page = editorPage('/');

  it('has no inline script (its policy allows none) and asks not to be indexed', () => {
    expect(pageCode(page).inlineScripts).toEqual([]);
    expect(page).not.toMatch(/<style|style=/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('loads the bundle, the setup and the configuration from the editor’s folder', () => {
    expect(page).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(page).toContain('<script src="/admin/editor.js"></script>');
    expect(page).toContain('href="/admin/config.yml"');
    expect(editorSetup('/')).toContain("registerPreviewStyle('/admin/preview.css')");
  });
});

describe('withOwnFonts', () => {
  const installed = installedFiles();
  const bundle = fs.readFileSync(installed.bundle, 'utf8');

  it('serves the icons from the editor’s folder and the text fonts from the computer: no CDN', () => {
    const rewritten = withOwnFonts(bundle, '/admin/fonts/');
    expect(rewritten).not.toContain('cdn.jsdelivr.net');
    expect(rewritten).toContain(`url(/admin/fonts/${iconFont.file})`);
    expect(rewritten).toContain("local('source-sans-3')");
    expect(fs.existsSync(installed.iconFont)).toBe(true);
  });

  it('stops the build when the bundle no longer loads fonts as expected', () => {
    expect(() => withOwnFonts('no fonts here', '/admin/fonts/')).toThrow(/fonts/);
  });
});

describe('rootVariables', () => {
  it('takes the site’s palette and fonts from custom.css for the preview', () => {
    const css = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
    const root = rootVariables(css);
    expect(root).toMatch(/^:root \{/);
    expect(root).toContain('--ifm-color-primary: #c2410c;');
    expect(root).toContain('--ifm-font-family-base:');
  });
});
