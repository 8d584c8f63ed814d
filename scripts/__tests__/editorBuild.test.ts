/** @jest-environment node */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {buildEditor, siteDefaults, siteUrlOf} from '../editorBuild';

/**
 * `npm run build:editor` (scripts/build-editor.mjs) against the editor's tree that
 * `docusaurus build` writes (scripts/__tests__/editorTreeOfTheBuild.mjs: Docusaurus's own
 * context and plugins from docusaurus.config.ts, and the static-host plugin's postBuild): the
 * same files, byte for byte, for the deploy's settings and for none. Nothing in that tree comes
 * from the bundler (no hashed asset), so nothing is left out of the comparison. Then: the command
 * loads and reads no page.
 */
const siteDir = path.join(__dirname, '..', '..');
const command = path.join(siteDir, 'scripts', 'build-editor.mjs');
const ofTheBuild = path.join(__dirname, 'editorTreeOfTheBuild.mjs');
const run = promisify(execFile);

/** The variables either reads, cleared so the runner's own (CI sets GITHUB_REPOSITORY) do not count. */
const settingNames = ['SITE_URL', 'EDITOR_URL', 'EDITOR_REPOSITORY', 'GITHUB_REPOSITORY'];
const withSettings = (settings: Record<string, string>, extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !settingNames.includes(name)),
  ),
  ...settings,
  ...extra,
});

const node = (args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, args, {cwd: siteDir, env, maxBuffer: 16 * 1024 * 1024});

/** Every file below `dir`, relative to it, with its bytes. */
async function treeOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await fs.readFile(path.join(dir, file))] as const),
    ),
  );
}

const editorTreeFiles = [
  '_headers',
  '_redirects',
  'admin/config.yml',
  'admin/editor.js',
  'admin/fonts/material-symbols-outlined-latin-wght-normal.woff2',
  'admin/index.html',
  'admin/preview.css',
  'admin/sveltia-cms.js',
];

let work: string;
beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-build-'));
});
afterAll(() => fs.rm(work, {recursive: true, force: true}));

describe.each([
  [
    'the deploy’s settings',
    {
      SITE_URL: 'https://www.example.co.ke/',
      EDITOR_URL: 'https://editor.example.co.ke',
      GITHUB_REPOSITORY: 'acme/msingi-site',
    },
    ['repo: acme/msingi-site', 'base_url: https://editor.example.co.ke', '/ /admin/ 302'],
  ],
  [
    'no settings (the defaults)',
    {},
    [
      `repo: ${siteDefaults.repository}`,
      `base_url: ${siteDefaults.url}`,
      `site_url: ${siteDefaults.url}`,
    ],
  ],
  [
    'EDITOR_REPOSITORY before GITHUB_REPOSITORY',
    {EDITOR_REPOSITORY: 'writers/articles', GITHUB_REPOSITORY: 'acme/msingi-site'},
    ['repo: writers/articles'],
  ],
])('with %s, the command writes the tree the build writes', (name, settings, expected) => {
  test('same files, same bytes', async () => {
    const folder = path.join(work, name.replace(/\W+/g, '-'));
    const commandTree = path.join(folder, 'command-editor');
    await node([command, '--out-dir', commandTree], withSettings(settings));
    await node([ofTheBuild, path.join(folder, 'build')], withSettings(settings));

    const ours = await treeOf(commandTree);
    const theBuilds = await treeOf(path.join(folder, 'build-editor'));
    expect([...ours.keys()]).toEqual(editorTreeFiles);
    expect([...theBuilds.keys()]).toEqual(editorTreeFiles);
    for (const file of editorTreeFiles) {
      expect({file, same: ours.get(file)!.equals(theBuilds.get(file)!)}).toEqual({
        file,
        same: true,
      });
    }
    // The settings reached both (else both could be equal and wrong).
    const written = `${ours.get('admin/config.yml')}${ours.get('_redirects')}`;
    for (const text of expected) {
      expect(written).toContain(text);
    }
  }, 120_000);
});

