/**
 * The inbox's database for Jest: a real local D1 (SQLite in workerd, as `wrangler pages dev` runs
 * it, ./localD1.ts), opened through wrangler's `getPlatformProxy`. Node-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {getPlatformProxy} from 'wrangler';
import type {InboxDatabase} from '../server/requestInbox';
import {createLocalD1} from './localD1';

export async function openLocalInbox(): Promise<{
  db: InboxDatabase;
  dispose: () => Promise<void>;
}> {
  const {dir, config, state} = createLocalD1();
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
