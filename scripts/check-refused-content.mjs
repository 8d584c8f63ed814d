#!/usr/bin/env node
/**
 * The build tests of writers' files that hold code (scripts/hostileFixture.ts): builds a copy of
 * blog/ with an article holding each refused thing, and one with an article whose front matter
 * names the prototype; passes only if each build fails naming the file, and the line or field,
 * of every one of them (and, for the body, what is allowed).
 */
import {spawn} from 'node:child_process';
import createJiti from 'jiti';

const load = createJiti(import.meta.filename);
const {writeRefusedFixture, refusedBlogDir, writePrototypeFixture, prototypeBlogDir} =
  load('./hostileFixture.ts');
const {allowedSummary} = load('../src/plugins/writersContent.ts');

/** The output of a build of `blogDir` (English only: the checks are the same in each edition). */
function build(blogDir, outDir) {
  return new Promise((resolve) => {
    const child = spawn('docusaurus', ['build', '--out-dir', outDir], {
      env: {...process.env, INSIGHTS_DIR: blogDir, SITE_LOCALES: 'en'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({status, output}));
  });
}

const cases = [
  {...writeRefusedFixture(), blogDir: refusedBlogDir, also: [allowedSummary]},
  {...writePrototypeFixture(), blogDir: prototypeBlogDir, also: []},
];
// The second build stops while it reads the articles, so the two take little longer than one.
const results = await Promise.all(
  cases.map(({blogDir}, i) => build(blogDir, `.build-fixture/refused-build-${i}`)),
);
let failed = false;
for (const [i, {file, expected, also}] of cases.entries()) {
  const {status, output} = results[i];
  const missing = [...expected, ...also].filter((line) => !output.includes(line));
  if (status === 0 || missing.length > 0) {
    failed = true;
    console.error(output);
    console.error(
      status === 0
        ? `The build of ${file} succeeded: it must stop.`
        : `The build stopped, but did not say:\n${missing.join('\n')}`,
    );
  } else {
    console.log(
      `refused content: the build stops on ${file}, naming ${expected.length === 1 ? 'the field' : `${expected.length} places`}`,
    );
  }
}
process.exit(failed ? 1 : 0);
