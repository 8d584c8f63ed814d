/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {
  checksOutFile,
  linesOf,
  sparsePathsOf,
  treeDigest,
  workflowProblems,
} from '../workflowRules';

const siteDir = path.join(__dirname, '..', '..');
const workflowsDir = path.join(siteDir, '.github', 'workflows');
const workflowFiles = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));
const deployYml = fs.readFileSync(path.join(workflowsDir, 'deploy.yml'), 'utf8');

/** The folder the deploy job installs wrangler in, from its own lockfile. */
const wranglerFolder = 'deploy/wrangler';
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as Record<string, unknown>;

/** deploy.yml with one change, which must be there to make (else the case tests nothing). */
function changed(from: string, to: string): string {
  expect(deployYml).toContain(from);
  return deployYml.replace(from, to);
}

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'working-directory'?: string;
};
type Workflow = {
  jobs: Record<
    string,
    {
      if?: string;
      needs?: string | string[];
      permissions?: unknown;
      environment?: string;
      outputs?: Record<string, string>;
      steps: Step[];
    }
  >;
};

const workflow = yaml.load(deployYml) as Workflow;
const stepsOf = (job: string) => workflow.jobs[job]?.steps ?? [];

/** The paths a job's artifact upload holds. */
const uploadPaths = (job: string) =>
  stepsOf(job)
    .filter((s) => s.uses?.startsWith('actions/upload-artifact@'))
    .map((s) => ({name: s.with?.name, paths: linesOf(s.with?.path)}));

const functionFolders = ['functions', 'editor-site/functions'];

/**
 * What wrangler bundles for the two projects' functions: each function's file and every module
 * it imports, followed through relative imports (type-only ones are erased); and any import that
 * is not relative (a package, or `@site/…`, which only the site's tsconfig knows): the deploy
 * job has neither the site's node_modules nor its tsconfig, only the paths it checks out.
 */
function functionsBundle(): {files: string[]; notRelative: string[]} {
  const files = new Set<string>();
  const notRelative: string[] = [];
  const queue = functionFolders.flatMap((folder) =>
    fs
      .readdirSync(path.join(siteDir, folder), {recursive: true, encoding: 'utf8'})
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(siteDir, folder, name)),
  );
  while (queue.length > 0) {
    const file = queue.shift()!;
    const name = path.relative(siteDir, file);
    if (files.has(name)) continue;
    files.add(name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const typeOnly =
        (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(statement) && statement.isTypeOnly);
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      if (specifier === undefined || typeOnly) continue;
      if (!specifier.startsWith('.')) {
        notRelative.push(`${name} imports ${specifier}`);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      const found = [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) =>
        fs.existsSync(f),
      );
      if (!found) throw new Error(`${name} imports ${specifier}, which is no file`);
      queue.push(found);
    }
  }
  return {files: [...files].sort(), notRelative};
}

/** What the deploy job must check out: the functions' bundle and wrangler's lockfile. */
const checkedOut = [
  ...functionsBundle().files,
  `${wranglerFolder}/package.json`,
  `${wranglerFolder}/package-lock.json`,
];

test.each(workflowFiles)('%s keeps build and secrets apart', (file) => {
  expect(
    workflowProblems(fs.readFileSync(path.join(workflowsDir, file), 'utf8'), {checkedOut}),
  ).toEqual([]);
});

test('deploy.yml: a test job that builds, an editor job, and a deploy job that only deploys', () => {
  expect(Object.keys(workflow.jobs)).toEqual(['test', 'editor', 'deploy']);
  expect(workflow.jobs.deploy?.needs).toEqual(['test', 'editor']);
  expect(workflow.jobs.deploy?.environment).toBe('production');
  // Every job checks out with the same pinned action, and leaves no token behind.
  const checkoutSteps = Object.keys(workflow.jobs).flatMap((job) =>
    stepsOf(job).filter((s) => s.uses?.startsWith('actions/checkout@')),
  );
  expect(checkoutSteps).toHaveLength(3);
  expect(new Set(checkoutSteps.map((s) => s.uses)).size).toBe(1);
  expect(checkoutSteps.map((s) => s.with?.['persist-credentials'])).toEqual([false, false, false]);
});

