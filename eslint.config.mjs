// @ts-check
/**
 * The house rules that a tool can hold, as Docusaurus's own repository keeps them:
 * - ESLint's and typescript-eslint's recommended rules on every script of ours, untyped (tsc
 *   checks the types; the typed rules cost five times the time:
 *   docs/decisions/0026-eslint-untyped-with-layers.md);
 * - the rules of hooks and their exhaustive dependencies;
 * - every package imported declared in package.json;
 * - the layers of docs/architecture.md, one way: src/data ← src/lib ← src/components ← pages and src/theme;
 *   src/plugins read content files, data and pure lib modules, never components or theme;
 *   src/server (the host's functions' code) reads data and pure lib modules, and nothing that can
 *   reach the browser imports it;
 * - every UI word through Docusaurus i18n (translate() / <Translate>), so a second locale needs
 *   translations only.
 * Formatting is Prettier's (npm run format), so no rule here is about layout.
 */
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

const tests = ['**/__tests__/**', '**/*.test.{ts,tsx}', 'src/test/**'];

/**
 * @param {string | string[]} target the files of a layer
 * @param {string | string[]} from what they may not import
 * @param {string} message why, as the lint says it
 */
const layer = (target, from, message) => ({target, from, message});
/**
 * One zone per layer: what its files may not import. import-x resolves `@site/…` and relative
 * paths alike (through tsconfig), so the rule sees the file an import lands on; an import it
 * cannot resolve passes, which scripts/__tests__/lint-layers.test.ts guards against.
 */
const layerZones = [
  layer(
    './src/data',
    [
      './src/lib',
      './src/components',
      './src/theme',
      './src/plugins',
      './src/clientModules',
      './pages',
    ],
    'src/data is the bottom layer: it imports nothing above it.',
  ),
  layer(
    './src/lib',
    ['./src/components', './src/theme', './src/plugins', './src/clientModules', './pages'],
    'src/lib imports src/data only: components, theme, pages and plugins are above it.',
  ),
  layer(
    './src/components',
    ['./src/theme', './src/plugins', './src/clientModules', './pages'],
    'Components import src/data and src/lib only: content shapes are in src/data, shared code in src/lib.',
  ),
  layer(
    './src/plugins',
    ['./src/components', './src/theme', './src/clientModules', './src/lib/hooks', './pages'],
    'Plugins read content files, src/data and pure src/lib modules; never components, theme, hooks or pages.',
  ),
  layer(
    ['./src/theme', './pages', './src/clientModules'],
    './src/plugins',
    'Pages and theme read content through the content index (useContentIndex), not from plugin code.',
  ),
  layer(
    [
      './src/data',
      './src/lib',
      './src/components',
      './src/theme',
      './src/clientModules',
      './pages',
    ],
    './src/server',
    'src/server runs only on the host (Pages Functions), never in the browser: a type or constant the page shares with it lives in src/lib or src/data.',
  ),
  layer(
    './src/server',
    [
      './src/components',
      './src/theme',
      './src/clientModules',
      './src/plugins',
      './src/lib/hooks',
      './pages',
    ],
    'src/server runs on the host (Pages Functions): it reads src/data and pure src/lib modules; never components, theme, hooks, pages, client modules or build-time plugins.',
  ),
];
/** Test support (stand-ins, fixtures) is for tests only. */
const testSupportZone = layer(
  [
    './src/data',
    './src/lib',
    './src/components',
    './src/theme',
    './src/plugins',
    './src/server',
    './pages',
  ],
  './src/test',
  'src/test holds test stand-ins and fixtures: only tests import it.',
);

export default defineConfig(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.build-fixture/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},

  // Every script: ESLint's and typescript-eslint's recommended rules.
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // As in Docusaurus's own rules: `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },

  // Code that runs in Node: plugins, scripts, the benchmark, the browser tests' own code, configs.
  {
    files: [
      'src/plugins/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      '*.{js,mjs,cjs,ts}',
      '.*.{js,cjs}',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'packages/stringify-object/index.js'],
    languageOptions: {sourceType: 'commonjs'},
    // CommonJS loads with require().
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  // Code that runs in the browser (and is prerendered in Node).
  {
    files: ['src/**', 'pages/**'],
    ignores: ['src/plugins/**', 'src/server/**'],
    languageOptions: {globals: globals.browser},
  },
  // Code that runs on the host, as Cloudflare Pages Functions: a worker's globals (fetch,
  // Request, Response, crypto), no window or document.
  {
    files: ['src/server/**', 'functions/**', 'editor-site/functions/**', 'staff-site/functions/**'],
    languageOptions: {globals: globals.serviceworker},
  },
  // The benchmark hands functions to the browser (page.evaluate), which run there.
  {files: ['bench/**'], languageOptions: {globals: globals.browser}},
  {
    files: tests,
    languageOptions: {globals: {...globals.jest, ...globals.node}},
    // jest.isolateModules loads a module afresh only through require() inside its callback.
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },

  // React: the rules of hooks and exhaustive dependencies (the plugin's compiler checks are not
  // used: docs/decisions/0026-eslint-untyped-with-layers.md).
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['src/plugins/**', 'src/server/**'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },

  // Imports: every package imported is declared in package.json (a test or tool's own in
  // devDependencies), as Docusaurus's repository requires.
  {
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({project: './tsconfig.json'})],
    },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            ...tests,
            'e2e/**',
            'scripts/**',
            'bench/**',
            // Tools' configs; the site's (docusaurus.config.ts) runs in every build.
            '*.{js,mjs,cjs}',
            '.*.{js,cjs}',
          ],
        },
      ],
    },
  },

  // The layers.
  {
    files: ['src/**/*.{ts,tsx,mjs}', 'pages/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {zones: [...layerZones, testSupportZone]}],
    },
  },
  {
    files: ['{src,pages}/**/__tests__/**', '{src,pages}/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {'import-x/no-restricted-paths': ['error', {zones: layerZones}]},
  },

  // Words: every interface word through translate() / <Translate>.
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: tests,
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '–', '|', '/', '×', '→', '←', '+', ':', '(', ')', '*']},
      ],
    },
  },
);
