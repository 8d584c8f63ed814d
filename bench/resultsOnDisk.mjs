/**
 * What the benchmarks need around the pure writer (resultsFile.ts): the run's commit and
 * versions, and writing the Markdown into docs/performance/ formatted as Prettier formats the
 * repository, so the file is committed as written.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import * as prettier from 'prettier';

const jiti = createJiti(import.meta.filename);
/** The pure writer and the phones (TypeScript, loaded as the other scripts load theirs). */
export const resultsFile = jiti('./resultsFile.ts');
export const phones = jiti('./phones.ts');

/** The commit measured, read when the run starts, and whether the working tree differs from it. */
export function gitState(root) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
    } catch {
      return null;
    }
  };
  const commit = git('rev-parse', '--short=10', 'HEAD');
  const status = git('status', '--porcelain', '--untracked-files=no');
  return {commit: commit ?? 'outside Git', uncommittedChanges: Boolean(status)};
}

/** The command as a reader would type it again, with the options given. */
export function commandLine(script, args) {
  return [`npm run ${script}`, ...(args.length ? ['--', ...args] : [])].join(' ');
}

/**
 * Writes `markdown` to `file` (relative to the repository, or absolute), formatted as Prettier
 * formats the repository; returns its path.
 */
export async function writeResults(root, file, markdown) {
  const target = path.resolve(root, file);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const formatted = await prettier.format(markdown, {...options, filepath: target});
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, formatted);
  return path.relative(root, target);
}