describe('the deploy job’s checkout', () => {
  const sparse = sparsePathsOf(stepsOf('deploy'));

  test('holds every module the functions bundle, which import no package, and wrangler’s lockfile', () => {
    const {files, notRelative} = functionsBundle();
    expect(files).toEqual(
      expect.arrayContaining([
        'functions/api/subscribe.ts',
        'editor-site/functions/api/auth/index.ts',
        'src/server/newsletterSignUp.ts',
        'src/server/githubSignIn.ts',
        'src/lib/newsletter.ts',
      ]),
    );
    expect(notRelative).toEqual([]);
    expect(checkedOut.filter((file) => !sparse.some((p) => checksOutFile(p, file)))).toEqual([]);
  });

  test('is the commit’s own, sparse, not in cone mode (which would add every file at the root)', () => {
    // First: checking out into a folder that is not yet a repository empties it.
    const checkout = stepsOf('deploy')[0]!;
    expect(checkout.uses).toMatch(/^actions\/checkout@/);
    expect(checkout.with).toEqual({
      'persist-credentials': false,
      'sparse-checkout-cone-mode': false,
      'sparse-checkout': expect.any(String),
    });
    // Nothing a writer edits, and nothing the build reads (no package.json, no config).
    expect(sparse.filter((p) => /^\/(blog|pages|i18n|static|docs)\b|^\/[^/]+$/.test(p))).toEqual(
      [],
    );
  });
});

describe('wrangler, from a lockfile of its own', () => {
  const manifest = readJson(`${wranglerFolder}/package.json`);
  const lock = readJson(`${wranglerFolder}/package-lock.json`) as {
    packages: Record<string, {version?: string; dependencies?: Record<string, string>}>;
  };
  const rootDev = readJson('package.json').devDependencies as Record<string, string>;

  test('one exact version, the one the browser tests serve the site with (root devDependencies)', () => {
    expect(manifest.private).toBe(true);
    expect(manifest.dependencies).toEqual({wrangler: expect.stringMatching(/^\d+\.\d+\.\d+$/)});
    const {wrangler} = manifest.dependencies as {wrangler: string};
    expect(rootDev.wrangler).toBe(wrangler);
    expect(lock.packages['']?.dependencies).toEqual(manifest.dependencies);
    expect(lock.packages['node_modules/wrangler']?.version).toBe(wrangler);
  });

  test('its lockfile holds every platform’s package its packages may need (else npm ci refuses it)', () => {
    // A lockfile written where the registry lacks some platforms' packages would lack their
    // entries, and npm ci refuses such a lockfile (docs/decisions/0003-npm-install-not-npm-ci.md).
    const names = Object.keys(lock.packages);
    const missing = Object.entries(lock.packages).flatMap(([from, entry]) =>
      Object.keys((entry as {optionalDependencies?: object}).optionalDependencies ?? {})
        .filter((name) => !names.some((p) => p.endsWith(`node_modules/${name}`)))
        .map((name) => `${from} -> ${name}`),
    );
    expect(missing).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['node_modules/@esbuild/linux-x64']));
  });

  test('its folder holds only the manifest and the lockfile', () => {
    expect(
      fs.readdirSync(path.join(siteDir, wranglerFolder)).filter((f) => f !== 'node_modules'),
    ).toEqual(['package-lock.json', 'package.json']);
  });

  test('the deploy job installs it there with npm ci --ignore-scripts and runs only that binary', () => {
    const installs = stepsOf('deploy').filter((s) => s.run?.includes('npm'));
    expect(installs).toEqual([
      expect.objectContaining({
        'working-directory': wranglerFolder,
        run: 'npm ci --ignore-scripts --no-audit --no-fund',
      }),
    ]);
    expect(installs[0]?.env).toBeUndefined();
    const runs = stepsOf('deploy').flatMap((s) => (s.run ? [s.run] : []));
    expect(runs.filter((run) => /\bnpx\b/.test(run))).toEqual([]);
  });

  test('the root install does not treat the folder as a workspace', () => {
    expect(readJson('package.json').workspaces).toBeUndefined();
    expect(fs.readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8')).not.toContain(
      wranglerFolder,
    );
  });
});

describe('the artifacts: static trees only', () => {
  test('the test job hands on build/ alone, the editor job build-editor/ alone', () => {
    expect(uploadPaths('test')).toEqual([{name: 'site', paths: ['build/']}]);
    expect(uploadPaths('editor')).toEqual([{name: 'editor', paths: ['build-editor/']}]);
  });

  test('the deploy job takes each into its own folder, and nothing else', () => {
    expect(
      stepsOf('deploy')
        .filter((s) => s.uses?.startsWith('actions/download-artifact@'))
        .map((s) => s.with),
    ).toEqual([
      {name: 'site', path: 'build'},
      // The editor's by the id of the editor job's upload (merge-multiple: v4 puts a download by
      // id in a folder of the artifact's name otherwise).
      {
        'artifact-ids': '${{ needs.editor.outputs.artifact-id }}',
        'merge-multiple': true,
        path: 'build-editor',
      },
    ]);
  });

  test('the editor’s tree is written by npm run build:editor, in a job with no secret that builds no page', () => {
    const editor = workflow.jobs.editor!;
    expect(editor.permissions).toEqual({contents: 'read'});
    expect(JSON.stringify(editor)).not.toMatch(/secrets\./);
    const runs = editor.steps.flatMap((s) => (s.run ? [s.run] : []));
    expect(runs.some((run) => run.includes('npm run build:editor'))).toBe(true);
    expect(runs.filter((run) => /npm (test|run build(?!:editor))|docusaurus/.test(run))).toEqual(
      [],
    );
    expect(readJson('package.json').scripts).toEqual(
      expect.objectContaining({'build:editor': 'node scripts/build-editor.mjs'}),
    );
  });
});

