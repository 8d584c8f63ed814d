/**
 * Page dates ("last updated", sitemap lastmod) for any checkout. Inside a Git worktree this is
 * Docusaurus's own default (`default-v2`: the Git history read once, eagerly). Outside one — a
 * source archive, a download without `.git`, or no git at all — Docusaurus would stop the build
 * ("outside any Git worktree"); here every page is dated with the build instead, after one
 * warning, because a site built from an archive is still a site worth publishing.
 */
import {execFileSync} from 'node:child_process';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

export type VcsFallbackOptions = {
  /** The date pages get when there is no Git history. */
  readonly buildDate?: Date;
  /** Told once when the build date stands in. */
  readonly warn?: (message: string) => void;
  /** Whether `siteDir` lies in a Git worktree (a git subprocess by default). */
  readonly isGitWorktree?: (siteDir: string) => boolean;
};

function gitWorktree(siteDir: string): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
        cwd: siteDir,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}

export function vcsWithBuildDateFallback(options: VcsFallbackOptions = {}): VcsConfig {
  const git = getVcsPreset('default-v2');
  const {buildDate = new Date(), warn = console.warn, isGitWorktree = gitWorktree} = options;
  const buildInfo: VcsChangeInfo = {timestamp: buildDate.getTime(), author: ''};
  let inGit: boolean | undefined;
  let initialized = false;

  const active = (): VcsConfig | null => {
    if (inGit === undefined) {
      throw new Error('The VCS was asked for file dates before it was initialized.');
    }
    return inGit ? git : null;
  };

  return {
    initialize(params) {
      // Docusaurus initializes once per locale; the answer does not change between them.
      if (initialized) {
        return;
      }
      initialized = true;
      inGit = isGitWorktree(params.siteDir);
      if (inGit) {
        git.initialize(params);
      } else {
        warn(
          `[WARNING] Not a Git worktree (${params.siteDir}): page dates fall back to the build date.`,
        );
      }
    },
    async getFileCreationInfo(filePath) {
      return active()?.getFileCreationInfo(filePath) ?? buildInfo;
    },
    async getFileLastUpdateInfo(filePath) {
      return active()?.getFileLastUpdateInfo(filePath) ?? buildInfo;
    },
  };
}
