/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {checksOutFile, linesOf, sparsePathsOf, workflowProblems} from '../workflowRules';

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
      {name: 'editor', path: 'build-editor'},
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

  /** Runs the step's script (as Actions does: bash -e) where the two trees hold `files`. */
  function refuses(files: string[], trees = ['build', 'build-editor']) {
    for (const tree of trees) fs.mkdirSync(path.join(work, tree), {recursive: true});
    fs.writeFileSync(path.join(work, 'build', 'index.html'), 'home');
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(work, file)), {recursive: true});
      fs.writeFileSync(path.join(work, file), 'export default {}');
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
          expect.stringContaining('Job "deploy" takes artifact "editor" into "editor-site"'),
        ]),
      );
      expect(problems(changed('          path: build-editor\n', ''))).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Job "deploy" takes artifact "editor" into "."'),
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
            '          name: editor\n          path: build-editor\n',
            '          name: editor\n          path: build-editor\n          run-id: 42\n',
          ),
        ),
      ).toEqual(['Job "deploy" downloads "editor" from another run.']);
    });

    test('deploys without refusing code in the trees first', () => {
      const step = /( {6}# Pages runs a _worker\.js[\s\S]*?)( {6}# Each project)/.exec(deployYml)!;
      expect(problems(changed(step[1]!, ''))).toEqual([
        'Job "deploy" deploys without first refusing a _worker.js, _routes.json or functions/ in build, build-editor.',
      ]);
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