test('deploy.yml deploys each tree to its own project, from the folder holding its functions', () => {
  const deploys = stepsOf('deploy').flatMap((s) =>
    s.run?.includes('pages deploy') ? [{...s, run: s.run.replace(/\s+/g, ' ')}] : [],
  );
  expect(deploys).toEqual([
    expect.objectContaining({
      run: expect.stringMatching(
        /^deploy\/wrangler\/node_modules\/\.bin\/wrangler pages deploy build --project-name="\$CLOUDFLARE_PAGES_PROJECT"/,
      ),
    }),
    expect.objectContaining({
      'working-directory': 'editor-site',
      run: expect.stringMatching(
        /^\.\.\/deploy\/wrangler\/node_modules\/\.bin\/wrangler pages deploy \.\.\/build-editor --project-name="\$CLOUDFLARE_EDITOR_PROJECT"/,
      ),
    }),
  ]);
  expect(deploys[0]!['working-directory']).toBeUndefined();
  // The secrets reach the deploy steps alone.
  const withSecrets = stepsOf('deploy').filter((s) => JSON.stringify(s).includes('secrets.'));
  expect(withSecrets).toEqual(deploys.map((d) => expect.objectContaining({name: d.name})));
});

describe('the deploy job refuses code in the static trees', () => {
  const steps = stepsOf('deploy');
  const refusal = steps.findIndex((s) => s.name === 'Refuse code in the static trees');
  const script = steps[refusal]?.run ?? '';
  let work: string;

  /**
   * Runs the step's script (as Actions does: bash -e) where the two trees hold `files`, and
   * `links` (a symbolic link at each key, to its value).
   */
  function refuses(
    files: string[],
    trees = ['build', 'build-editor'],
    links: Record<string, string> = {},
  ) {
    for (const tree of trees) fs.mkdirSync(path.join(work, tree), {recursive: true});
    fs.writeFileSync(path.join(work, 'build', 'index.html'), 'home');
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      fs.writeFileSync(path.join(work, file), 'export default {}');
    }
    for (const [link, target] of Object.entries(links)) {
      fs.mkdirSync(path.dirname(path.join(work, link)), {recursive: true});
      fs.symlinkSync(target, path.join(work, link));
    }
    const result = spawnSync('bash', ['-e', '-c', script], {cwd: work, encoding: 'utf8'});
    return {refused: result.status !== 0, output: result.stdout + result.stderr};
  }

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'refuse-code-'));
  });
  afterEach(() => fs.rmSync(work, {recursive: true, force: true}));

  test('after both downloads and before the first deploy', () => {
    const downloads = steps.flatMap((s, index) =>
      s.uses?.startsWith('actions/download-artifact@') ? [index] : [],
    );
    expect(downloads).toHaveLength(2);
    expect(refusal).toBeGreaterThan(Math.max(...downloads));
    expect(refusal).toBeLessThan(steps.findIndex((s) => s.run?.includes('pages deploy')));
  });

  test('static trees pass, a folder named functions deep inside included', () => {
    expect(
      refuses(['build/insights/functions/index.html', 'build-editor/admin/index.html']),
    ).toEqual({refused: false, output: ''});
  });

  test.each([
    ['a _worker.js in the public tree', 'build/_worker.js'],
    ['a _worker.js folder in the editor’s', 'build-editor/_worker.js/index.js'],
    ['a _worker.js anywhere', 'build/assets/js/_worker.js'],
    ['a _routes.json', 'build-editor/_routes.json'],
    ['a functions folder at the public tree’s root', 'build/functions/api/x.js'],
    ['a functions folder at the editor tree’s root', 'build-editor/functions/api/auth/x.js'],
  ])('%s stops it, named', (_, file) => {
    const {refused, output} = refuses([file]);
    expect(refused).toBe(true);
    expect(output).toContain('::error::');
    expect(output).toContain(file.replace(/^(build(-editor)?\/(_worker\.js|functions)).*$/, '$1'));
  });

  test('a tree that did not arrive stops it', () => {
    expect(refuses([], ['build']).refused).toBe(true);
  });

  test.each([
    ['to a file outside the tree', 'build-editor/admin/editor.js', '/etc/hostname'],
    ['to a folder outside the tree', 'build/assets', '/etc'],
    ['within the tree', 'build/home.html', 'index.html'],
    ['dangling', 'build-editor/admin/x.js', '/nowhere'],
  ])('a symbolic link %s stops it, named', (_, link, target) => {
    const {refused, output} = refuses(['build-editor/admin/index.html'], undefined, {
      [link]: target,
    });
    expect(refused).toBe(true);
    expect(output).toContain('::error::');
    expect(output).toContain(link);
  });
});

