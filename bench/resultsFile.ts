/**
 * The benchmarks' results as Markdown: `npm run bench` and `npm run bench:search` write their
 * latest run to docs/performance/ (latest.md, search-latest.md), so the docs link to one current
 * table instead of carrying copies; earlier runs are in the file's Git history. Pure: the
 * benchmarks measure, these functions only write down what they measured, with the machine's
 * Lighthouse benchmark index, the date and the commit beside it (absolute figures follow the
 * CPU, so a figure without its machine says little).
 */

import {median, missedTargets, phoneProfiles, type Calibration} from './phones';

export {median};

/** Lighthouse's main-thread groups, in the order the breakdown shows them. */
export const breakdownGroups = [
  'scriptEvaluation',
  'styleLayout',
  'parseHTML',
  'scriptParseCompile',
  'paintCompositeRender',
  'other',
] as const;

/** Where and when a run was made. */
export type RunInfo = {
  /** When the run started and ended (ISO 8601, UTC). */
  started: string;
  finished: string;
  /** The commit measured, and whether the working tree had changes beside it. */
  commit: string;
  uncommittedChanges: boolean;
  /** The command as run, options included. */
  command: string;
  /** Lighthouse's benchmark index of this machine's CPU in each of the run's measurements. */
  benchmarkIndexes: number[];
  /** Versions that shape the figures: Node, Chromium, Lighthouse. */
  versions: Record<string, string>;
};

/** Lighthouse's medians for one page in one profile. */
export type LighthouseMedians = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

/** Where the low-tier phone's main-thread time went on one page (ms, medians). */
export type Breakdown = {
  groups: Record<string, number>;
  longTasks: number[];
  heaviestScripts: {file: string; ms: number}[];
  lcpElement: string | null;
};

/** One page measured by `npm run bench`: ours or stock Docusaurus's. */
export type PageResult = {
  label: string;
  stock: boolean;
  /** Bytes (gzip) loaded until the page has hydrated, and the requests made. */
  bytes: {html: number; js: number; css: number; requests: number};
  /** Profile name → medians; absent when Lighthouse did not run. */
  lighthouse: Record<string, LighthouseMedians>;
  breakdown?: Breakdown;
};

