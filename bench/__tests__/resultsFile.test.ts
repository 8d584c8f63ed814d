/**
 * @jest-environment node
 */
import {
  benchMarkdown,
  comparison,
  indexLine,
  calibrationLines,
  searchMarkdown,
  targetLine,
  type BenchResults,
  type LighthouseMedians,
  type SearchResults,
} from '../resultsFile';

const run = {
  started: '2026-11-28T01:10:00.000Z',
  finished: '2026-11-28T01:40:30.000Z',
  commit: 'abc1234def',
  uncommittedChanges: false,
  command: 'npm run bench -- --rounds 3',
  benchmarkIndexes: [1600, 1400, 1500],
  versions: {Node: '20.20.0', Chromium: '156.0', Lighthouse: '12.8.2'},
};

const scores = (performance: number, tbt: number, lcp: number): LighthouseMedians => ({
  performance,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  fcp: 900.4,
  lcp,
  tbt,
  cls: 0.0123,
});

const bench: BenchResults = {
  run,
  rounds: 3,
  calibrations: [
    {
      round: 1,
      indexes: [1500, 1400, 1610],
      index: 1500,
      multipliers: {'low-tier': 5.68, cheapest: 7.1},
    },
  ],
  profiles: [
    {name: 'mobile', title: 'default mobile profile'},
    {name: 'low-tier', title: 'low-tier phone'},
  ],
  pages: [
    {
      label: 'stock Docusaurus 3.10.2 /',
      stock: true,
      bytes: {html: 4096, js: 153600, css: 15360, requests: 9},
      lighthouse: {mobile: scores(84, 526, 2000), 'low-tier': scores(66, 1678, 3300)},
    },
    {
      label: '/',
      stock: false,
      bytes: {html: 9932.8, js: 164864, css: 25088, requests: 12},
      lighthouse: {mobile: scores(96, 116.4, 2200), 'low-tier': scores(75, 864, 2970)},
    },
    {
      label: '/pricing',
      stock: false,
      bytes: {html: 7884.8, js: 163840, css: 25088, requests: 13},
      lighthouse: {mobile: scores(80, 182, 1800), 'low-tier': scores(62, 1188, 2885)},
    },
  ],
};

describe('benchMarkdown', () => {
  const md = benchMarkdown(bench);

  it('says where and when the figures were measured', () => {
    expect(md).toContain('`abc1234def`');
    expect(md).not.toContain('uncommitted');
    expect(md).toContain('2026-11-28 01:10:00 UTC, 30.5 min');
    expect(md).toContain('`npm run bench -- --rounds 3`');
    expect(md).toContain('1500 (median; 1400–1600 over 3 measurements)');
    expect(md).toContain('Lighthouse 12.8.2');
  });

  it('marks a run of a working tree that differs from its commit', () => {
    expect(benchMarkdown({...bench, run: {...run, uncommittedChanges: true}})).toContain(
      '`abc1234def` with uncommitted changes',
    );
  });

  it('writes one row per page with its bytes, and a table per profile', () => {
    expect(md).toContain('| / | 9.7 | 161.0 | 24.5 | 12 | 100 | 96 | 100 |');
    expect(md).toContain('## Lighthouse: default mobile profile');
    expect(md).toContain('## Lighthouse: low-tier phone');
    expect(md).toContain('| /pricing | 62 | 1188 | 2885 | 900 | 0.012 |');
    expect(md).toContain('| / | 96 | 116 | 2200 | 900 | 0.012 |');
  });

  it("gives each round's calibration: the indexes measured and each phone's multiplier", () => {
    expect(md).toContain(
      '  - Round 1: index 1500 (median of 3: 1500, 1400, 1610) → low-tier CPU ×5.68, cheapest CPU ×7.10',
    );
  });

  it("says which routes miss a profile's target, and leaves stock out of it", () => {
    expect(md).toContain(
      'Target 90 or more, TBT at most 300 ms: missed by / 75 (TBT 864 ms), /pricing 62 (TBT 1188 ms).',
    );
    expect(md).toContain('Target 95 or more: missed by /pricing 80.');
  });

  it('leaves out the breakdown unless it was measured', () => {
    expect(md).not.toContain('main-thread time');
    const withBreakdown = benchMarkdown({
      ...bench,
      pages: bench.pages.map((p) => ({
        ...p,
        breakdown: {
          groups: {scriptEvaluation: 1012.6, styleLayout: 400},
          longTasks: [120, 800.2, 300],
          heaviestScripts: [{file: 'main.js', ms: 950}],
          lcpElement: 'main > h1',
        },
      })),
    });
    expect(withBreakdown).toContain("## Where the low-tier phone's main-thread time goes (ms)");
    expect(withBreakdown).toContain('| / | 1013 | 400 | 0 | 0 | 0 | 0 | 3: 800, 300, 120 |');
    expect(withBreakdown).toContain('main.js 950 | `main > h1` |');
  });

  it('writes bytes alone when Lighthouse did not run', () => {
    const bytesOnly = benchMarkdown({
      ...bench,
      run: {...run, benchmarkIndexes: []},
      rounds: 0,
      calibrations: [],
      profiles: [],
      pages: bench.pages.map((p) => ({...p, lighthouse: {}})),
    });
    expect(bytesOnly).toContain('index: not measured');
    expect(bytesOnly).toContain('| /pricing | 7.7 | 160.0 | 24.5 | 13 | - | - | - |');
    expect(bytesOnly).not.toContain('## Lighthouse');
  });
});

