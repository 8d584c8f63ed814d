/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {outboxKeepMs, outboxMaxWaitMs} from '@site/src/lib/outbox';

/**
 * The privacy policy tells what the quote form leaves on the visitor's device and for how long:
 * its figures are the outbox's own (src/lib/outbox.ts), in both editions.
 */
const siteDir = path.join(__dirname, '..', '..');
const days = (ms: number) => ms / (24 * 60 * 60 * 1000);
const section = (file: string, heading: string) => {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const start = text.indexOf(`## ${heading}\n`);
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end).replace(/\*\*/g, '').replace(/\s+/g, ' ');
};

test.each([
  ['pages/privacy-policy.mdx', 'What stays on your device', (n: number) => `${n} days`],
  [
    'i18n/sw/docusaurus-plugin-content-pages/privacy-policy.mdx',
    'Kinachobaki kwenye kifaa chako',
    (n: number) => `siku ${n}`,
  ],
])(
  '%s says where a quote request is kept and for how long, as the outbox does',
  (file, heading, inDays) => {
    const text = section(file, heading);
    expect(text).toContain('IndexedDB');
    expect(text).toContain(inDays(days(outboxMaxWaitMs)));
    expect(text).toContain(inDays(days(outboxKeepMs)));
  },
);
