#!/usr/bin/env node
/**
 * Fails when i18n/en/code.json is out of date with the code: it runs `docusaurus
 * write-translations` on a copy of the site that has no i18n folder, then compares. Every id the
 * code declares must be in the committed file and no other; our own messages must be the code's
 * default wording (only the theme's messages, ids starting `theme.`, may be reworded there).
 * `--write` refreshes the committed file instead, keeping those theme rewordings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const committedFile = path.join(siteDir, 'i18n', 'en', 'code.json');
const write = process.argv.includes('--write');

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-translations-'));
try {
  for (const entry of fs.readdirSync(siteDir)) {
    if (['i18n', '.git', '.docusaurus'].includes(entry) || entry.startsWith('build')) continue;
    fs.symlinkSync(path.join(siteDir, entry), path.join(copy, entry));
  }
  execFileSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['write-translations', '--locale', 'en'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const fresh = JSON.parse(fs.readFileSync(path.join(copy, 'i18n', 'en', 'code.json'), 'utf8'));
  const committed = fs.existsSync(committedFile) ? JSON.parse(fs.readFileSync(committedFile, 'utf8')) : {};
  const isTheme = (id) => id.startsWith('theme.');

  if (write) {
    const merged = Object.fromEntries(
      Object.keys(fresh)
        .sort()
        .map((id) => [id, isTheme(id) && committed[id] ? committed[id] : fresh[id]]),
    );
    fs.writeFileSync(committedFile, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(`i18n/en/code.json: ${Object.keys(merged).length} messages written.`);
  } else {
    const problems = [
      ...Object.keys(fresh)
        .filter((id) => !(id in committed))
        .map((id) => `missing: "${id}" (declared in the code)`),
      ...Object.keys(committed)
        .filter((id) => !(id in fresh))
        .map((id) => `stale: "${id}" (no longer declared in the code)`),
      ...Object.keys(fresh)
        .filter((id) => id in committed && !isTheme(id))
        .filter((id) => committed[id].message !== fresh[id].message || committed[id].description !== fresh[id].description)
        .map((id) => `changed: "${id}" reads "${fresh[id].message}" in the code`),
    ];
    if (problems.length > 0) {
      console.error(`i18n/en/code.json is out of date with the code:\n  ${problems.join('\n  ')}`);
      console.error('Run `npm run translations:write` and commit the result.');
      process.exit(1);
    }
    console.log(`i18n/en/code.json is up to date (${Object.keys(fresh).length} messages).`);
  }
} finally {
  fs.rmSync(copy, {recursive: true, force: true});
}
