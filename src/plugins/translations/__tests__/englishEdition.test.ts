/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {themeMessages, writeEnglishBuildTranslations} from '../englishEdition';

const english = path.join(__dirname, '..', '..', '..', '..', 'i18n', 'en');

describe('the English build’s translations', () => {
  it('keep Docusaurus’s own messages as the site words them, and none of the site’s own', () => {
    const kept = themeMessages({
      'theme.tags.tagsPageTitle': {message: 'Categories'},
      'quote.title': {message: 'Request a Quote', description: 'The quote page’s heading'},
    });
    expect(kept).toEqual({'theme.tags.tagsPageTitle': {message: 'Categories'}});
  });

  it('are every file of i18n/en, with code.json cut to the theme’s messages', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'english-edition-'));
    fs.writeFileSync(path.join(out, 'taken-out.json'), '{}');
    try {
      expect(writeEnglishBuildTranslations(english, out)).toBe(out);
      const written = (dir: string) =>
        fs
          .readdirSync(dir, {recursive: true, encoding: 'utf8'})
          .filter((f) => fs.statSync(path.join(dir, f)).isFile())
          .sort();
      expect(written(out)).toEqual(written(english));
      const all = JSON.parse(fs.readFileSync(path.join(english, 'code.json'), 'utf8')) as object;
      const cut = JSON.parse(fs.readFileSync(path.join(out, 'code.json'), 'utf8')) as object;
      const ids = Object.keys(cut);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('theme.'))).toBe(true);
      expect(Object.keys(all).filter((id) => id.startsWith('theme.'))).toEqual(ids);
      expect(Object.keys(all).length).toBeGreaterThan(ids.length * 5);
      for (const file of written(english).filter((f) => f !== 'code.json')) {
        expect(fs.readFileSync(path.join(out, file), 'utf8')).toBe(
          fs.readFileSync(path.join(english, file), 'utf8'),
        );
      }
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });
});
