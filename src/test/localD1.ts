/**
 * The inbox's database as wrangler keeps it locally: a folder of its own holding a wrangler
 * configuration that binds it as `INBOX`, and its state, with the repository's migrations applied
 * by wrangler's own `d1 migrations apply`. Jest opens it through `getPlatformProxy`
 * (./localInbox.ts); the browser tests serve the site's functions on it with `wrangler pages dev`.
 * Node-only.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '..', '..');
export const wranglerBin = path.join(siteDir, 'node_modules', '.bin', 'wrangler');
/** The database's id in the configuration and on `wrangler pages dev --d1`: local, any name. */
export const localDatabaseId = 'local';

export type LocalD1 = {
  /** The folder holding it all, to remove after. */
  readonly dir: string;
  /** The wrangler configuration naming it. */
  readonly config: string;
  /** Where wrangler keeps its data (`--persist-to`). */
  readonly state: string;
};

/** Runs a wrangler command quietly, as CI would: no prompt, no metrics. */
export const runWrangler = (args: readonly string[]): string =>
  execFileSync(wranglerBin, args, {
    stdio: 'pipe',
    encoding: 'utf8',
    env: {...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false'},
  });

export function createLocalD1(): LocalD1 {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));
  const config = path.join(dir, 'wrangler.toml');
  fs.writeFileSync(
    config,
    `name = "inbox-test"
compatibility_date = "2026-05-01"
[[d1_databases]]
binding = "INBOX"
database_name = "msingi-requests"
database_id = "${localDatabaseId}"
migrations_dir = ${JSON.stringify(path.join(siteDir, 'migrations'))}
`,
  );
  // Empty: wrangler reads it when it exists, and under Jest fails to tell that it does not.
  fs.writeFileSync(path.join(dir, '.dev.vars'), '');
  const state = path.join(dir, 'state');
  runWrangler([
    'd1',
    'migrations',
    'apply',
    'INBOX',
    '--local',
    '--persist-to',
    state,
    '-c',
    config,
  ]);
  return {dir, config, state};
}