export type BenchResults = {
  run: RunInfo;
  rounds: number;
  /** Each round's calibration of this machine to the phones (bench/phones.ts). */
  calibrations: Calibration[];
  /** The Lighthouse profiles measured, in order, with their titles. */
  profiles: {name: string; title: string}[];
  pages: PageResult[];
};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ms = (value: number): string => String(Math.round(value));
const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c) => String(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The machine's index as the run saw it: median, range and count. */
export function indexLine(indexes: number[]): string {
  if (!indexes.length) return 'not measured';
  return `${Math.round(median(indexes))} (median; ${Math.round(Math.min(...indexes))}–${Math.round(
    Math.max(...indexes),
  )} over ${indexes.length} measurements)`;
}

function minutes(run: RunInfo): string {
  const seconds = (Date.parse(run.finished) - Date.parse(run.started)) / 1000;
  return seconds >= 90 ? `${(seconds / 60).toFixed(1)} min` : `${Math.round(seconds)} s`;
}

function runSection(run: RunInfo, extra: string[] = []): string {
  return [
    `- Command: \`${run.command}\``,
    `- Commit: \`${run.commit}\`${run.uncommittedChanges ? ' with uncommitted changes' : ''}`,
    `- Run: ${run.started.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')} UTC, ${minutes(run)}`,
    `- This machine's Lighthouse benchmark index: ${indexLine(run.benchmarkIndexes)}`,
    ...extra,
    `- Versions: ${Object.entries(run.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
  ].join('\n');
}

function header(title: string, command: string): string {
  return [
    `# ${title}`,
    '',
    `Written by \`${command}\` at the end of each run; do not edit by hand. Earlier runs are in`,
    "this file's Git history. How to run and read it: [the performance guide](../performance.md).",
  ].join('\n');
}

/**
 * How our pages compare with stock Docusaurus's in one profile, as one sentence: our lowest
 * score and highest blocking time, stock's scores, which of ours fall below stock's best, and
 * each of our pages' LCP against stock's home page.
 */
export function comparison(pages: PageResult[], profile: string): string {
  const ours = pages.filter((p) => !p.stock && p.lighthouse[profile]);
  const stock = pages.filter((p) => p.stock && p.lighthouse[profile]);
  if (!ours.length) return 'no page of ours measured';
  const of = (p: PageResult) => p.lighthouse[profile];
  const lowest = ours.reduce((a, b) => (of(b).performance < of(a).performance ? b : a));
  const worstTbt = ours.reduce((a, b) => (of(b).tbt > of(a).tbt ? b : a));
  const parts = [
    `ours: lowest ${of(lowest).performance} (${lowest.label}), highest TBT ${ms(of(worstTbt).tbt)} ms (${worstTbt.label})`,
  ];
  if (stock.length) {
    const best = Math.max(...stock.map((s) => of(s).performance));
    const below = ours.filter((o) => of(o).performance < best);
    const stockHome = of(stock[0]);
    parts.push(
      `stock Docusaurus ${stock.map((s) => of(s).performance).join(' · ')} (TBT ${stock
        .map((s) => ms(of(s).tbt))
        .join(' · ')} ms)`,
      below.length
        ? `below stock's best (${best}): ${below.map((o) => `${o.label} ${of(o).performance}`).join(', ')}`
        : `no route below stock's best (${best})`,
      `LCP against stock's home page (${ms(stockHome.lcp)} ms): ${ours
        .map((o) => `${o.label} ${signed(Math.round((of(o).lcp / stockHome.lcp - 1) * 100))} %`)
        .join(', ')}`,
    );
  }
  return parts.join('; ');
}

/** Each round's calibration: the index measured, and the multiplier of each phone. */
export function calibrationLines(calibrations: Calibration[]): string[] {
  return calibrations.map(
    ({round, indexes, index, multipliers}) =>
      `Round ${round}: index ${Math.round(index)} (median of ${indexes.length}: ${indexes
        .map(Math.round)
        .join(', ')}) → ${Object.entries(multipliers)
        .map(([name, m]) => `${name} CPU ×${m.toFixed(2)}`)
        .join(', ')}`,
  );
}

/** Whether a profile's pages meet its target (bench/phones.ts), and which do not. */
export function targetLine(pages: PageResult[], profile: string): string | null {
  const target = phoneProfiles[profile]?.target;
  if (!target) return null;
  const goal = `${target.performance} or more${target.tbt ? `, TBT at most ${target.tbt} ms` : ''}`;
  const missed = missedTargets(
    pages
      .filter((p) => p.lighthouse[profile])
      .map((p) => ({label: p.label, stock: p.stock, ...p.lighthouse[profile]})),
    target,
  );
  return missed.length
    ? `Target ${goal}: missed by ${missed.join(', ')}`
    : `Target ${goal}: every route of ours meets it`;
}

/** `npm run bench`'s results as the Markdown of docs/performance/latest.md. */
export function benchMarkdown(results: BenchResults): string {
  const {run, pages, profiles, rounds, calibrations} = results;
  const measured = profiles.filter((p) => pages.some((page) => page.lighthouse[p.name]));
  const first = measured[0]?.name;
  const extra = [
    `- Rounds: ${rounds}, interleaved (every page once per round); figures are medians`,
  ];
  if (calibrations.length) {
    extra.push(
      "- The phones, calibrated at the start of each round (this machine's index ÷ the phone's):",
      ...calibrationLines(calibrations).map((line) => `  - ${line}`),
    );
  }
  const out = [header('Benchmark: the latest run', 'npm run bench'), '', runSection(run, extra)];

  out.push(
    '',
    '## Bytes until the page is interactive',
    '',
    "Gzip bytes a phone (375 px) loads until the page has hydrated, and the requests made; accessibility, best practices and SEO are Lighthouse's, from the first profile.",
    '',
    table(
      ['page', 'HTML KB', 'JS KB', 'CSS KB', 'requests', 'a11y', 'best practices', 'SEO'],
      pages.map((p) => {
        const m = first ? p.lighthouse[first] : undefined;
        return [
          p.label,
          kb(p.bytes.html),
          kb(p.bytes.js),
          kb(p.bytes.css),
          p.bytes.requests,
          m?.accessibility ?? '-',
          m?.bestPractices ?? '-',
          m?.seo ?? '-',
        ];
      }),
    ),
  );

  for (const profile of measured) {
    out.push(
      '',
      `## Lighthouse: ${profile.title}`,
      '',
      table(
        ['page', 'performance', 'TBT ms', 'LCP ms', 'FCP ms', 'CLS'],
        pages
          .filter((p) => p.lighthouse[profile.name])
          .map((p) => {
            const m = p.lighthouse[profile.name];
            return [p.label, m.performance, ms(m.tbt), ms(m.lcp), ms(m.fcp), m.cls.toFixed(3)];
          }),
      ),
      '',
      `Same run: ${comparison(pages, profile.name)}.`,
    );
    const target = targetLine(pages, profile.name);
    if (target) out.push('', `${target}.`);
  }

  const broken = pages.filter((p) => p.breakdown);
  if (broken.length) {
    out.push(
      '',
      "## Where the low-tier phone's main-thread time goes (ms)",
      '',
      table(
        ['page', ...breakdownGroups, 'long tasks', 'heaviest scripts', 'LCP element'],
        broken.map((p) => {
          const b = p.breakdown as Breakdown;
          const tasks = [...b.longTasks].sort((x, y) => y - x);
          return [
            p.label,
            ...breakdownGroups.map((g) => ms(b.groups[g] ?? 0)),
            `${tasks.length}: ${tasks.slice(0, 4).map(ms).join(', ')}`,
            b.heaviestScripts.map((s) => `${s.file} ${ms(s.ms)}`).join(', '),
            b.lcpElement ? `\`${b.lcpElement}\`` : '-',
          ];
        }),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

/** `npm run bench:search`'s results. */
export type SearchResults = {
  run: RunInfo;
  /** Absent with --skip-build. */
  build?: {wholeMs: number; indexing: {locale: string; pages: number; ms: number}[]};
  /** Each edition's index folder and its bytes on disk. */
  indexBytes: {folder: string; bytes: number}[];
  editions: {
    home: string;
    firstQuery: string;
    /** Everything fetched from opening the search to the first query's results. */
    fetched: {bytes: number; contentBytes: number; requests: number};
    searchFiles: {bytes: number; requests: number};
    /** From the keystroke that completes a query to its results on screen, index loaded. */
    keystrokeToResultsMs: number[];
  }[];
  /** The relevance table's hits@3 per edition (scripts/search-relevance.test.mjs); absent if it could not run. */
  quality?: {edition: string; hits: number; queries: number}[];
};

/** `npm run bench:search`'s results as the Markdown of docs/performance/search-latest.md. */
export function searchMarkdown(results: SearchResults): string {
  const {run, build, indexBytes, editions, quality} = results;
  const out = [
    header('Search benchmark: the latest run', 'npm run bench:search'),
    '',
    runSection(run),
  ];
  if (build) {
    const indexMs = build.indexing.reduce((sum, step) => sum + step.ms, 0);
    out.push(
      '',
      '## Build',
      '',
      table(
        ['edition', 'pages indexed', 'indexing ms'],
        build.indexing.map((step) => [step.locale, step.pages, step.ms]),
      ),
      '',
      `Whole build ${(build.wholeMs / 1000).toFixed(1)} s, of which indexing ${(
        indexMs / 1000
      ).toFixed(
        1,
      )} s: ${((indexMs / (build.wholeMs - indexMs)) * 100).toFixed(1)} % added to the build without it.`,
    );
  }
  out.push(
    '',
    '## Index on disk',
    '',
    table(
      ['folder', 'KB'],
      indexBytes.map((i) => [`\`${i.folder}\``, kb(i.bytes)]),
    ),
    '',
    '## In the browser (375 px, cold cache)',
    '',
    "The first query: everything fetched from opening the search dialog to its results (content, and the local server's HTTP/1.1 headers), of it the search's own files (`/pagefind/`); then the time from the keystroke that completes a query to its results on screen, the index loaded.",
    '',
    table(
      [
        'edition',
        'first query',
        'fetched KB',
        'of it content KB',
        'requests',
        'search files KB',
        'search requests',
        'keystroke to results ms (median)',
        'range ms',
      ],
      editions.map((e) => {
        const times = e.keystrokeToResultsMs;
        return [
          e.home,
          `“${e.firstQuery}”`,
          kb(e.fetched.bytes),
          kb(e.fetched.contentBytes),
          e.fetched.requests,
          kb(e.searchFiles.bytes),
          e.searchFiles.requests,
          `${ms(median(times))} (of ${times.length})`,
          `${ms(Math.min(...times))}–${ms(Math.max(...times))}`,
        ];
      }),
    ),
  );
  if (quality && quality.length > 0) {
    out.push(
      '',
      '## What it finds',
      '',
      'The relevance table (`scripts/search-relevance.json`, `npm run test:relevance`): the queries whose page is among the first three results.',
      '',
      table(
        ['edition', 'queries', 'page in the first three', 'hits@3 %'],
        quality.map((q) => [q.edition, q.queries, q.hits, ((q.hits / q.queries) * 100).toFixed(1)]),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}
