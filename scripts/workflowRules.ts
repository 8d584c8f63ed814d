/**
 * What a GitHub Actions workflow of this repository must keep, so the code writers and pull
 * requests bring never runs beside a secret (docs/decisions, "Build without secrets"):
 * - every workflow declares `permissions:`, and no job that runs the repository's code (a
 *   checkout, `npm`, or `npx` in a checked-out tree) has a secret or a write permission;
 * - a job that has a secret checks nothing out and runs no `npm`; any `npx` it runs names an
 *   exact version, and it runs only for pushes to main;
 * - every action from another repository is pinned by a full commit SHA, with its version in a
 *   comment.
 * Pure: the workflow's text in, the problems found out (empty when it keeps them all).
 */
import yaml from 'js-yaml';

type Step = {uses?: unknown; run?: unknown; with?: unknown; env?: unknown};
type Job = {
  if?: unknown;
  permissions?: unknown;
  steps?: unknown;
  environment?: unknown;
  secrets?: unknown;
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

/** A secret the job can read: `secrets.X` anywhere in it (its steps, env, inputs). */
const usesSecret = (job: Job) =>
  /\bsecrets\s*(\.|\[)/.test(JSON.stringify(job)) || job.secrets === 'inherit';

const checksOut = (steps: Step[]) =>
  steps.some((step) => typeof step.uses === 'string' && step.uses.startsWith('actions/checkout@'));

const commands = (steps: Step[]) =>
  steps.flatMap((step) => (typeof step.run === 'string' ? [step.run] : []));

const runsNpm = (steps: Step[]) => commands(steps).some((run) => /(^|[\s;&|(])npm\s/.test(run));

const runsNpx = (steps: Step[]) => commands(steps).some((run) => /(^|[\s;&|(])npx\s/.test(run));

/** `npx [--yes] name@1.2.3 …` for every npx the job runs. */
const npxPinned = (steps: Step[]) =>
  commands(steps).every((run) =>
    [...run.matchAll(/(?:^|[\s;&|(])npx\s+((?:--?[\w-]+\s+)*)(\S+)/g)].every(([, , spec]) =>
      /^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+$/.test(spec ?? ''),
    ),
  );

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

export function workflowProblems(text: string): string[] {
  const workflow = asRecord(yaml.load(text));
  const problems = unpinnedUses(text);
  const topPermissions = workflow.permissions;
  if (topPermissions === undefined) {
    problems.push('The workflow declares no top-level permissions: (least: `permissions: {}`).');
  }
  for (const [name, value] of Object.entries(asRecord(workflow.jobs))) {
    const job = value as Job;
    const steps = Array.isArray(job.steps) ? (job.steps as Step[]) : [];
    const permissions = job.permissions ?? topPermissions;
    if (checksOut(steps) || runsNpm(steps) || runsNpx(steps)) {
      if (permissions === undefined || grantsWrite(permissions)) {
        problems.push(
          `Job "${name}" runs the repository's code with a token that may write: ` +
            'give it `permissions: contents: read`.',
        );
      }
    }
    // A production environment holds secrets even when the job names none.
    if (usesSecret(job) || job.environment !== undefined) {
      if (checksOut(steps)) {
        problems.push(`Job "${name}" has secrets and checks out the repository.`);
      }
      if (runsNpm(steps)) {
        problems.push(`Job "${name}" has secrets and runs npm.`);
      }
      if (!npxPinned(steps)) {
        problems.push(`Job "${name}" has secrets and runs npx without an exact version.`);
      }
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
