/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {TEST_VCS} from '@docusaurus/utils';
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
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toEqual({
      timestamp: buildDate.getTime(),
      author: '',
    });
    await expect(vcs.getFileCreationInfo(file)).resolves.toEqual({
      timestamp: buildDate.getTime(),
      author: '',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Not a Git worktree.*build date/);
  });

  it('answers from the default Docusaurus VCS inside a worktree', async () => {
    const warnings: string[] = [];
    const vcs = vcsWithBuildDateFallback({
      buildDate,
      warn: (m) => warnings.push(m),
      isGitWorktree: () => true,
    });
    vcs.initialize({siteDir: path.resolve(__dirname, '../../../..')});
    // Under Jest, Docusaurus's default VCS answers its fixed test dates instead of reading Git.
    await expect(vcs.getFileLastUpdateInfo('/site/page.mdx')).resolves.toEqual(
      TEST_VCS.LAST_UPDATE_INFO,
    );
    await expect(vcs.getFileCreationInfo('/site/page.mdx')).resolves.toEqual(
      TEST_VCS.CREATION_INFO,
    );
    expect(warnings).toEqual([]);
  });

  it('finds this checkout inside a Git worktree and a temporary folder outside one', () => {
    const inside: boolean[] = [];
    for (const siteDir of [path.resolve(__dirname, '../../../..'), dir]) {
      let warned = false;
      vcsWithBuildDateFallback({buildDate, warn: () => (warned = true)}).initialize({siteDir});
      inside.push(!warned);
    }
    expect(inside).toEqual([true, false]);
  });

  it('refuses to answer before it is initialized', async () => {
    const vcs = vcsWithBuildDateFallback({
      buildDate,
      warn: () => undefined,
      isGitWorktree: () => false,
    });
    await expect(vcs.getFileLastUpdateInfo('/x')).rejects.toThrow(/before it was initialized/);
  });
});
