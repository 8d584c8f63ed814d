/**
 * What a GitHub Actions workflow of this repository must keep, so the code writers and pull
 * requests bring never runs beside a secret, and nothing made where it ran is run beside one
 * either (docs/decisions/0069-build-without-secrets.md,
 * 0085-deploy-takes-no-code-from-the-build.md):
 * - every workflow declares `permissions:`, and no job that runs the repository's code (a
 *   checkout, `npm`, or `npx`) has a write permission;
 * - a job that has a secret runs only for pushes to main, and:
 *   - checks out, if at all, the run's own commit, with no token left behind
 *     (`persist-credentials: false`) and only the paths it names (a sparse checkout, not in cone
 *     mode, each path from the root), which must hold every file `options.checkedOut` lists;
 *   - runs npm only as `npm ci --ignore-scripts` in a folder of its own, with no secret in that
 *     step, no npx, and restores no cache;
 *   - runs wrangler only from that folder's node_modules;
 *   - takes from artifacts only static trees (`build`, `build-editor`): each download names one
 *     artifact of this run, or gives the id of one upload (a job it needs outputs that upload's
 *     `artifact-id`), and extracts it into its own tree's folder, and the artifact holds that
 *     folder alone; the editor's tree comes from a job that neither tests nor builds the site and
 *     restores no cache;
 *   - takes the editor's tree by that id, never by name (any job of the run holding the runtime
 *     token can delete an artifact and upload another under its name), and before it deploys
 *     checks the tree against the digest (`treeDigest`) the job that wrote it took between writing
 *     and uploading it, and output;
 *   - before it deploys, refuses any tree that holds a `_worker.js`, a `_routes.json`, a
 *     `functions` folder (code the host would run), or anything but files and folders (a symbolic
 *     link);
 * - every action from another repository is pinned by a full commit SHA, with its version in a
 *   comment.
 * Pure: the workflow's text in, the problems found out (empty when it keeps them all).
 */
import path from 'node:path';
import yaml from 'js-yaml';

type Step = {
  id?: unknown;
  uses?: unknown;
  run?: unknown;
  with?: unknown;
  env?: unknown;
  'working-directory'?: unknown;
};
type Job = {
  if?: unknown;
  needs?: unknown;
  permissions?: unknown;
  steps?: unknown;
  environment?: unknown;
  secrets?: unknown;
  env?: unknown;
  outputs?: unknown;
};

/** The folders the build writes that hold static files only, and may reach a job with secrets. */
export const staticTrees = ['build', 'build-editor'] as const;
/** The editor's tree, which must come from a job where no writer's file ran. */
const editorTree = 'build-editor';

/**
 * A tree's digest, run in its folder: every regular file's path and sha256, sorted byte by byte,
 * hashed. The job that writes the editor's tree and the job that deploys it both run it, word for
 * word (a symbolic link, which it does not follow, is refused beside it).
 */
export const treeDigest =
  "find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1";
/** Refuses anything in a tree but files and folders (symbolic links, fifos, devices). */
const onlyFilesAndFolders = '! -type f ! -type d';

