#!/usr/bin/env node
/**
 * The build test of writers' files that hold code (scripts/hostileFixture.ts): builds a copy of
 * blog/ with an article holding each refused thing, and passes only if the build fails naming
 * the file, the line and what is allowed, for every one of them.
 */
import {spawnSync} from 'node:child_process';
import createJiti from 'jiti';

const load = createJiti(import.meta.filename);
const {writeRefusedFixture, refusedBlogDir} = load('./hostileFixture.ts');
const {allowedSummary} = load('../src/plugins/writersContent.ts');
const {file, expected} = writeRefusedFixture();
const build = spawnSync('docusaurus', ['build', '--out-dir', '.build-fixture/refused-build'], {
  env: {...process.env, INSIGHTS_DIR: refusedBlogDir, SITE_LOCALES: 'en'},
  encoding: 'utf8',
});
const output = `${build.stdout}\n${build.stderr}`;
const missing = [...expected, allowedSummary].filter((line) => !output.includes(line));
if (build.status === 0 || missing.length > 0) {
  console.error(output);
  console.error(
    build.status === 0
      ? `The build of ${file} succeeded: code in a writer's file must stop it.`
      : `The build stopped, but did not say:\n${missing.join('\n')}`,
  );
  process.exit(1);
}
console.log(`refused content: the build stops on ${file}, naming ${expected.length} lines`);
