import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {writeEditorSite, writeEditorTree} from '../editorSite';

const siteDir = path.join(__dirname, '..', '..', '..', '..');

/** Every file below `dir`, as paths relative to it. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('writeEditorSite: the public tree and the editor’s, one per Pages project', () => {
  let work: string;
  let build: string;
  const write = async (root: string) => {
    await fs.mkdir(path.join(root, 'admin'), {recursive: true});
    await fs.writeFile(path.join(root, 'admin', 'index.html'), 'editor');
  };

  beforeEach(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-site-'));
    build = path.join(work, 'build');
    await fs.mkdir(build);
    await fs.writeFile(path.join(build, 'index.html'), 'home');
  });
  afterEach(() => fs.rm(work, {recursive: true, force: true}));

  it('with its own origin: the editor only in build-editor, with its own headers and redirects', async () => {
    // Left by an earlier build without an origin, and a stale editor tree.
    await write(build);
    await fs.mkdir(path.join(work, 'build-editor'));
    await fs.writeFile(path.join(work, 'build-editor', 'stale.html'), 'old');

    await writeEditorSite(build, {folder: 'admin', origin: 'https://editor.example.co.ke', write});

    expect(await filesOf(build)).toEqual(['index.html']);
    expect(await filesOf(path.join(work, 'build-editor'))).toEqual([
      '_headers',
      '_redirects',
      'admin/index.html',
    ]);
    const headers = await fs.readFile(path.join(work, 'build-editor', '_headers'), 'utf8');
    expect(headers).toMatch(/^\/admin\/\*\n {2}! Content-Security-Policy\n/m);
    expect(headers).toContain("frame-ancestors 'none'");
    expect(await fs.readFile(path.join(work, 'build-editor', '_redirects'), 'utf8')).toBe(
      '/ /admin/ 302\n',
    );
  });

  it('without one (local runs, the browser tests): the editor in both trees, one origin as before', async () => {
    await writeEditorSite(build, {folder: 'admin', origin: undefined, write});

    expect(await filesOf(build)).toEqual(['admin/index.html', 'index.html']);
    expect(await filesOf(path.join(work, 'build-editor'))).toEqual([
      '_headers',
      '_redirects',
      'admin/index.html',
    ]);
  });

  it('writeEditorTree (npm run build:editor): the editor’s tree alone, emptied first, nothing beside it', async () => {
    const editorRoot = path.join(work, 'editor-only');
    await fs.mkdir(editorRoot);
    await fs.writeFile(path.join(editorRoot, 'stale.html'), 'old');

    await writeEditorTree(editorRoot, {
      folder: 'admin',
      origin: 'https://editor.example.co.ke',
      write,
    });

    expect(await filesOf(editorRoot)).toEqual(['_headers', '_redirects', 'admin/index.html']);
    expect(await filesOf(build)).toEqual(['index.html']);
    expect((await fs.readdir(work)).sort()).toEqual(['build', 'editor-only']);
  });
});

describe('the functions of each project', () => {
  it('the public project (functions/) has the quote request’s store and the newsletter sign-up, no sign-in', async () => {
    expect(await filesOf(path.join(siteDir, 'functions'))).toEqual([
      'api/quote-requests.ts',
      'api/subscribe.ts',
    ]);
  });

  it('the inbox’s project (staff-site/functions/) has only the inbox’s own', async () => {
    expect(await filesOf(path.join(siteDir, 'staff-site', 'functions'))).toEqual([
      'api/export.ts',
      'api/requests.ts',
      'api/requests/[reference].ts',
    ]);
  });

  it('the editor’s project (editor-site/functions/) has only the sign-in', async () => {
    expect(await filesOf(path.join(siteDir, 'editor-site', 'functions'))).toEqual([
      'api/auth/callback.ts',
      'api/auth/index.ts',
    ]);
  });
});
