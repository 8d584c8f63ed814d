/**
 * Writers' front matter compiled by Docusaurus's real MDX loader with the site's own
 * parseFrontMatter hook, and the page's module evaluated as the build and the browser evaluate it
 * (scripts/frontMatterCorpus.ts says what and why):
 *   node --test scripts/front-matter-corpus.test.mjs
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';
import {transformSync} from '@swc/core';
import configValidation from '@docusaurus/core/lib/server/configValidation.js';
import {mdxLoader} from '@docusaurus/mdx-loader/lib/loader.js';

const jiti = createJiti(import.meta.filename);
const {
  ranName,
  frontMatterValues,
  collectionFiles,
  dataFiles,
  prototypeKeys,
  controlCharacters,
  typedLines,
  valueAt,
  fileWithValue,
  fileWithLines,
  dataFileWithValue,
  siteFile,
} = jiti('./frontMatterCorpus.ts');
const {writersMarkdownOptions} = jiti('./writersCorpus.ts');
const {siteFrontMatter} = jiti('../src/plugins/siteFrontMatter.ts');
const {readYaml} = jiti('../src/plugins/yamlReader.ts');
const {contentFolders} = jiti('../src/plugins/translations/twins.ts');

const siteDir = path.resolve(import.meta.dirname, '..');
const parseFrontMatter = siteFrontMatter({
  siteDir,
  photosDir: path.join(os.tmpdir(), 'front-matter-corpus-photos'),
  translationSources: Object.fromEntries(
    Object.values(contentFolders).map(({dir, translations}) => [translations, dir]),
  ),
});
const markdown = writersMarkdownOptions(configValidation.DEFAULT_MARKDOWN_CONFIG);
const options = {...markdown, markdownConfig: {...markdown.markdownConfig, parseFrontMatter}};

/** What ran while a module was evaluated: a payload's call, or a require() of anything but JSX's. */
const ran = [];
globalThis[ranName] = (what) => ran.push(`${ranName}(${what})`);
const require = createRequire(import.meta.url);
const allowedImports = new Set(['react/jsx-runtime', '@mdx-js/react']);

/** The page's module as the loader writes it, for the server's compilation, as the build's. */
function loaded(file, fileContent) {
  const resourcePath = siteFile(file);
  return new Promise((resolve, reject) =>
    mdxLoader.call(
      {
        _compiler: {name: 'server'},
        async: () => (error, code) => (error ? reject(error) : resolve(code)),
        getOptions: () => options,
        resourcePath,
        resource: resourcePath,
        addDependency() {},
      },
      fileContent,
    ),
  );
}

/** The module's exports, evaluated in this realm (so prototypes compare) as CommonJS. */
function evaluated(code) {
  const {code: commonJs} = transformSync(code, {
    jsc: {parser: {syntax: 'ecmascript', jsx: true}, target: 'es2022'},
    module: {type: 'commonjs'},
  });
  const module = {exports: {}};
  const requireOf = (name) => {
    if (allowedImports.has(name)) return require(name);
    ran.push(`require(${name})`);
    return {};
  };
  new Function('require', 'module', 'exports', commonJs)(requireOf, module, module.exports);
  return module.exports;
}

/** The front matter the hook gives, and the one the page's module holds. */
async function compiled(file, fileContent) {
  const before = ran.length;
  const {frontMatter: given} = await parseFrontMatter({filePath: siteFile(file), fileContent});
  const {frontMatter: inModule} = evaluated(await loaded(file, fileContent));
  assert.deepEqual(ran.slice(before), [], `${file}: code ran`);
  assert.equal(Object.getPrototypeOf(inModule), Object.prototype, `${file}: prototype changed`);
  assert.deepStrictEqual(inModule, given, `${file}: the module's front matter is not the hook's`);
  return inModule;
}

const counts = {kept: 0, refused: 0};

test(`each value, in each field of each collection, reaches the page's module as typed`, async (t) => {
  for (const entry of collectionFiles) {
    await t.test(entry.collection, async () => {
      for (const value of frontMatterValues) {
        const frontMatter = await compiled(entry.file, fileWithValue(entry, value));
        for (const at of entry.fields) {
          assert.equal(valueAt(frontMatter, at), value, `${entry.file} ${at.join('.')}`);
          counts.kept++;
        }
      }
    });
  }
});

test('values and keys as a writer types them in YAML reach the module as typed', async (t) => {
  for (const entry of collectionFiles) {
    await t.test(entry.collection, async () => {
      for (const [line, key, value] of typedLines) {
        const frontMatter = await compiled(entry.file, fileWithLines(entry, line));
        assert.equal(String(frontMatter[key]), value, `${entry.file}: ${line}`);
        counts.kept++;
      }
    });
  }
});

/** The loader's refusal of `fileContent`, which must name `file` and say `says`. */
async function assertRefused(file, fileContent, says) {
  const before = ran.length;
  await assert.rejects(loaded(file, fileContent), (error) => {
    assert.ok(
      error.message.includes(says),
      `${file}: refused without saying ${says}:\n${error.message}`,
    );
    return true;
  });
  assert.deepEqual(ran.slice(before), [], `${file}: code ran`);
  counts.refused++;
}

test('a key that reaches the prototype is refused, at any depth, naming the file and field', async (t) => {
  for (const entry of collectionFiles) {
    await t.test(entry.collection, async () => {
      for (const [lines, field] of prototypeKeys) {
        await assertRefused(
          entry.file,
          fileWithLines(entry, lines),
          `${entry.file}: the field "${field}" is not allowed`,
        );
      }
    });
  }
});

test('a control character is refused, naming the file, line and character', async (t) => {
  for (const entry of collectionFiles) {
    await t.test(entry.collection, async () => {
      for (const [typed, code, shown] of controlCharacters) {
        const content = fileWithLines(entry, `note: ${typed}`);
        const line = content.split('\n').findIndex((l) => l.startsWith('note:')) + 1;
        await assertRefused(
          entry.file,
          content,
          `${entry.file}:${line}: the text "${shown}" holds an invisible control character (${code}`,
        );
      }
    });
  }
});

test('the data files a writer edits keep each value as typed and refuse prototype keys', async (t) => {
  for (const entry of dataFiles) {
    await t.test(entry.collection, () => {
      for (const value of frontMatterValues) {
        const data = readYaml(dataFileWithValue(entry, value), entry.file);
        for (const at of entry.fields) {
          assert.equal(valueAt(data, at), value);
          counts.kept++;
        }
      }
      const [outer] = entry.fields[0];
      const withKey = `${dataFileWithValue(entry, 'x')}\n`.replace(
        typeof outer === 'number' ? /^- /m : new RegExp(`^${outer}:\\n`, 'm'),
        (start) =>
          typeof outer === 'number'
            ? `- __proto__: {admin: true}\n  `
            : `${start}  __proto__: {admin: true}\n`,
      );
      assert.throws(() => readYaml(withKey, entry.file), {
        message: new RegExp(
          `^${entry.file.replace(/[./]/g, '\\$&')}: the field "(\\w+|\\[0\\])\\.?__proto__" is not allowed`,
        ),
      });
      counts.refused++;
    });
  }
});

test('each case was judged', () => {
  console.log(
    `front-matter corpus: ${counts.kept} values kept as typed, ${counts.refused} files refused, nothing run`,
  );
  assert.ok(counts.kept > 0 && counts.refused > 0);
});
