/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import ts from 'typescript';
import {workflowProblems} from '../workflowRules';

const siteDir = path.join(__dirname, '..', '..');
const workflowsDir = path.join(siteDir, '.github', 'workflows');
const workflowFiles = fs.readdirSync(workflowsDir).filter((f) => /\.ya?ml$/.test(f));
const deployYml = fs.readFileSync(path.join(workflowsDir, 'deploy.yml'), 'utf8');

/** deploy.yml with one change, which must be there to make (else the case tests nothing). */
function changed(from: string, to: string): string {
  expect(deployYml).toContain(from);
  return deployYml.replace(from, to);
}

test.each(workflowFiles)('%s keeps build and secrets apart', (file) => {
  expect(workflowProblems(fs.readFileSync(path.join(workflowsDir, file), 'utf8'))).toEqual([]);
});

test('deploy.yml has a test job that builds and a deploy job that only deploys', () => {
  expect(deployYml).toMatch(/\n {2}test:\n/);
  expect(deployYml).toMatch(/\n {2}deploy:\n[\s\S]*needs: test/);
  expect(deployYml).toContain('environment: production');
  expect(deployYml).toMatch(/npx --yes wrangler@\d+\.\d+\.\d+ pages deploy/);
});

type Workflow = {
  jobs: Record<string, {steps: {uses?: string; run?: string; with?: Record<string, string>}[]}>;
};

/** The paths the test job hands on to the deploy job (the artifact's). */
function artifactPaths(text: string): string[] {
  const upload = (yaml.load(text) as Workflow).jobs.test?.steps.find((s) =>
    s.uses?.startsWith('actions/upload-artifact@'),
  );
  return (upload?.with?.path ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
}

const functionFolders = ['functions', 'editor-site/functions'];

/**
 * What wrangler bundles for the two projects' functions: each function's file and every module
 * it imports, followed through relative imports (type-only ones are erased); and any import that
 * is not relative (a package, or `@site/…`, which only the site's tsconfig knows): the deploy
 * job has neither node_modules nor tsconfig, only the artifact.
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

/** The modules the functions bundle that the artifact of `text` leaves out. */
const leftOutOfArtifact = (text: string) => {
  const paths = artifactPaths(text);
  return functionsBundle().files.filter((file) => !paths.some((p) => file.startsWith(p)));
};

test("deploy.yml's artifact holds every module the functions bundle, and they import no package", () => {
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
  expect(leftOutOfArtifact(deployYml)).toEqual([]);
  // And the check holds: without src/server/ the artifact would leave out the functions' logic.
  expect(leftOutOfArtifact(changed('            src/server/\n', ''))).toEqual(
    expect.arrayContaining(['src/server/newsletterSignUp.ts', 'src/server/githubSignIn.ts']),
  );
});

test('deploy.yml hands on both trees and deploys each to its own project', () => {
  const workflow = yaml.load(deployYml) as Workflow;
  expect(artifactPaths(deployYml)).toEqual(
    expect.arrayContaining(['build/', 'build-editor/', 'functions/', 'editor-site/functions/']),
  );
  const deploys = (workflow.jobs.deploy?.steps ?? []).flatMap((s) =>
    s.run?.includes('pages deploy') ? [{...s, run: s.run.replace(/\s+/g, ' ')}] : [],
  );
  expect(deploys).toEqual([
    expect.objectContaining({
      run: expect.stringMatching(/pages deploy build --project-name="\$CLOUDFLARE_PAGES_PROJECT"/),
    }),
    expect.objectContaining({
      'working-directory': 'editor-site',
      run: expect.stringMatching(
        /pages deploy \.\.\/build-editor --project-name="\$CLOUDFLARE_EDITOR_PROJECT"/,
      ),
    }),
  ]);
});

describe('a workflow is refused when', () => {
  test('the job that runs npm reads a secret', () => {
    expect(
      workflowProblems(
        changed(
          'EMAILJS_PUBLIC_KEY: ${{ vars.EMAILJS_PUBLIC_KEY }}',
          'EMAILJS_PUBLIC_KEY: ${{ secrets.EMAILJS_PUBLIC_KEY }}',
        ),
      ),
    ).toContain('Job "test" has secrets and checks out the repository.');
  });

  test('the job that runs npm may write', () => {
    expect(
      workflowProblems(
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
    expect(workflowProblems(text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('declares no top-level permissions'),
        expect.stringContaining('Job "test" runs the repository\'s code with a token'),
      ]),
    );
  });

  test('the deploy job runs npm', () => {
    expect(
      workflowProblems(
        changed(
          '      - name: Deploy the editor and its sign-in\n',
          '      - run: npm install\n      - name: Deploy the editor and its sign-in\n',
        ),
      ),
    ).toEqual(['Job "deploy" has secrets and runs npm.']);
  });

  test('the deploy job checks out the repository', () => {
    expect(
      workflowProblems(
        changed(
          '    steps:\n      - uses: actions/download-artifact',
          '    steps:\n      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2\n      - uses: actions/download-artifact',
        ),
      ),
    ).toContain('Job "deploy" has secrets and checks out the repository.');
  });

  test('the deploy tool is not pinned to an exact version', () => {
    expect(workflowProblems(changed('wrangler@4.86.0', 'wrangler@4'))).toEqual([
      'Job "deploy" has secrets and runs npx without an exact version.',
    ]);
  });

  test('the deploy job can run for a pull request', () => {
    expect(
      workflowProblems(
        changed(
          "    if: github.event_name == 'push' && github.ref == 'refs/heads/main'\n    needs",
          '    needs',
        ),
      ),
    ).toEqual([expect.stringContaining('Job "deploy" has secrets but is not limited')]);
  });

  test('an action is pinned by tag, or by SHA without its version', () => {
    expect(
      workflowProblems(
        changed('actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683', 'actions/checkout@v4'),
      ),
    ).toEqual([expect.stringContaining('"actions/checkout@v4" is not pinned')]);
    expect(workflowProblems(changed(' # v4.4.0', ''))).toEqual([
      expect.stringContaining(
        'setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020" has no version',
      ),
    ]);
  });
});