/**
 * Records what the process loads (every CommonJS module, which is how jiti loads the TypeScript)
 * and which files it opens to read, into TRACE_FILE when it exits.
 */
const tracer = `
const fs = require('node:fs');
const {fileURLToPath} = require('node:url');
const reads = new Set();
const record = (target, name) => {
  const original = target[name];
  target[name] = function (file, ...rest) {
    if (typeof file === 'string' || file instanceof URL) {
      reads.add(String(file).startsWith('file:') ? fileURLToPath(file) : String(file));
    }
    return original.call(this, file, ...rest);
  };
};
for (const name of ['readFile', 'readFileSync', 'copyFile', 'copyFileSync', 'createReadStream']) {
  record(fs, name);
}
for (const name of ['readFile', 'copyFile', 'open']) record(fs.promises, name);
process.on('exit', () => {
  fs.writeFileSync(
    process.env.TRACE_FILE,
    JSON.stringify({modules: Object.keys(require.cache), reads: [...reads]}),
  );
});
`;

describe('the command runs no page', () => {
  let modules: string[];
  let reads: string[];
  /** Paths below the site, relative to it; packages by their folder under node_modules. */
  const ofSite = (files: string[]) =>
    files
      .map((file) => path.relative(siteDir, file))
      .filter((file) => !file.startsWith('..') && !path.isAbsolute(file));
  const packagesOf = (files: string[]) =>
    ofSite(files)
      .filter((file) => file.startsWith('node_modules/'))
      .map((file) => /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file);

  beforeAll(async () => {
    const tracerFile = path.join(work, 'tracer.cjs');
    const traceFile = path.join(work, 'trace.json');
    await fs.writeFile(tracerFile, tracer);
    await node(
      ['--require', tracerFile, command, '--out-dir', path.join(work, 'traced-editor')],
      withSettings({}, {TRACE_FILE: traceFile}),
    );
    ({modules, reads} = JSON.parse(await fs.readFile(traceFile, 'utf8')) as {
      modules: string[];
      reads: string[];
    });
  }, 60_000);

  test('the trace sees the command’s own modules and files (else it proves nothing)', () => {
    expect(ofSite(modules)).toEqual(
      expect.arrayContaining([
        'scripts/editorBuild.ts',
        'src/plugins/web-editor/index.ts',
        'src/plugins/web-editor/collections.ts',
        'src/plugins/static-host/editorSite.ts',
      ]),
    );
    expect(ofSite(reads)).toEqual(expect.arrayContaining(['blog/tags.yml', 'src/css/custom.css']));
  });

  test('it loads no page, article, component, theme or site configuration', () => {
    const site = ofSite(modules).filter((file) => !file.startsWith('node_modules/'));
    expect(
      site.filter(
        (file) =>
          /\.(mdx?|tsx|jsx)$/.test(file) ||
          /^(blog|pages|i18n|src\/(components|theme|clientModules|pages))\//.test(file) ||
          file === 'docusaurus.config.ts',
      ),
    ).toEqual([]);
  });

  test('it loads neither Docusaurus’s build, its content plugins, MDX nor React', () => {
    const loaded = new Set(packagesOf(modules));
    expect(
      [
        '@docusaurus/core',
        '@docusaurus/bundler',
        '@docusaurus/mdx-loader',
        '@docusaurus/plugin-content-blog',
        '@docusaurus/plugin-content-pages',
        '@mdx-js/mdx',
        'react',
        'react-dom',
      ].filter((name) => loaded.has(name)),
    ).toEqual([]);
  });

  test('of the site’s own files it reads only the editor’s data and styles (and its code)', () => {
    const data = ofSite(reads).filter(
      (file) => !file.startsWith('node_modules/') && !/\.(ts|mjs|json)$/.test(file),
    );
    expect([...new Set(data)].sort()).toEqual([
      'blog/authors.yml',
      'blog/tags.yml',
      // Each edition's writers and categories, checked as the build checks them.
      'i18n/sw/docusaurus-plugin-content-blog/authors.yml',
      'i18n/sw/docusaurus-plugin-content-blog/tags.yml',
      'pages/_people.yml',
      'src/css/custom.css',
      'src/plugins/web-editor/preview.css',
    ]);
  });
});

