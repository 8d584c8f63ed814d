/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {packageFile} from '../packageFile';

describe('packageFile', () => {
  it('finds a file the package does not export, from the folder holding its package.json', () => {
    // @sveltia/cms exports only its entry (npm/index.js), so require.resolve refuses the bundle.
    expect(() => require.resolve('@sveltia/cms/dist/sveltia-cms.js')).toThrow();
    const bundle = packageFile('@sveltia/cms', 'dist/sveltia-cms.js');
    expect(bundle).toMatch(/@sveltia[/\\]cms[/\\]dist[/\\]sveltia-cms\.js$/);
    expect(fs.existsSync(bundle)).toBe(true);
  });

  it('passes over a package.json of another name between the entry and the package’s folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'package-file-'));
    try {
      const pkg = path.join(root, 'node_modules', 'some-editor');
      fs.mkdirSync(path.join(pkg, 'npm'), {recursive: true});
      fs.mkdirSync(path.join(pkg, 'dist'));
      fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: 'some-editor'}));
      fs.writeFileSync(path.join(pkg, 'npm', 'package.json'), JSON.stringify({type: 'module'}));
      fs.writeFileSync(path.join(pkg, 'npm', 'index.js'), '');
      fs.writeFileSync(path.join(pkg, 'dist', 'bundle.js'), '');
      const resolve = () => path.join(pkg, 'npm', 'index.js');
      expect(packageFile('some-editor', 'dist/bundle.js', resolve)).toBe(
        path.join(pkg, 'dist', 'bundle.js'),
      );
      expect(() => packageFile('some-editor', 'dist/moved.js', resolve)).toThrow(
        /some-editor has no dist\/moved\.js/,
      );
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('names a package that is not installed', () => {
    expect(() => packageFile('no-such-package-here', 'index.js')).toThrow(/no-such-package-here/);
  });
});
