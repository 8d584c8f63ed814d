// Lint for words: every UI word goes through Docusaurus i18n (translate() / <Translate>), so a
// second locale needs translations only. Type checking is tsc's job; this lints nothing else.
import tsParser from '@typescript-eslint/parser';
import docusaurus from '@docusaurus/eslint-plugin';

export default [
  {ignores: ['build/**', 'build-*/**', '.docusaurus/**', 'node_modules/**', 'test-results/**']},
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: {parser: tsParser, parserOptions: {ecmaFeatures: {jsx: true}}},
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '–', '|', '/', '×', '→', '←', '+', ':', '(', ')', '*']},
      ],
    },
  },
];