/**
 * The two steps that take the editor tree's digest, run as Actions runs them (bash -e) on a small
 * real tree: the editor job's, which writes it to $GITHUB_OUTPUT, and the deploy job's, which
 * takes it again and compares it with the editor job's output.
 */
describe('the editor tree’s digest, as the editor job takes it and the deploy job checks it', () => {
  const digestStep = stepsOf('editor').find((s) => s.id === 'digest');
  const checkStep = stepsOf('deploy').find((s) => s.env?.EDITOR_TREE_DIGEST !== undefined);
  const tree = {
    _headers: '/admin/*\n  X-Frame-Options: DENY\n',
    'admin/index.html': '<script src="/admin/sveltia-cms.js"></script>',
    'admin/sveltia-cms.js': 'console.log("editor")',
    'admin/fonts/icons.woff2': '\u0000\u0001binary',
  };
  let work: string;
  let folder = 0;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-digest-'));
  });
  afterEach(() => fs.rmSync(work, {recursive: true, force: true}));

  /** A folder of its own holding build-editor/ with `files` (written in their order). */
  function site(files: Record<string, string>, links: Record<string, string> = {}) {
    const dir = path.join(work, `site-${(folder += 1)}`);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, 'build-editor', file)), {recursive: true});
      fs.writeFileSync(path.join(dir, 'build-editor', file), text);
    }
    for (const [link, target] of Object.entries(links)) {
      fs.symlinkSync(target, path.join(dir, 'build-editor', link));
    }
    return dir;
  }

  /** The editor job's step in `dir`: the digest it outputs, or its refusal. */
  function editorDigest(dir: string) {
    const output = path.join(dir, 'github-output');
    fs.writeFileSync(output, '');
    const result = spawnSync('bash', ['-e', '-c', digestStep?.run ?? 'exit 2'], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, GITHUB_OUTPUT: output},
    });
    const digest = /^digest=(.*)$/m.exec(fs.readFileSync(output, 'utf8'))?.[1];
    return {refused: result.status !== 0, digest, said: result.stdout + result.stderr};
  }

  /** The deploy job's check in `dir`, against `expected` (the editor job's output). */
  function deployChecks(dir: string, expected: string) {
    const result = spawnSync('bash', ['-e', '-c', checkStep?.run ?? 'exit 2'], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, EDITOR_TREE_DIGEST: expected},
    });
    return {passed: result.status === 0, said: result.stdout + result.stderr};
  }

  const digestOf = (files: Record<string, string>) => {
    const {refused, digest, said} = editorDigest(site(files));
    expect({refused, said}).toEqual({refused: false, said: ''});
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    return digest!;
  };

  test('both steps run the same digest, of build-editor/', () => {
    for (const step of [digestStep, checkStep]) {
      expect(step?.run?.replace(/\s+/g, ' ')).toContain(treeDigest);
      expect(step?.run).toMatch(/cd build-editor\b/);
    }
    expect(checkStep?.env).toEqual({EDITOR_TREE_DIGEST: '${{ needs.editor.outputs.tree-digest }}'});
    expect(workflow.jobs.editor?.outputs).toEqual({
      'artifact-id': '${{ steps.upload.outputs.artifact-id }}',
      'tree-digest': '${{ steps.digest.outputs.digest }}',
    });
  });

  test('the same tree, the same digest (wherever and in whatever order it was written), which the deploy job accepts', () => {
    const digest = digestOf(tree);
    expect(digestOf(Object.fromEntries(Object.entries(tree).reverse()))).toBe(digest);
    const dir = site(tree);
    fs.utimesSync(path.join(dir, 'build-editor', '_headers'), 0, 0);
    expect(editorDigest(dir).digest).toBe(digest);
    expect(deployChecks(dir, digest)).toEqual({passed: true, said: ''});
  });

  test.each([
    ['a byte changed', {...tree, 'admin/sveltia-cms.js': 'console.log("Editor")'}],
    ['a file added', {...tree, 'admin/evil.js': ''}],
    [
      'a file renamed',
      {
        _headers: tree._headers,
        'admin/index.html': tree['admin/index.html'],
        'admin/sveltia.js': tree['admin/sveltia-cms.js'],
        'admin/fonts/icons.woff2': tree['admin/fonts/icons.woff2'],
      },
    ],
    [
      'a file moved to another folder',
      {
        _headers: tree._headers,
        'admin/index.html': tree['admin/index.html'],
        'sveltia-cms.js': tree['admin/sveltia-cms.js'],
        'admin/fonts/icons.woff2': tree['admin/fonts/icons.woff2'],
      },
    ],
    ['a file removed', {_headers: tree._headers, 'admin/index.html': tree['admin/index.html']}],
  ])('%s: another digest, which the deploy job refuses', (_, changedTree) => {
    const digest = digestOf(tree);
    expect(digestOf(changedTree)).not.toBe(digest);
    const {passed, said} = deployChecks(site(changedTree), digest);
    expect(passed).toBe(false);
    expect(said).toContain("::error::The editor's tree is not the one the editor job wrote");
  });

  test('a symbolic link stops the editor job, with no digest', () => {
    const {refused, digest, said} = editorDigest(site(tree, {'admin/editor.js': '/etc/hostname'}));
    expect({refused, digest}).toEqual({refused: true, digest: undefined});
    expect(said).toContain('::error::');
    expect(said).toContain('./admin/editor.js');
  });

  test('the deploy job refuses an empty digest (no output) and a tree that did not arrive', () => {
    const dir = site(tree);
    expect(deployChecks(dir, '').passed).toBe(false);
    const digest = digestOf(tree);
    fs.rmSync(path.join(dir, 'build-editor'), {recursive: true});
    expect(deployChecks(dir, digest).passed).toBe(false);
  });
});

