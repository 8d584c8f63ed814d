import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {editorSources, iconFont, installedFiles, rootVariables, withOwnFonts} from '..';
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

describe('editorSources: the data files read as the build reads them (src/plugins/yamlReader.ts)', () => {
  const files = ['blog/tags.yml', 'blog/authors.yml', 'pages/_people.yml'];
  let dir: string;

  /** The site's data files, copied into a folder of its own, with `added` at the end of one. */
  function siteWith(file?: string, added = '') {
    for (const name of files) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
      const text = fs.readFileSync(path.join(siteDir, name), 'utf8');
      fs.writeFileSync(path.join(dir, name), name === file ? `${text}${added}` : text);
    }
    return dir;
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-sources-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('reads the lists as they are', async () => {
    expect(await editorSources(siteWith())).toEqual(await editorSources(siteDir));
  });

  it.each([
    ['blog/authors.yml', '__proto__:\n  name: Eve\n', 'blog/authors.yml: the field "__proto__"'],
    [
      'pages/_people.yml',
      'eve:\n  constructor: x\n',
      'pages/_people.yml: the field "eve.constructor"',
    ],
    ['pages/_people.yml', 'eve: &e\n  name: Eve\nmallory: *e\n', 'the anchor &e is not allowed'],
    ['blog/tags.yml', 'eve:\n  label: "Eve\\u0008"\n', 'holds an invisible control character'],
  ])('refuses %s holding %j', async (file, added, message) => {
    await expect(editorSources(siteWith(file, added))).rejects.toThrow(message);
  });
});
