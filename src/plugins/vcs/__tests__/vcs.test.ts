/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {vcsWithBuildDateFallback} from '../index';

const buildDate = new Date('2026-11-23T10:00:00Z');

describe('page dates without a Git worktree', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('dates every file with the build, after a single warning', async () => {
    const warnings: string[] = [];
    const vcs = vcsWithBuildDateFallback({buildDate, warn: (m) => warnings.push(m)});
    vcs.initialize({siteDir: dir});
    vcs.initialize({siteDir: dir});
    const file = path.join(dir, 'page.mdx');
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({timestamp: buildDate.getTime(), author: ''});
    await expect(vcs.getFileCreationInfo(file)).resolves.toEqual({timestamp: buildDate.getTime(), author: ''});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Not a Git worktree.*build date/);
  });

  it('uses the Git history inside a worktree', async () => {
    const warnings: string[] = [];
    const vcs = vcsWithBuildDateFallback({buildDate, warn: (m) => warnings.push(m)});
    const siteDir = path.resolve(__dirname, '../../../..');
    vcs.initialize({siteDir});
    // A file Git does not track has no date in the history, rather than the build date.
    await expect(vcs.getFileLastUpdateInfo(path.join(siteDir, 'no-such-file.mdx'))).resolves.not.toEqual(
      expect.objectContaining({timestamp: buildDate.getTime()}),
    );
    expect(warnings).toEqual([]);
  });

  it('refuses to answer before it is initialized', async () => {
    const vcs = vcsWithBuildDateFallback({buildDate, warn: () => undefined, isGitWorktree: () => false});
    await expect(vcs.getFileLastUpdateInfo('/x')).rejects.toThrow(/before it was initialized/);
  });
});