describe('targets', () => {
  it('says so when every route of ours meets the target', () => {
    const fast = bench.pages.map((p) => ({
      ...p,
      lighthouse: {
        ...p.lighthouse,
        'low-tier': scores(p.stock ? 60 : 92, p.stock ? 900 : 250, 2000),
      },
    }));
    expect(targetLine(fast, 'low-tier')).toBe(
      'Target 90 or more, TBT at most 300 ms: every route of ours meets it',
    );
  });

  it('counts a route over the blocking-time budget as missing, whatever its score', () => {
    const blocking = bench.pages.map((p) => ({
      ...p,
      lighthouse: {...p.lighthouse, 'low-tier': scores(93, p.label === '/' ? 310 : 200, 2000)},
    }));
    expect(targetLine(blocking, 'low-tier')).toBe(
      'Target 90 or more, TBT at most 300 ms: missed by / 93 (TBT 310 ms)',
    );
  });

  it('has no target for a profile that is not a phone', () => {
    expect(targetLine(bench.pages, 'desktop')).toBeNull();
  });
});

describe('comparison with stock Docusaurus', () => {
  it('names our lowest page, our highest TBT and every page below stock', () => {
    const line = comparison(bench.pages, 'mobile');
    expect(line).toContain('ours: lowest 80 (/pricing), highest TBT 182 ms (/pricing)');
    expect(line).toContain('stock Docusaurus 84 (TBT 526 ms)');
    expect(line).toContain("below stock's best (84): /pricing 80");
    expect(line).toContain("LCP against stock's home page (2000 ms): / +10 %, /pricing -10 %");
  });

  it('says so when no page is below stock', () => {
    const pages = bench.pages.filter((p) => p.label !== '/pricing');
    expect(comparison(pages, 'mobile')).toContain("no route below stock's best (84)");
  });

  it('leaves stock out when it was not measured', () => {
    expect(comparison(bench.pages.slice(1), 'low-tier')).toBe(
      'ours: lowest 62 (/pricing), highest TBT 1188 ms (/pricing)',
    );
  });
});

describe('the machine', () => {
  it('gives the median index and its range', () => {
    expect(indexLine([2000, 1000, 3000, 1500, 2500])).toBe(
      '2000 (median; 1000–3000 over 5 measurements)',
    );
  });

  it('lists every calibration, one line a round', () => {
    const lines = calibrationLines([
      {round: 1, indexes: [2640], index: 2640, multipliers: {'low-tier': 10}},
      {round: 2, indexes: [1320, 1400], index: 1400, multipliers: {'low-tier': 5.3}},
    ]);
    expect(lines).toEqual([
      'Round 1: index 2640 (median of 1: 2640) → low-tier CPU ×10.00',
      'Round 2: index 1400 (median of 2: 1320, 1400) → low-tier CPU ×5.30',
    ]);
  });
});

describe('searchMarkdown', () => {
  const search: SearchResults = {
    run: {...run, command: 'npm run bench:search', finished: '2026-11-28T01:11:05.000Z'},
    build: {
      wholeMs: 12000,
      indexing: [
        {locale: 'en', pages: 40, ms: 600},
        {locale: 'sw', pages: 38, ms: 400},
      ],
    },
    indexBytes: [
      {folder: '/pagefind', bytes: 362496},
      {folder: '/sw/pagefind', bytes: 320512},
    ],
    editions: [
      {
        home: '/',
        firstQuery: 'cement',
        fetched: {bytes: 150016, contentBytes: 130048, requests: 11},
        searchFiles: {bytes: 60416, requests: 8},
        keystrokeToResultsMs: [70, 53, 59, 87, 61],
      },
    ],
  };
  const md = searchMarkdown(search);

  it('says where and when, and how long the run took', () => {
    expect(md).toContain('# Search benchmark: the latest run');
    expect(md).toContain('2026-11-28 01:10:00 UTC, 65 s');
    expect(md).toContain('1500 (median; 1400–1600 over 3 measurements)');
  });

  it('writes what indexing adds to the build', () => {
    expect(md).toContain('| sw | 38 | 400 |');
    expect(md).toContain('Whole build 12.0 s, of which indexing 1.0 s: 9.1 % added');
  });

  it('writes the index size and the first query per edition', () => {
    expect(md).toContain('| `/sw/pagefind` | 313.0 |');
    expect(md).toContain('| / | “cement” | 146.5 | 127.0 | 11 | 59.0 | 8 | 61 (of 5) | 53–87 |');
  });

  it('leaves out the build when it was skipped', () => {
    expect(searchMarkdown({...search, build: undefined})).not.toContain('## Build');
  });

  it('writes hits@3 per edition when the relevance table ran, and nothing when it did not', () => {
    const withQuality = searchMarkdown({
      ...search,
      quality: [
        {edition: 'en', hits: 49, queries: 50},
        {edition: 'sw', hits: 48, queries: 50},
      ],
    });
    expect(withQuality).toContain('## What it finds');
    expect(withQuality).toContain('| sw | 50 | 48 | 96.0 |');
    expect(md).not.toContain('## What it finds');
  });
});
