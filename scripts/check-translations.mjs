#!/usr/bin/env node
/**
 * Fails when the translation files are out of date with the code and config: it runs
 * `docusaurus write-translations` on a copy of the site that has no i18n folder, then compares
 * every file it writes (code.json for translate() and <Translate>, the navbar's navbar.json, the
 * blog's options.json) with the committed one. Every id must be there and no other, with the
 * code's own wording; only the theme's messages (ids `theme.*` in code.json) may be reworded.
 * `--write` refreshes the committed files instead, keeping those theme rewordings. Every other
 * locale's files must hold the same ids with the same placeholders and plural forms; `--write`
 * drops the ids English no longer has from them and adds none (see keptTranslations). And every
 * translated file and message must be marked (translations.lock.json): one never marked records
 * no English it translates, so nothing could ever tell it is behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.filename);
const {keptTranslations} = jiti('../src/plugins/translations/messages.ts');
const {localeStatus, unmarkedTranslations} = jiti('../src/plugins/translations/status.ts');

const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const localeDir = path.join('i18n', 'en');
const write = process.argv.includes('--write');

const jsonFiles = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {recursive: true})
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-translations-'));
try {
  for (const entry of fs.readdirSync(siteDir)) {
    if (['i18n', '.git', '.docusaurus'].includes(entry) || entry.startsWith('build')) continue;
    fs.symlinkSync(path.join(siteDir, entry), path.join(copy, entry));
  }
  execFileSync(
    path.join(siteDir, 'node_modules', '.bin', 'docusaurus'),
    ['write-translations', '--locale', 'en'],
    {
      cwd: copy,
      // The copy is outside Git on purpose; its page-date warning says nothing about the site.
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );

  const problems = [];
  let messages = 0;
  const freshFiles = jsonFiles(path.join(copy, localeDir));
  for (const file of freshFiles) {
    const fresh = readJson(path.join(copy, localeDir, file));
    const committedPath = path.join(siteDir, localeDir, file);
    const committed = readJson(committedPath);
    const mayReword = (id) => file === 'code.json' && id.startsWith('theme.');
    messages += Object.keys(fresh).length;
    if (write) {
      const merged = Object.fromEntries(
        Object.keys(fresh)
          .sort()
          .map((id) => [id, mayReword(id) && committed[id] ? committed[id] : fresh[id]]),
      );
      fs.mkdirSync(path.dirname(committedPath), {recursive: true});
      fs.writeFileSync(committedPath, `${JSON.stringify(merged, null, 2)}\n`);
      continue;
    }
    const where = `${localeDir}/${file}`;
    problems.push(
      ...Object.keys(fresh)
        .filter((id) => !(id in committed))
        .map((id) => `${where}: missing "${id}" (declared in the code)`),
      ...Object.keys(committed)
        .filter((id) => !(id in fresh))
        .map((id) => `${where}: stale "${id}" (no longer declared in the code)`),
      ...Object.keys(fresh)
        .filter((id) => id in committed && !mayReword(id))
        .filter(
          (id) =>
            committed[id].message !== fresh[id].message ||
            committed[id].description !== fresh[id].description,
        )
        .map((id) => `${where}: "${id}" reads "${fresh[id].message}" in the code`),
    );
  }
  if (!write) {
    const extra = jsonFiles(path.join(siteDir, localeDir)).filter(
      (file) => !freshFiles.includes(file),
    );
    problems.push(...extra.map((file) => `${localeDir}/${file}: no longer written by the site`));
  }
  // Every other edition (i18n/sw, …) translates exactly the English ids, keeping each message's
  // placeholders and plural forms. `--write` never fills a new id with the English: it stays
  // missing, and this check fails, until it is translated (`npm run translations:status`).
  const placeholders = (message) =>
    [...message.matchAll(/\{(\w+)\}/g)]
      .map((m) => m[1])
      .sort()
      .join(',');
  const otherLocales = fs
    .readdirSync(path.join(siteDir, 'i18n'))
    .filter((locale) => locale !== 'en');
  for (const locale of otherLocales) {
    for (const file of freshFiles) {
      const english = readJson(path.join(copy, localeDir, file));
      const translatedPath = path.join(siteDir, 'i18n', locale, file);
      const translated = readJson(translatedPath);
      const where = `i18n/${locale}/${file}`;
      if (write) {
        const merged = keptTranslations(english, translated);
        fs.mkdirSync(path.dirname(translatedPath), {recursive: true});
        fs.writeFileSync(translatedPath, `${JSON.stringify(merged, null, 2)}\n`);
        continue;
      }
      for (const id of Object.keys(english)) {
        const message = translated[id]?.message;
        if (message === undefined) {
          problems.push(`${where}: missing "${id}"`);
        } else if (placeholders(message) !== placeholders(english[id].message)) {
          problems.push(`${where}: "${id}" must keep the placeholders of "${english[id].message}"`);
        } else if (message.split('|').length !== english[id].message.split('|').length) {
          problems.push(`${where}: "${id}" must keep the plural forms of "${english[id].message}"`);
        }
      }
      problems.push(
        ...Object.keys(translated)
          .filter((id) => !(id in english))
          .map((id) => `${where}: stale "${id}"`),
      );
    }
  }
  if (!write) {
    for (const locale of otherLocales) {
      problems.push(...unmarkedTranslations(localeStatus(siteDir, locale)));
    }
  }
  if (problems.length > 0) {
    console.error(
      `The translation files are out of date with the code:\n  ${problems.join('\n  ')}`,
    );
    console.error(
      'Run `npm run translations:write` and commit the result; translate what another locale misses (`npm run translations:status` lists it).',
    );
    process.exit(1);
  }
  console.log(
    `${localeDir}: ${freshFiles.length} files, ${messages} messages ${write ? 'written' : 'up to date'}.`,
  );
} finally {
  fs.rmSync(copy, {recursive: true, force: true});
}
