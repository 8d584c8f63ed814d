/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

/**
 * The layer rule of eslint.config.mjs, run by ESLint itself on imports a file of each layer
 * must not make. no-restricted-paths passes an import it cannot resolve, so a resolver that
 * stopped reading `@site/…` or relative paths would let every layer import anything, silently.
 */
const siteDir = path.join(__dirname, '..', '..');

type Probe = {readonly file: string; readonly imports: string};

const forbidden: readonly Probe[] = [
  {file: 'src/data/probe.ts', imports: '../lib/collections'},
  {file: 'src/data/probe.ts', imports: '@site/src/components/Card'},
  {file: 'src/lib/probe.ts', imports: '@site/src/components/Card'},
  {file: 'src/lib/probe.ts', imports: '../plugins/content-index/insights'},
  {file: 'src/components/Card/probe.tsx', imports: '@site/src/plugins/content-index/insights'},
  {file: 'src/components/Card/probe.tsx', imports: '../../theme/MDXPage'},
  {file: 'src/components/Card/probe.tsx', imports: '@site/pages/index'},
  {file: 'src/plugins/photos/probe.ts', imports: '../../components/Card'},
  {file: 'src/plugins/photos/probe.ts', imports: '@site/src/theme/MDXPage'},
  {file: 'src/plugins/photos/probe.ts', imports: '../../lib/hooks/useContentIndex'},
  {file: 'src/theme/MDXPage/probe.tsx', imports: '@site/src/plugins/content-index/insights'},
  {file: 'pages/probe.tsx', imports: '../src/plugins/content-index/insights'},
  {file: 'src/lib/probe.ts', imports: '@site/src/test/pageFiles'},
  // The host's code (src/server) never reaches the browser, and the browser's never reaches it.
  {file: 'src/components/Newsletter/probe.tsx', imports: '@site/src/server/newsletterSignUp'},
  {file: 'src/lib/probe.ts', imports: '../server/rateLimit'},
  {file: 'src/lib/hooks/probe.ts', imports: '@site/src/server/newsletterSignUp'},
  {file: 'src/data/probe.ts', imports: '../server/mailingLists'},
  {file: 'src/theme/MDXPage/probe.tsx', imports: '@site/src/server/githubSignIn'},
  {file: 'src/clientModules/probe.ts', imports: '../server/rateLimit'},
  {file: 'pages/probe.tsx', imports: '../src/server/newsletterSignUp'},
  {file: 'src/server/probe.ts', imports: '../components/Newsletter'},
  {file: 'src/server/mailingLists/probe.ts', imports: '@site/src/components/Card'},
  {file: 'src/server/probe.ts', imports: '@site/src/theme/MDXPage'},
  {file: 'src/server/probe.ts', imports: '../lib/hooks/useNewsletterSignUp'},
  {file: 'src/server/probe.ts', imports: '@site/pages/index'},
  {file: 'src/server/probe.ts', imports: '../plugins/web-editor/editorConfig'},
  {file: 'src/server/probe.ts', imports: '@site/src/test/pageFiles'},
];

const allowed: readonly Probe[] = [
  {file: 'src/lib/probe.ts', imports: '../data/company'},
  {file: 'src/components/Card/probe.tsx', imports: '@site/src/data/frontMatterTypes'},
  {file: 'src/components/Card/probe.tsx', imports: '@site/src/lib/collections'},
  {file: 'src/plugins/photos/probe.ts', imports: '../../lib/photos'},
  {file: 'src/theme/MDXPage/probe.tsx', imports: '@site/src/components/Card'},
  {file: 'src/components/Card/Card.test.tsx', imports: '@site/src/test/pageFiles'},
  {file: 'src/server/probe.ts', imports: '../lib/newsletter'},
  {file: 'src/server/mailingLists/probe.ts', imports: '@site/src/lib/email'},
  {file: 'src/server/probe.ts', imports: '../data/company'},
  {file: 'src/server/__tests__/probe.test.ts', imports: '@site/src/test/pageFiles'},
];

type Result = {readonly file: string; readonly imports: string; readonly rules: string[]};

/** Lints each probe's one import with the project's config, in one ESLint process. */
function lintProbes(probes: readonly Probe[]): Result[] {
  const program = `
    import {ESLint} from 'eslint';
    const probes = JSON.parse(process.argv[1]);
    const eslint = new ESLint();
    const results = [];
    for (const {file, imports} of probes) {
      const [result] = await eslint.lintText(\`import probe from '\${imports}';\\nexport default probe;\\n\`, {filePath: file});
      results.push({file, imports, rules: result.messages.map((m) => m.ruleId ?? m.message)});
    }
    console.log(JSON.stringify(results));
  `;
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', program, JSON.stringify(probes)],
    {cwd: siteDir, encoding: 'utf8'},
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Result[];
}

describe('the layer rule (npm run lint)', () => {
  const results = lintProbes([...forbidden, ...allowed]);
  const rulesOf = ({file, imports}: Probe) =>
    results.find((r) => r.file === file && r.imports === imports)!.rules;

  it.each(forbidden.map((probe) => [probe.file, probe.imports, probe] as const))(
    '%s may not import %s',
    (_file, _imports, probe) => {
      expect(rulesOf(probe)).toContain('import-x/no-restricted-paths');
    },
  );

  it.each(allowed.map((probe) => [probe.file, probe.imports, probe] as const))(
    '%s may import %s',
    (_file, _imports, probe) => {
      expect(rulesOf(probe)).not.toContain('import-x/no-restricted-paths');
    },
  );
});