describe('a workflow is refused when', () => {
  const problems = (text: string) => workflowProblems(text, {checkedOut});

  test('the job that runs npm reads a secret', () => {
    expect(
      problems(
        changed(
          'EMAILJS_PUBLIC_KEY: ${{ vars.EMAILJS_PUBLIC_KEY }}',
          'EMAILJS_PUBLIC_KEY: ${{ secrets.EMAILJS_PUBLIC_KEY }}',
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Job "test" has secrets and checks out more than the paths'),
        expect.stringContaining('Job "test" has secrets and runs npm other than'),
        expect.stringContaining('Job "test" has secrets and runs npx'),
        expect.stringContaining('Job "test" has secrets but is not limited to pushes to main'),
      ]),
    );
  });

  test('the job that runs npm may write', () => {
    expect(
      problems(
        changed(
          '    permissions:\n      contents: read\n',
          '    permissions:\n      contents: write\n',
        ),
      ),
    ).toEqual([expect.stringContaining('Job "test" runs the repository\'s code with a token')]);
  });

  test('the job that runs npm inherits the default token (no permissions: anywhere)', () => {
    const text = changed('    permissions:\n      contents: read\n', '').replace(
      'permissions: {}\n\njobs',
      'jobs',
    );
    expect(problems(text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares no top-level permissions'),
        expect.stringContaining('Job "test" runs the repository\'s code with a token'),
      ]),
    );
  });

  describe('the deploy job', () => {
    test('runs npm for anything but installing wrangler from its lockfile', () => {
      expect(
        problems(
          changed(
            '      - name: Deploy the editor and its sign-in\n',
            '      - run: npm install\n      - name: Deploy the editor and its sign-in\n',
          ),
        ),
      ).toEqual([
        'Job "deploy" has secrets and runs npm other than `npm ci --ignore-scripts` in a folder of its own (working-directory).',
      ]);
    });

    test('installs wrangler running its packages’ install scripts', () => {
      expect(
        problems(changed('run: npm ci --ignore-scripts --no-audit', 'run: npm ci --no-audit')),
      ).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Job "deploy" has secrets and runs npm other than'),
        ]),
      );
    });

    test('installs at the root (the site’s package.json and lockfile)', () => {
      expect(problems(changed('        working-directory: deploy/wrangler\n', ''))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Job "deploy" has secrets and runs npm other than'),
        ]),
      );
    });

    test('gives the install a secret, or its env', () => {
      expect(
        problems(
          changed(
            '        run: npm ci --ignore-scripts --no-audit --no-fund\n',
            '        run: npm ci --ignore-scripts --no-audit --no-fund\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n',
          ),
        ),
      ).toEqual(['Job "deploy" gives a secret to the step that installs packages.']);
      expect(
        problems(
          changed(
            '    concurrency: production\n',
            '    concurrency: production\n    env:\n      CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n',
          ),
        ),
      ).toEqual(['Job "deploy" has secrets in its env: give them to the steps that deploy only.']);
    });

    test('runs npx, even pinned', () => {
      expect(
        problems(
          changed(
            'deploy/wrangler/node_modules/.bin/wrangler pages deploy build',
            'npx --yes wrangler@4.86.0 pages deploy build',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "deploy" has secrets and runs npx')]);
    });

    test('runs a wrangler that is not the one its lockfile installed', () => {
      expect(
        problems(
          changed(
            'deploy/wrangler/node_modules/.bin/wrangler pages deploy build',
            'wrangler pages deploy build',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "deploy" runs "wrangler", not the wrangler')]);
      expect(
        problems(
          changed(
            '../deploy/wrangler/node_modules/.bin/wrangler pages deploy ../build-editor',
            '../build-editor/node_modules/.bin/wrangler pages deploy ../build-editor',
          ),
        ),
      ).toEqual([
        expect.stringContaining(
          'Job "deploy" runs "../build-editor/node_modules/.bin/wrangler", not the wrangler',
        ),
      ]);
    });

    test('restores a cache', () => {
      expect(
        problems(
          changed(
            '          node-version: 24\n      # Exactly the wrangler',
            '          node-version: 24\n          cache: npm\n      # Exactly the wrangler',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "deploy" has secrets and restores a cache')]);
    });

    test('checks out with its token left in .git/config', () => {
      expect(
        problems(
          changed(
            '          persist-credentials: false\n          sparse-checkout-cone-mode: false\n',
            '          sparse-checkout-cone-mode: false\n',
          ),
        ),
      ).toEqual([
        expect.stringContaining('Job "deploy" has secrets and checks out with its token'),
      ]);
    });

    test('checks out the whole commit, or in cone mode', () => {
      const whole = changed(
        / {10}sparse-checkout-cone-mode[\s\S]*\/deploy\/wrangler\/\n/.exec(deployYml)![0],
        '',
      );
      expect(problems(whole)).toEqual([
        expect.stringContaining('Job "deploy" has secrets and checks out more than the paths'),
      ]);
      expect(problems(changed('          sparse-checkout-cone-mode: false\n', ''))).toEqual([
        expect.stringContaining('Job "deploy" has secrets and checks out more than the paths'),
      ]);
    });

    test('checks out another commit', () => {
      expect(
        problems(
          changed(
            '          sparse-checkout-cone-mode: false\n',
            '          sparse-checkout-cone-mode: false\n          ref: main\n',
          ),
        ),
      ).toEqual(['Job "deploy" has secrets and checks out another commit than the run\'s.']);
    });

    test('leaves out a module the functions import, or wrangler’s lockfile', () => {
      expect(problems(changed('            /src/server/\n', ''))).toEqual(
        expect.arrayContaining([
          'Job "deploy" deploys without checking out src/server/newsletterSignUp.ts.',
          'Job "deploy" deploys without checking out src/server/githubSignIn.ts.',
        ]),
      );
      expect(problems(changed('            /src/lib/scriptData.ts\n', ''))).toEqual([
        'Job "deploy" deploys without checking out src/lib/scriptData.ts.',
      ]);
      expect(problems(changed('            /deploy/wrangler/\n', ''))).toEqual([
        'Job "deploy" deploys without checking out deploy/wrangler/package.json.',
        'Job "deploy" deploys without checking out deploy/wrangler/package-lock.json.',
      ]);
    });

    test('names a sparse path that is a pattern, not one path from the root', () => {
      expect(problems(changed('            /src/server/\n', '            src/**\n'))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('checks out "src/**", which is not one path from the root'),
        ]),
      );
    });

    test('takes an artifact that holds more than its static tree (code from the build)', () => {
      expect(
        problems(
          changed(
            '          path: build/\n',
            '          path: |\n            build/\n            functions/\n',
          ),
        ),
      ).toEqual([
        'Job "deploy" takes artifact "site" as build/, but it holds build/, functions/: upload build/ alone.',
      ]);
    });

    test('takes an artifact into another folder than its tree', () => {
      expect(
        problems(changed('          path: build-editor\n', '          path: editor-site\n')),
      ).toEqual(
        expect.arrayContaining([
          expect.stringContaining(
            'Job "deploy" takes artifact "editor" (by id) into "editor-site"',
          ),
        ]),
      );
      expect(problems(changed('          path: build-editor\n', ''))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Job "deploy" takes artifact "editor" (by id) into "."'),
        ]),
      );
      expect(problems(changed('          path: build\n', '          path: editor-site\n'))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Job "deploy" takes artifact "site" into "editor-site"'),
        ]),
      );
    });

    test('takes every artifact, or one of another run', () => {
      expect(
        problems(
          changed('          name: site\n          path: build\n', '          path: build\n'),
        ),
      ).toEqual(['Job "deploy" downloads artifacts without naming the one it takes.']);
      expect(
        problems(
          changed(
            '          name: site\n          path: build\n',
            '          name: site\n          path: build\n          run-id: 42\n',
          ),
        ),
      ).toEqual(['Job "deploy" downloads "site" from another run.']);
      expect(
        problems(
          changed(
            '          path: build-editor\n',
            '          path: build-editor\n          run-id: 42\n',
          ),
        ),
      ).toEqual(['Job "deploy" downloads "editor" (by id) from another run.']);
    });

    test('deploys without refusing code in the trees first', () => {
      const step =
        /( {6}# Pages runs a _worker\.js[\s\S]*?)( {6}# The editor's tree is the one)/.exec(
          deployYml,
        )!;
      expect(problems(changed(step[1]!, ''))).toEqual([
        'Job "deploy" deploys without first refusing a _worker.js, _routes.json, functions/ or anything but files and folders in build, build-editor.',
      ]);
      // Or lets a symbolic link through.
      expect(
        problems(changed(' && find build build-editor ! -type f ! -type d -print)"', ')"')),
      ).toEqual([expect.stringContaining('Job "deploy" deploys without first refusing')]);
      // Or looks in one tree only.
      expect(deployYml).toContain('find build build-editor ');
      expect(problems(deployYml.replaceAll('find build build-editor ', 'find build '))).toEqual([
        expect.stringContaining('Job "deploy" deploys without first refusing'),
      ]);
    });

    test('can run for a pull request', () => {
      expect(
        problems(
          changed(
            "    if: github.event_name == 'push' && github.ref == 'refs/heads/main'\n    needs",
            '    needs',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "deploy" has secrets but is not limited')]);
    });
  });

  describe('the editor’s tree comes from a job that', () => {
    test('builds the site (where writers’ files run)', () => {
      expect(
        problems(changed('          npm run build:editor\n', '          npm run build\n')),
      ).toEqual([
        expect.stringContaining(
          'Job "editor" makes the editor\'s tree and runs the site\'s tests or build',
        ),
      ]);
    });

    test('runs the tests', () => {
      expect(
        problems(
          changed(
            '          npm run build:editor\n',
            '          npm run build:editor\n          npm test\n',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "editor" makes the editor\'s tree and runs')]);
    });

    test('restores a cache the site’s build may have written', () => {
      expect(
        problems(
          changed(
            '          node-version: 24\n      - run: npm install --no-audit --no-fund\n      # Without EDITOR_URL',
            '          node-version: 24\n          cache: npm\n      - run: npm install --no-audit --no-fund\n      # Without EDITOR_URL',
          ),
        ),
      ).toEqual([expect.stringContaining('Job "editor" makes the editor\'s tree with a cache')]);
    });
  });

  describe('the editor’s tree, which the deploy job must take by id and check by digest, when', () => {
    const byName = 'Job "deploy" takes the editor\'s tree by name';
    const notOneUpload = 'Job "deploy" downloads artifact ids';
    const unchecked =
      'Job "deploy" deploys the editor\'s tree without first checking it against the digest job "editor" output';
    const noDigest = 'Job "editor" outputs no digest of the editor\'s tree';
    const idDownload =
      '          artifact-ids: ${{ needs.editor.outputs.artifact-id }}\n          merge-multiple: true\n';
    const checkStep =
      /( {6}# The editor's tree is the one the editor job wrote[\s\S]*?)( {6}# Each project)/.exec(
        deployYml,
      )![1]!;
    const digestStep =
      /( {6}# The tree's digest as soon as it is written[\s\S]*?)( {6}- uses: actions\/upload-artifact)/.exec(
        deployYml,
      )![1]!;

    test('it is downloaded by name (another job can put an artifact under that name)', () => {
      expect(problems(changed(idDownload, '          name: editor\n'))).toEqual([
        expect.stringContaining(byName),
      ]);
    });

    test('its id is not the editor job’s output of its upload’s artifact-id', () => {
      // A number written in the workflow (of another run, or guessed).
      expect(
        problems(
          changed('artifact-ids: ${{ needs.editor.outputs.artifact-id }}', 'artifact-ids: 12345'),
        ),
      ).toEqual([expect.stringContaining(`${notOneUpload} "12345"`)]);
      // Another job's output, or one of a job the deploy job does not need.
      expect(
        problems(
          changed(
            'artifact-ids: ${{ needs.editor.outputs.artifact-id }}',
            'artifact-ids: ${{ needs.test.outputs.artifact-id }}',
          ),
        ),
      ).toEqual([expect.stringContaining(notOneUpload)]);
      expect(problems(changed('    needs: [test, editor]\n', '    needs: [test]\n'))).toEqual([
        expect.stringContaining(notOneUpload),
      ]);
      // An output of the editor job that is not its upload's id (the digest, here).
      expect(
        problems(
          changed(
            'artifact-id: ${{ steps.upload.outputs.artifact-id }}',
            'artifact-id: ${{ steps.digest.outputs.digest }}',
          ),
        ),
      ).toEqual([expect.stringContaining(notOneUpload)]);
      // The upload's output of another name.
      expect(
        problems(
          changed(
            'artifact-id: ${{ steps.upload.outputs.artifact-id }}',
            'artifact-id: ${{ steps.upload.outputs.artifact-url }}',
          ),
        ),
      ).toEqual([expect.stringContaining(notOneUpload)]);
      // Both a name and an id.
      expect(problems(changed(idDownload, `${idDownload}          name: editor\n`))).toEqual([
        'Job "deploy" downloads artifacts without naming the one it takes.',
      ]);
    });

    test('it is downloaded by id into a folder of the artifact’s name (no merge-multiple)', () => {
      expect(problems(changed('          merge-multiple: true\n', ''))).toEqual([
        expect.stringContaining('downloads "editor" by id into a folder of the artifact\'s name'),
      ]);
    });

    test('the deploy job does not check its digest, or after a deploy', () => {
      expect(problems(changed(checkStep, ''))).toEqual([expect.stringContaining(unchecked)]);
      // After the public site's deploy (the editor's then goes out checked, the site's not: the
      // check must come before either).
      const moved = changed(checkStep, '').replace(
        '      - name: Deploy the editor and its sign-in\n',
        `${checkStep}      - name: Deploy the editor and its sign-in\n`,
      );
      expect(moved).toContain(checkStep);
      expect(problems(moved)).toEqual([expect.stringContaining(unchecked)]);
      // Before the download.
      const early = changed(checkStep, '').replace(
        '      # From the build, static files only',
        `${checkStep}      # From the build, static files only`,
      );
      expect(early).toContain(checkStep);
      expect(problems(early)).toEqual([expect.stringContaining(unchecked)]);
    });

    test('the deploy job checks it against another digest, or another way', () => {
      expect(
        problems(
          changed(
            'EDITOR_TREE_DIGEST: ${{ needs.editor.outputs.tree-digest }}',
            'EDITOR_TREE_DIGEST: ${{ vars.EDITOR_TREE_DIGEST }}',
          ),
        ),
      ).toEqual([expect.stringContaining(unchecked)]);
      expect(
        problems(
          changed(
            'EDITOR_TREE_DIGEST: ${{ needs.editor.outputs.tree-digest }}',
            'EDITOR_TREE_DIGEST: ${{ needs.editor.outputs.artifact-id }}',
          ),
        ),
      ).toEqual([expect.stringContaining(unchecked)]);
      // Of another folder, or without stopping.
      expect(
        problems(changed('digest="$(cd build-editor && find', 'digest="$(cd build && find')),
      ).toEqual([expect.stringContaining(unchecked)]);
      expect(
        problems(
          deployYml.replace(
            checkStep,
            checkStep.replace(
              'nothing was deployed."\n            exit 1',
              'nothing was deployed."',
            ),
          ),
        ),
      ).toEqual([expect.stringContaining(unchecked)]);
    });

    test('the editor job outputs no digest, or one taken before it writes or after it uploads', () => {
      expect(problems(changed(digestStep, ''))).toEqual([expect.stringContaining(noDigest)]);
      expect(
        problems(changed('      tree-digest: ${{ steps.digest.outputs.digest }}\n', '')),
      ).toEqual([expect.stringContaining(noDigest)]);
      const afterUpload = changed(digestStep, '').replace(
        '          retention-days: 7\n\n  deploy:',
        `          retention-days: 7\n${digestStep}\n  deploy:`,
      );
      expect(afterUpload).toContain(digestStep);
      expect(problems(afterUpload)).toEqual([expect.stringContaining(noDigest)]);
      const beforeBuild = changed(digestStep, '').replace(
        '      # Without EDITOR_URL the editor',
        `${digestStep}      # Without EDITOR_URL the editor`,
      );
      expect(beforeBuild).toContain(digestStep);
      expect(problems(beforeBuild)).toEqual([expect.stringContaining(noDigest)]);
    });

    test('the editor job’s digest lets a symbolic link through, or is another command', () => {
      expect(problems(changed('odd="$(find . ! -type f ! -type d -print)"', 'odd=""'))).toEqual([
        expect.stringContaining(noDigest),
      ]);
      expect(
        problems(
          changed(
            'digest="$(find . -type f -print0 | LC_ALL=C sort -z',
            'digest="$(find . -type f -print0 | sort -z',
          ),
        ),
      ).toEqual([expect.stringContaining(noDigest)]);
    });
  });

  test('an action is pinned by tag, or by SHA without its version', () => {
    expect(
      problems(
        changed('actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683', 'actions/checkout@v4'),
      ),
    ).toEqual([expect.stringContaining('"actions/checkout@v4" is not pinned')]);
    expect(problems(changed(' # v4.4.0', ''))).toEqual([
      expect.stringContaining(
        'setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020" has no version',
      ),
    ]);
  });
});
