import {firstScriptShares, origin, type BundleStats} from '../firstScript';

describe('origin', () => {
  it('names a package, a scoped package, a generated file and a folder of the site', () => {
    expect(origin('../main/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(
      'react-dom',
    );
    expect(origin('./node_modules/@docusaurus/theme-common/lib/index.js')).toBe(
      '@docusaurus/theme-common',
    );
    expect(origin('./.docusaurus/registry.js')).toBe('.docusaurus/registry.js');
    expect(origin('./src/components/SiteFooter/index.tsx')).toBe('src/components/SiteFooter');
    expect(origin('./src/data/quoteOutcome.ts')).toBe('src/data/quoteOutcome.ts');
  });
});

describe('firstScriptShares', () => {
  const stats: BundleStats = {
    chunks: [
      {id: 'main', initial: true},
      {id: 'runtime', initial: true},
      {id: 'contact', initial: false},
    ],
    modules: [
      {name: './node_modules/react-dom/cjs/a.js', size: 100, chunks: ['main']},
      {name: './node_modules/react-dom/cjs/b.js', size: 30, chunks: ['main']},
      {name: './src/data/quoteForm.ts', size: 25, chunks: ['contact']},
      {name: './src/data/quoteOutcome.ts', size: 3, chunks: ['main', 'contact']},
      {name: './src/css/custom.css', size: 500, chunks: ['main']},
      {
        name: './src/components/Card/styles.module.css',
        size: 9,
        chunks: ['main'],
        moduleType: 'css/auto',
      },
    ],
  };

  it("sums the first script's modules by where they come from, largest first", () => {
    expect(firstScriptShares(stats)).toEqual({
      total: 133,
      shares: [
        {name: 'react-dom', bytes: 130},
        {name: 'src/data/quoteOutcome.ts', bytes: 3},
      ],
    });
  });

  it('leaves out modules only later chunks load, and stylesheets', () => {
    const names = firstScriptShares(stats).shares.map((share) => share.name);
    expect(names).not.toContain('src/data/quoteForm.ts');
    expect(names.some((name) => name.startsWith('src/css') || name.includes('Card'))).toBe(false);
  });
});
