/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {editionAliases} from '..';

describe('editionAliases', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'edition-'));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), '# Page\n');
  };
  write('pages/services/residential.mdx');
  write('pages/services/industrial.mdx');
  write('i18n/sw/docusaurus-plugin-content-pages/services/residential.mdx');
  const folders = {pages: {dir: 'pages', translations: 'docusaurus-plugin-content-pages'}};

  it('resolves a file to the locale’s translation where there is one, else to the site’s own', () => {
    expect(editionAliases(site, path.join(site, 'i18n/sw'), folders)).toEqual({
      '@edition/pages/services/industrial.mdx$': path.join(site, 'pages/services/industrial.mdx'),
      '@edition/pages/services/residential.mdx$': path.join(
        site,
        'i18n/sw/docusaurus-plugin-content-pages/services/residential.mdx',
      ),
    });
  });

  it('resolves every file to the site’s own in the default edition', () => {
    expect(Object.values(editionAliases(site, path.join(site, 'i18n/en'), folders)).sort()).toEqual(
      [
        path.join(site, 'pages/services/industrial.mdx'),
        path.join(site, 'pages/services/residential.mdx'),
      ],
    );
  });
});