export type WorkflowOptions = {
  /**
   * Files (from the repository's root) that a job with secrets which deploys must check out:
   * the functions and every module they import, and wrangler's lockfile.
   */
  readonly checkedOut?: readonly string[];
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** `permissions:` grants write when it is `write-all` or names any scope with `write`. */
function grantsWrite(permissions: unknown): boolean {
  if (typeof permissions === 'string') {
    return permissions !== 'read-all';
  }
  return Object.values(asRecord(permissions)).some((level) => level === 'write');
}

const secretPattern = /\bsecrets\s*(\.|\[)/;
const holdsSecret = (value: unknown) => secretPattern.test(JSON.stringify(value ?? null));

/** A secret the job can read: `secrets.X` anywhere in it (its steps, env, inputs). */
const usesSecret = (job: Job) => holdsSecret(job) || job.secrets === 'inherit';

const actionOf = (step: Step, name: string) =>
  typeof step.uses === 'string' && step.uses.startsWith(`${name}@`);

const checkouts = (steps: Step[]) => steps.filter((step) => actionOf(step, 'actions/checkout'));

const runOf = (step: Step) => (typeof step.run === 'string' ? step.run : '');

/** A step's script with each run of blanks (line breaks included) as one space. */
const flatRunOf = (step: Step) => runOf(step).replace(/\s+/g, ' ');

const stepsOf = (job: Job | undefined): Step[] =>
  Array.isArray(job?.steps) ? (job.steps as Step[]) : [];

const needsOf = (job: Job): string[] =>
  typeof job.needs === 'string'
    ? [job.needs]
    : Array.isArray(job.needs)
      ? job.needs.filter((need): need is string => typeof need === 'string')
      : [];

/** `${{ <expression> }}` alone, its expression's match against `pattern` (anchored). */
const expressionOf = (value: unknown, pattern: RegExp) =>
  typeof value === 'string'
    ? new RegExp(`^\\$\\{\\{\\s*${pattern.source}\\s*\\}\\}$`).exec(value.trim())
    : null;

const commands = (steps: Step[]) => steps.map(runOf).filter(Boolean);

const npmCommand = /(^|[\s;&|(])npm\s/;
const runsNpm = (steps: Step[]) => commands(steps).some((run) => npmCommand.test(run));

const npxCommand = /(^|[\s;&|(])(npx|bunx|pnpm\s+dlx|yarn\s+dlx)\s/;
const runsNpx = (steps: Step[]) => commands(steps).some((run) => npxCommand.test(run));

/** A cache (actions/cache, or setup-node's), which another job may have written. */
const restoresCache = (steps: Step[]) =>
  steps.some(
    (step) =>
      actionOf(step, 'actions/cache') ||
      actionOf(step, 'actions/cache/restore') ||
      (actionOf(step, 'actions/setup-node') && asRecord(step.with).cache !== undefined),
  );

/** `npm ci --ignore-scripts`, with at most the flags that only quieten it. */
const lockedInstall = /^npm ci --ignore-scripts( --no-audit| --no-fund)*$/;

/** A folder relative to the workspace, normalised: `''` for the root. */
const folderOf = (value: unknown) =>
  path.posix.normalize(typeof value === 'string' ? value : '.').replace(/^\.\/?$|\/$/g, '');

/** Runs only on a push to main: its `if` requires both. */
const onlyPushToMain = (job: Job) =>
  typeof job.if === 'string' &&
  /github\.event_name\s*==\s*'push'/.test(job.if) &&
  /github\.ref\s*==\s*'refs\/heads\/main'/.test(job.if) &&
  !/\|\|/.test(job.if);

const pinnedUses = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;

/** Every `uses:` line of another repository's action carries its version in a comment. */
function unpinnedUses(text: string): string[] {
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(?:-\s*)?uses:\s*(\S+)\s*(#.*)?$/.exec(line);
    if (!match) continue;
    const [, target = '', comment] = match;
    if (target.startsWith('./') || target.startsWith('docker://')) continue;
    if (!pinnedUses.test(target)) {
      problems.push(`"${target}" is not pinned to a full commit SHA (owner/name@<40 hex>).`);
    } else if (!comment || !/v\d/.test(comment)) {
      problems.push(`"${target}" has no version in a comment (# v1.2.3).`);
    }
  }
  return problems;
}

/** The lines of a multi-line input (`path:`, `sparse-checkout:`), trimmed, blanks dropped. */
export const linesOf = (value: unknown): string[] =>
  (typeof value === 'string' ? value : '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A path from the root of the checkout: `/folder/` or `/file`, no wildcard, negation or `..`. */
const rootPath = /^\/[\w@-][\w.@-]*(\/[\w@-][\w.@-]*)*\/?$/;

/** Whether a sparse path (`/folder/` or `/file`) checks `file` out. */
export const checksOutFile = (sparsePath: string, file: string) => {
  const prefix = sparsePath.replace(/^\/|\/$/g, '');
  return file === prefix || file.startsWith(`${prefix}/`);
};

/** The sparse paths of a job's checkout(s). */
export const sparsePathsOf = (steps: Step[]) =>
  checkouts(steps).flatMap((step) => linesOf(asRecord(step.with)['sparse-checkout']));

function checkoutProblems(name: string, steps: Step[], options: WorkflowOptions): string[] {
  const problems: string[] = [];
  for (const step of checkouts(steps)) {
    const inputs = asRecord(step.with);
    if (inputs['persist-credentials'] !== false && inputs['persist-credentials'] !== 'false') {
      problems.push(
        `Job "${name}" has secrets and checks out with its token left in .git/config: ` +
          'set persist-credentials: false.',
      );
    }
    if (inputs.repository !== undefined || inputs.ref !== undefined) {
      problems.push(`Job "${name}" has secrets and checks out another commit than the run's.`);
    }
    const sparse = linesOf(inputs['sparse-checkout']);
    const coneMode = inputs['sparse-checkout-cone-mode'];
    if (sparse.length === 0 || (coneMode !== false && coneMode !== 'false')) {
      problems.push(
        `Job "${name}" has secrets and checks out more than the paths it names: give it ` +
          'sparse-checkout with sparse-checkout-cone-mode: false (cone mode adds every file at the root).',
      );
    }
    for (const sparsePath of sparse.filter((p) => !rootPath.test(p))) {
      problems.push(
        `Job "${name}" has secrets and checks out "${sparsePath}", which is not one path from ` +
          'the root (/folder/ or /file).',
      );
    }
  }
  // A checkout with no sparse paths holds every file (and is refused above).
  const whole = checkouts(steps).some((step) => sparsePathsOf([step]).length === 0);
  const deploys = commands(steps).some((run) => /\bpages\s+deploy\b/.test(run));
  if (deploys && options.checkedOut && !whole) {
    const sparse = sparsePathsOf(steps);
    for (const file of options.checkedOut) {
      if (!sparse.some((sparsePath) => checksOutFile(sparsePath, file))) {
        problems.push(`Job "${name}" deploys without checking out ${file}.`);
      }
    }
  }
  return problems;
}

function installProblems(name: string, job: Job, steps: Step[]): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    const run = runOf(step).trim();
    if (!npmCommand.test(run)) continue;
    if (!lockedInstall.test(run) || folderOf(step['working-directory']) === '') {
      problems.push(
        `Job "${name}" has secrets and runs npm other than \`npm ci --ignore-scripts\` in a ` +
          'folder of its own (working-directory).',
      );
    } else if (holdsSecret(step.env) || holdsSecret(step.with)) {
      problems.push(`Job "${name}" gives a secret to the step that installs packages.`);
    }
  }
  if (holdsSecret(job.env)) {
    problems.push(`Job "${name}" has secrets in its env: give them to the steps that deploy only.`);
  }
  if (runsNpx(steps)) {
    problems.push(
      `Job "${name}" has secrets and runs npx (or another package runner): install the tool ` +
        'with npm ci --ignore-scripts from a lockfile and run it from there.',
    );
  }
  const installed = steps
    .filter((step) => lockedInstall.test(runOf(step).trim()))
    .map((step) => folderOf(step['working-directory']));
  for (const step of steps) {
    for (const [, called = ''] of runOf(step).matchAll(/(?:^|[\s;&|(])(\S*wrangler)(?=\s|$)/g)) {
      const binary = path.posix.normalize(
        path.posix.join(folderOf(step['working-directory']) || '.', called),
      );
      if (!installed.some((folder) => binary === `${folder}/node_modules/.bin/wrangler`)) {
        problems.push(
          `Job "${name}" runs "${called}", not the wrangler its npm ci installed ` +
            '(<folder>/node_modules/.bin/wrangler).',
        );
      }
    }
  }
  if (restoresCache(steps)) {
    problems.push(
      `Job "${name}" has secrets and restores a cache, which a job that ran the repository's ` +
        'code may have written.',
    );
  }
  return problems;
}

type Upload = {job: string; name: string; paths: string[]; id: string | undefined; index: number};

const uploadsOf = (jobs: Record<string, Job>): Upload[] =>
  Object.entries(jobs).flatMap(([job, value]) =>
    stepsOf(value).flatMap((step, index) => {
      if (!actionOf(step, 'actions/upload-artifact')) return [];
      const inputs = asRecord(step.with);
      return [
        {
          job,
          name: typeof inputs.name === 'string' ? inputs.name : 'artifact',
          paths: linesOf(inputs.path).map(folderOf),
          id: typeof step.id === 'string' ? step.id : undefined,
          index,
        },
      ];
    }),
  );

/** What the site's build and tests run: none of it may make the editor's tree. */
const buildsTheSite =
  /(^|[\s;&|(])(npm\s+(test|t|start|run\s+(build|build:test|test[\w:-]*|unit-and-builds|docusaurus|start|serve))(?=[\s;&|)]|$)|docusaurus\s+(build|start|serve))/;

/** `${{ needs.<job>.outputs.<name> }}`: the job and the output. */
const needsOutput = /needs\.([\w-]+)\.outputs\.([\w-]+)/;
/** `${{ steps.<id>.outputs.<name> }}`: the step and its output. */
const stepOutput = /steps\.([\w-]+)\.outputs\.([\w-]+)/;

/**
 * The upload a download by id takes: `artifact-ids` is one job output of a job this one needs,
 * which is the `artifact-id` output of one of that job's upload steps. Undefined when it is not.
 */
function uploadById(
  job: Job,
  ids: unknown,
  jobs: Record<string, Job>,
  uploads: Upload[],
): Upload | undefined {
  const [, maker = '', output = ''] = expressionOf(ids, needsOutput) ?? [];
  if (!needsOf(job).includes(maker)) return undefined;
  const [, stepId, field] = expressionOf(asRecord(jobs[maker]?.outputs)[output], stepOutput) ?? [];
  if (field !== 'artifact-id') return undefined;
  return uploads.find((upload) => upload.job === maker && upload.id === stepId);
}

/** The artifact a download takes: by name, or by the id of one upload; or why it is neither. */
function downloadedArtifact(
  name: string,
  job: Job,
  inputs: Record<string, unknown>,
  jobs: Record<string, Job>,
  uploads: Upload[],
): {label: string; made: Upload[]; byId: boolean} | {problem: string} {
  const ids = inputs['artifact-ids'];
  if (inputs.pattern !== undefined || (inputs.name !== undefined && ids !== undefined)) {
    return {problem: `Job "${name}" downloads artifacts without naming the one it takes.`};
  }
  if (typeof inputs.name === 'string') {
    const made = uploads.filter((upload) => upload.name === inputs.name);
    return {label: `"${inputs.name}"`, made, byId: false};
  }
  if (ids === undefined) {
    return {problem: `Job "${name}" downloads artifacts without naming the one it takes.`};
  }
  const upload = uploadById(job, ids, jobs, uploads);
  if (!upload) {
    return {
      problem:
        `Job "${name}" downloads artifact ids "${String(ids)}", which are not the id of one upload: ` +
        'give the output of a job it needs (needs.<job>.outputs.<name>) that is the artifact-id ' +
        "of that job's upload step (steps.<id>.outputs.artifact-id).",
    };
  }
  const mergeMultiple = inputs['merge-multiple'];
  if (mergeMultiple !== true && mergeMultiple !== 'true') {
    return {
      problem:
        `Job "${name}" downloads "${upload.name}" by id into a folder of the artifact's name: ` +
        "set merge-multiple: true to take it into its own tree's folder.",
    };
  }
  return {label: `"${upload.name}" (by id)`, made: [upload], byId: true};
}

function artifactProblems(
  name: string,
  job: Job,
  steps: Step[],
  jobs: Record<string, Job>,
): string[] {
  const problems: string[] = [];
  const uploads = uploadsOf(jobs);
  for (const step of steps.filter((s) => actionOf(s, 'actions/download-artifact'))) {
    const inputs = asRecord(step.with);
    const folder = folderOf(inputs.path);
    const taken = downloadedArtifact(name, job, inputs, jobs, uploads);
    if ('problem' in taken) {
      problems.push(taken.problem);
      continue;
    }
    const {label, made, byId} = taken;
    if (['run-id', 'github-token', 'repository'].some((input) => inputs[input] !== undefined)) {
      problems.push(`Job "${name}" downloads ${label} from another run.`);
    }
    if (!(staticTrees as readonly string[]).includes(folder)) {
      problems.push(
        `Job "${name}" takes artifact ${label} into "${folder || '.'}": it takes only ` +
          `static trees, each into its folder (${staticTrees.join(', ')}).`,
      );
      continue;
    }
    if (made.length !== 1 || made[0]!.paths.join('\n') !== folder) {
      problems.push(
        `Job "${name}" takes artifact ${label} as ${folder}/, but it holds ` +
          `${made.flatMap((upload) => upload.paths.map((p) => `${p}/`)).join(', ') || 'nothing uploaded here'}: ` +
          `upload ${folder}/ alone.`,
      );
      continue;
    }
    if (folder === editorTree) {
      const maker = made[0]!;
      const makerSteps = stepsOf(jobs[maker.job]);
      if (commands(makerSteps).some((run) => buildsTheSite.test(run))) {
        problems.push(
          `Job "${maker.job}" makes the editor's tree and runs the site's tests or build ` +
            "(npm test, npm run build, docusaurus build), where writers' files run.",
        );
      }
      if (restoresCache(makerSteps)) {
        problems.push(
          `Job "${maker.job}" makes the editor's tree with a cache the site's build may have written.`,
        );
      }
      if (!byId) {
        problems.push(
          `Job "${name}" takes the editor's tree by name (${label}), under which any job of the ` +
            `run can upload another: take it by the id of job "${maker.job}"'s upload ` +
            `(artifact-ids: \${{ needs.${maker.job}.outputs.<its upload's artifact-id> }}).`,
        );
      }
      problems.push(...digestProblems(name, steps, steps.indexOf(step), jobs, maker));
    }
  }
  return problems;
}

/** A step that takes `treeDigest` of `folder` (`cd <folder>` before it). */
const digestsTree = (step: Step, folder: string) => {
  const run = flatRunOf(step);
  return run.includes(`cd ${folder} `) && run.includes(treeDigest);
};

/** The job outputs of `maker` that are a digest of the editor's tree, taken before the upload. */
function digestOutputs(jobs: Record<string, Job>, maker: Upload): string[] {
  const steps = stepsOf(jobs[maker.job]);
  // After the last step that runs npm (the one that writes the tree), before the upload.
  const written = Math.max(-1, ...steps.flatMap((step, i) => (runsNpm([step]) ? [i] : [])));
  const digests = steps.flatMap((step, index) => {
    const run = flatRunOf(step);
    return typeof step.id === 'string' &&
      index > written &&
      index < maker.index &&
      digestsTree(step, editorTree) &&
      run.includes(`find . ${onlyFilesAndFolders}`) &&
      run.includes('exit 1') &&
      run.includes('$GITHUB_OUTPUT')
      ? [step.id]
      : [];
  });
  return Object.entries(asRecord(jobs[maker.job]?.outputs)).flatMap(([output, value]) => {
    const [, stepId] = expressionOf(value, stepOutput) ?? [];
    return stepId !== undefined && digests.includes(stepId) ? [output] : [];
  });
}

/**
 * The deploying job checks the editor's tree, after taking it and before its first deploy,
 * against a digest output by the job that wrote it: a step of its own that takes `treeDigest` of
 * the tree, is given that output in its env, compares and stops.
 */
function digestProblems(
  name: string,
  steps: Step[],
  download: number,
  jobs: Record<string, Job>,
  maker: Upload,
): string[] {
  const outputs = digestOutputs(jobs, maker);
  if (outputs.length === 0) {
    return [
      `Job "${maker.job}" outputs no digest of the editor's tree taken after it is written and ` +
        `before it is uploaded (a step with an id that, in ${editorTree}/, refuses anything but ` +
        `files and folders, runs "${treeDigest}" and writes it to $GITHUB_OUTPUT; a job output ` +
        'of that step).',
    ];
  }
  const firstDeploy = steps.findIndex((step) => /\bpages\s+deploy\b/.test(runOf(step)));
  const checked = steps.some((step, index) => {
    if (index <= download || (firstDeploy !== -1 && index >= firstDeploy)) return false;
    const run = runOf(step);
    const given = Object.entries(asRecord(step.env)).filter(([, value]) => {
      const [, job, output] = expressionOf(value, needsOutput) ?? [];
      return job === maker.job && outputs.includes(output ?? '');
    });
    return (
      digestsTree(step, editorTree) &&
      run.includes('exit 1') &&
      given.some(([variable]) => new RegExp(`\\$\\{?${variable}\\b`).test(run))
    );
  });
  return checked
    ? []
    : [
        `Job "${name}" deploys the editor's tree without first checking it against the digest ` +
          `job "${maker.job}" output (a step after the download, before the first deploy, given ` +
          `needs.${maker.job}.outputs.${outputs[0]} in its env, that runs "${treeDigest}" in ` +
          `${editorTree}/, compares and exits 1).`,
      ];
}

/** Names the trees of `folders` in the text of a step that refuses code in them. */
const refusesCodeIn = (run: string, folders: string[]) =>
  ['_worker.js', '_routes.json', 'functions', onlyFilesAndFolders, 'exit 1'].every((word) =>
    run.includes(word),
  ) && folders.every((folder) => new RegExp(`(^|\\s)${folder}(?=\\s)`).test(run));

function refusalProblems(name: string, steps: Step[]): string[] {
  const firstDeploy = steps.findIndex((step) => /\bpages\s+deploy\b/.test(runOf(step)));
  if (firstDeploy === -1) return [];
  const downloads = steps
    .map((step, index) => ({step, index}))
    .filter(({step}) => actionOf(step, 'actions/download-artifact'));
  const folders = downloads.map(({step}) => folderOf(asRecord(step.with).path));
  const lastDownload = Math.max(-1, ...downloads.map(({index}) => index));
  const refused = steps.some(
    (step, index) =>
      index > lastDownload && index < firstDeploy && refusesCodeIn(runOf(step), folders),
  );
  return refused || downloads.length === 0
    ? []
    : [
        `Job "${name}" deploys without first refusing a _worker.js, _routes.json, functions/ ` +
          `or anything but files and folders in ${folders.join(', ')}.`,
      ];
}

export function workflowProblems(text: string, options: WorkflowOptions = {}): string[] {
  const workflow = asRecord(yaml.load(text));
  const problems = unpinnedUses(text);
  const topPermissions = workflow.permissions;
  if (topPermissions === undefined) {
    problems.push('The workflow declares no top-level permissions: (least: `permissions: {}`).');
  }
  const jobs = asRecord(workflow.jobs) as Record<string, Job>;
  for (const [name, job] of Object.entries(jobs)) {
    const steps = Array.isArray(job.steps) ? (job.steps as Step[]) : [];
    const permissions = job.permissions ?? topPermissions;
    if (checkouts(steps).length > 0 || runsNpm(steps) || runsNpx(steps)) {
      if (permissions === undefined || grantsWrite(permissions)) {
        problems.push(
          `Job "${name}" runs the repository's code with a token that may write: ` +
            'give it `permissions: contents: read`.',
        );
      }
    }
    // A production environment holds secrets even when the job names none.
    if (usesSecret(job) || job.environment !== undefined) {
      problems.push(
        ...checkoutProblems(name, steps, options),
        ...installProblems(name, job, steps),
        ...artifactProblems(name, job, steps, jobs),
        ...refusalProblems(name, steps),
      );
      if (!onlyPushToMain(job)) {
        problems.push(
          `Job "${name}" has secrets but is not limited to pushes to main ` +
            "(if: github.event_name == 'push' && github.ref == 'refs/heads/main').",
        );
      }
    }
  }
  return [...new Set(problems)];
}
