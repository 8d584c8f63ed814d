/**
 * The English as it was: Git answers which commit held the English a translation was marked
 * against, what changed since, and when the English last changed. Every answer is optional:
 * outside a Git worktree (a source archive) there is no history, and the callers say so or
 * fall back to the build date. Node-only.
 */
import {execFileSync} from 'node:child_process';

/** Git's output, or undefined when Git or the history is not there. */
function git(siteDir: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

export type EnglishHistory = {
  /** The newest commit whose `file` satisfies `holds`, newest first. */
  readonly commitWhere: (file: string, holds: (content: string) => boolean) => string | undefined;
  /** The file as it was in a commit. */
  readonly contentAt: (commit: string, file: string) => string | undefined;
  /** `git diff` of the file from a commit to the working tree. */
  readonly diffSince: (commit: string, file: string) => string | undefined;
  /** When the file last changed: its last commit's date, or undefined when it has changes not committed, or no history. */
  readonly lastCommitted: (file: string) => Date | undefined;
};

export function englishHistory(siteDir: string): EnglishHistory {
  const versions = new Map<string, string | undefined>();
  const contentAt = (commit: string, file: string) => {
    const key = `${commit}:${file}`;
    if (!versions.has(key)) {
      versions.set(key, git(siteDir, ['show', `${commit}:./${file}`]));
    }
    return versions.get(key);
  };
  return {
    contentAt,
    commitWhere(file, holds) {
      const commits = git(siteDir, ['log', '--format=%H', '--', file])?.split('\n').filter(Boolean);
      return commits?.find((commit) => {
        const content = contentAt(commit, file);
        return content !== undefined && holds(content);
      });
    },
    diffSince(commit, file) {
      return git(siteDir, ['diff', '--no-color', '--no-ext-diff', commit, '--', file]);
    },
    lastCommitted(file) {
      const changes = git(siteDir, ['status', '--porcelain', '--', file]);
      if (changes === undefined || changes.trim() !== '') {
        return undefined;
      }
      const date = git(siteDir, ['log', '-1', '--format=%aI', '--', file])?.trim();
      return date ? new Date(date) : undefined;
    },
  };
}
