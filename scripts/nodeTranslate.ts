/**
 * `@docusaurus/Translate` for modules read in Node rather than in a Docusaurus bundle
 * (docusaurus.config.ts reading the route table and the words its plugins draw into cards and
 * feeds; the browser tests reading data modules). Each message is the one of the locale being
 * built, from i18n/<locale>/code.json as the bundle would show it, or its English default, with
 * `{name}` placeholders filled in. The locale is the one Docusaurus sets while it loads a
 * locale's config (DOCUSAURUS_CURRENT_LOCALE), English otherwise, read as this module loads: a
 * module loaded for a locale keeps answering in it, even in words it makes later (a function
 * called after the locale's config is read).
 */
import fs from 'node:fs';
import path from 'node:path';

type Message = {readonly message: string; readonly id?: string; readonly description?: string};

const i18nDir = path.resolve(__dirname, '..', 'i18n');
const catalogs = new Map<string, Readonly<Record<string, {message: string}>>>();

function catalog(locale: string): Readonly<Record<string, {message: string}>> {
  if (!catalogs.has(locale)) {
    const file = path.join(i18nDir, locale, 'code.json');
    catalogs.set(locale, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
  }
  return catalogs.get(locale)!;
}

const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

export function translate(
  {message, id}: Message,
  values?: Readonly<Record<string, string | number>>,
): string {
  const translated = id === undefined ? undefined : catalog(locale)[id]?.message;
  return (translated ?? message).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}

export default function Translate(): never {
  throw new Error('<Translate> renders only in React; Node reads translate() messages');
}
