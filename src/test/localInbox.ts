/**
 * The inbox's database for tests: a real local D1 (SQLite in workerd, as `wrangler pages dev`
 * runs it), in a folder of its own, with the repository's migrations applied by wrangler's own
 * `d1 migrations apply`. Node-only.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getPlatformProxy} from 'wrangler';
import type {InboxDatabase} from '../server/requestInbox';

const siteDir = path.resolve(__dirname, '..', '..');

export async function openLocalInbox(): Promise<{
  db: InboxDatabase;
  dispose: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-'));
  const config = path.join(dir, 'wrangler.toml');
  fs.writeFileSync(
    config,
    `name = "inbox-test"
compatibility_date = "2026-05-01"
[[d1_databases]]
binding = "INBOX"
database_name = "msingi-requests"
database_id = "local"
migrations_dir = ${JSON.stringify(path.join(siteDir, 'migrations'))}
`,
  );
  // Empty: wrangler reads it when it exists, and under Jest fails to tell that it does not.
  fs.writeFileSync(path.join(dir, '.dev.vars'), '');
  const state = path.join(dir, 'state');
  execFileSync(
    path.join(siteDir, 'node_modules', '.bin', 'wrangler'),
    ['d1', 'migrations', 'apply', 'INBOX', '--local', '--persist-to', state, '-c', config],
    {stdio: 'pipe', env: {...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false'}},
  );
  // Wrangler's notes (which vars file it read) are not the tests' output.
  process.env.WRANGLER_LOG ??= 'error';
  const proxy = await getPlatformProxy<{INBOX: InboxDatabase}>({
    configPath: config,
    // The migrations command keeps its state under v3/, where the proxy is pointed directly.
    persist: {path: path.join(state, 'v3')},
  });
  return {
    db: proxy.env.INBOX,
    dispose: async () => {
      await proxy.dispose();
      fs.rmSync(dir, {recursive: true, force: true});
    },
  };
}
