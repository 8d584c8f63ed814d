/**
 * The hostile corpus against writers' files (scripts/writersCorpus.ts says what and why):
 *   node --test scripts/writers-corpus.test.mjs
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import createJiti from 'jiti';
import * as runtime from 'react/jsx-runtime';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {run} from '@mdx-js/mdx';
import configValidation from '@docusaurus/core/lib/server/configValidation.js';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor.js';
import preprocessor from '@docusaurus/mdx-loader/lib/preprocessor.js';

const preprocessContent = preprocessor.default;

const {
  corpus,
  variantsOf,
  expressionVariants,
  addressAttacks,
  addressPlaces,
  places,
  markupProblems,
  writersMarkdownOptions,
  corpusFileOf,
  withHead,
  headLines,
} = createJiti(import.meta.filename)('./writersCorpus.ts');

const options = {
  ...writersMarkdownOptions(configValidation.DEFAULT_MARKDOWN_CONFIG),
  outputFormat: 'function-body',
};
const processor = await createProcessorUncached({options, format: 'mdx'});

/** What ran while a page was compiled or rendered: every payload calls one of these to show it ran. */
const ran = [];
for (const name of ['alert', 'prompt', 'confirm', 'print', 'ran']) {
  globalThis[name] = (...args) => ran.push(`${name}(${args.join(', ')})`);
}
// An address Docusaurus resolves to a file becomes the bundler's require() of it: a writer's
// file never names one, so a require() is code that ran.
Object.assign(globalThis, {
  require: (file) => {
    ran.push(`require(${file})`);
    return {default: ''};
  },
});

/**
 * One writer's file: refused naming its file and a line, or rendered. A rendered page's body and
 * its table of contents are returned as HTML, as the theme writes them.
 */
async function compile(name, body) {
  const filePath = corpusFileOf(name);
  const fileContent = withHead(body);
  const content = preprocessContent({
    fileContent,
    filePath,
    admonitions: options.admonitions,
    markdownConfig: options.markdownConfig,
  });
  let compiled;
  try {
    compiled = await processor.process({
      content,
      filePath,
      frontMatter: {},
      compilerName: 'server',
    });
  } catch (error) {
    // The build prints a parser's message with the file (Docusaurus's MDX loader) and the place.
    const start = error.place?.start ?? error.place ?? error;
    const place = typeof start.line === 'number' ? `:${start.line}:${start.column}` : '';
    return {refused: `blog/.corpus/${name}.mdx${place}: ${error.message ?? error}`};
  }
  const module = await run(compiled.content, {
    ...runtime,
    baseUrl: import.meta.url,
    useMDXComponents: () => ({}),
  });
  const html = renderToStaticMarkup(createElement(module.default));
  return {html, toc: module.toc ?? []};
}

/** Docusaurus names the file of any error while compiling; the line is the message's or its place. */
const refusedWithLine = (message, name) =>
  message.startsWith(`blog/.corpus/${name}.mdx`) && /\d+:\d+/.test(message);

async function check(name, body) {
  const before = ran.length;
  const result = await compile(name, body);
  assert.equal(ran.slice(before).join('; '), '', `${name} ran code while compiled or rendered`);
  if ('refused' in result) {
    assert.ok(
      refusedWithLine(result.refused, name),
      `${name} was refused without naming the file and line: ${result.refused.slice(0, 300)}`,
    );
    return 'refused';
  }
  assert.deepEqual(markupProblems(result.html), [], `${name} rendered markup: ${body}`);
  // Docusaurus writes each table-of-contents entry as an HTML string (the theme shows it as text,
  // src/theme/TOCItems/Tree): even as HTML it holds only what a heading may.
  const entries = (toc) => toc.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
  for (const entry of entries(result.toc)) {
    assert.deepEqual(markupProblems(entry.value), [], `${name}'s contents entry: ${entry.value}`);
  }
  return 'rendered';
}

const counts = {refused: 0, rendered: 0};

test(`the corpus: ${corpus.payloads.length} payloads (${corpus.source})`, async (t) => {
  for (const [place, put] of Object.entries(places)) {
    await t.test(place, async () => {
      for (const [i, payload] of corpus.payloads.entries()) {
        for (const [v, words] of variantsOf(payload, i).entries()) {
          counts[await check(`${place.replace(/\W+/g, '-')}-${i}-${v}`, put(words))]++;
        }
      }
    });
  }
});

test('expressions that a regular expression would read as comments', async (t) => {
  for (const [place, put] of Object.entries(places)) {
    await t.test(place, async () => {
      for (const [i, expression] of expressionVariants.entries()) {
        counts[await check(`expression-${place.replace(/\W+/g, '-')}-${i}`, put(expression))]++;
      }
    });
  }
});

test('addresses that name a file or a loader are refused, naming the line', async (t) => {
  for (const [place, put] of Object.entries(addressPlaces)) {
    await t.test(place, async () => {
      for (const [i, address] of addressAttacks.entries()) {
        const name = `address-${place.replace(/\W+/g, '-')}-${i}`;
        assert.equal(await check(name, put(address)), 'refused', `${place}: ${address}`);
        counts.refused++;
      }
    });
  }
});

test('each case was judged', () => {
  console.log(
    `writers' corpus: ${counts.refused + counts.rendered} files, ${counts.refused} refused, ${counts.rendered} rendered as text (first line of a body: ${headLines + 1})`,
  );
  assert.ok(counts.refused > 0 && counts.rendered > 0);
});
