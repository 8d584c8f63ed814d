/**
 * Unit and component tests (jsdom + Testing Library). Docusaurus's client aliases are mapped to
 * small stand-ins in src/test/stubs so components render outside a Docusaurus build.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'jsdom',
  // Every core: Jest's default leaves one to its own process, which mostly waits (on a 2-core
  // machine, one worker: 137 s against 79 s with two).
  maxWorkers: '100%',
  roots: [
    '<rootDir>/src',
    '<rootDir>/pages',
    '<rootDir>/scripts',
    '<rootDir>/bench',
    '<rootDir>/packages',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
          target: 'es2022',
        },
        module: {type: 'commonjs'},
      },
    ],
  },
  // Docusaurus's own Translate/Interpolate run in tests (ESM, so transformed); with no
  // translations loaded they render each message's English default, as the en build does.
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/core/lib/client/)'],
  moduleNameMapper: {
    '^@docusaurus/Translate$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/Translate.js',
    '^@docusaurus/Interpolate$':
      '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/Interpolate.js',
    '^@generated/codeTranslations$': '<rootDir>/src/test/stubs/codeTranslations.ts',
    '^@generated/i18n$': '<rootDir>/src/test/stubs/i18n.ts',
    '^@generated/docusaurus.config$': '<rootDir>/src/test/stubs/docusaurusConfig.ts',
    '^@generated/routes$': '<rootDir>/src/test/stubs/routes.ts',
    '\\.css$': '<rootDir>/src/test/stubs/cssModule.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/src/test/stubs/Link.tsx',
    '^@docusaurus/useGlobalData$': '<rootDir>/src/test/stubs/useGlobalData.ts',
    '^@docusaurus/ExecutionEnvironment$': '<rootDir>/src/test/stubs/ExecutionEnvironment.ts',
    '^@docusaurus/theme-common$': '<rootDir>/src/test/stubs/themeCommon.tsx',
    '^@docusaurus/Head$': '<rootDir>/src/test/stubs/Head.tsx',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/src/test/stubs/useDocusaurusContext.ts',
    '^@docusaurus/router$': '<rootDir>/src/test/stubs/router.ts',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/src/test/stubs/useBrokenLinks.ts',
    '^@theme/Layout$': '<rootDir>/src/test/stubs/Layout.tsx',
    '^@theme/TOCItems$': '<rootDir>/src/test/stubs/TOCItems.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