/**
 * The editor's job runs no other check: the command reads the data files as the build does
 * (src/plugins/yamlReader.ts) and checks the writers (checkWritersFiles), before it writes a file.
 * A copy of the site's data files, in a folder of its own, changed one way per case.
 */
describe('the command refuses the data files the build refuses', () => {
  const dataFiles = [
    'blog/authors.yml',
    'blog/tags.yml',
    'pages/_people.yml',
    'src/css/custom.css',
  ];
  let caseNumber = 0;

  /** A site of the real data files with `changes` appended, and where its tree would go. */
  async function siteWith(changes: Record<string, string>) {
    const dir = path.join(work, `data-${(caseNumber += 1)}`);
    for (const file of dataFiles) {
      await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      const text = await fs.readFile(path.join(siteDir, file), 'utf8');
      await fs.writeFile(path.join(dir, file), `${text}${changes[file] ?? ''}`);
    }
    return {dir, outDir: path.join(dir, 'build-editor')};
  }

  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );

  test('the same files unchanged build (else the cases below prove nothing)', async () => {
    const {dir, outDir} = await siteWith({});
    await buildEditor(dir, outDir, withSettings({}));
    expect(await exists(path.join(outDir, 'admin', 'config.yml'))).toBe(true);
  }, 60_000);

  test('a __proto__ key in blog/authors.yml stops it before it writes a file', async () => {
    const {dir, outDir} = await siteWith({
      'blog/authors.yml': '__proto__:\n  name: Eve\n  title: Writer\n',
    });
    await expect(buildEditor(dir, outDir, withSettings({}))).rejects.toThrow(
      'blog/authors.yml: the field "__proto__" is not allowed',
    );
    expect(await exists(outDir)).toBe(false);
  });

  test('a writer with a field the build refuses stops it', async () => {
    const {dir, outDir} = await siteWith({
      'blog/authors.yml': 'eve:\n  name: Eve\n  title: Writer\n  url: https://example.com\n',
    });
    await expect(buildEditor(dir, outDir, withSettings({}))).rejects.toThrow(/"eve"/);
    expect(await exists(outDir)).toBe(false);
  });

  test('a __proto__ key or an anchor in pages/_people.yml (which only the editor reads) stops it', async () => {
    const proto = await siteWith({'pages/_people.yml': '__proto__:\n  name: Eve\n'});
    await expect(buildEditor(proto.dir, proto.outDir, withSettings({}))).rejects.toThrow(
      'pages/_people.yml: the field "__proto__" is not allowed',
    );
    const anchor = await siteWith({
      'pages/_people.yml': 'eve: &e\n  name: Eve\nmallory: *e\n',
    });
    await expect(buildEditor(anchor.dir, anchor.outDir, withSettings({}))).rejects.toThrow(
      /pages\/_people\.yml:\d+: the anchor &e is not allowed/,
    );
  });
});

describe('siteUrlOf: SITE_URL as Docusaurus keeps it', () => {
  test('without its trailing slash', () => {
    expect(siteUrlOf('https://www.example.co.ke/')).toBe('https://www.example.co.ke');
    expect(siteUrlOf('https://www.example.co.ke')).toBe('https://www.example.co.ke');
  });

  test('an address with a path, or none, stops it', () => {
    expect(() => siteUrlOf('https://www.example.co.ke/site/')).toThrow(/no path/);
    expect(() => siteUrlOf('www.example.co.ke')).toThrow(/must be an address/);
  });
});
