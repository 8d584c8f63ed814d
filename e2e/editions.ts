/**
 * The site's editions as the test build makes them: the default one at the root, every other
 * under its locale's folder (/sw/…), with the same routes.
 */
import fs from 'node:fs';
import path from 'node:path';

const buildDir = path.join(__dirname, '..', 'build');

export type Edition = {readonly locale: string; readonly prefix: string; readonly htmlLang: string};

export const editions: readonly Edition[] = [
  {locale: 'en', prefix: '', htmlLang: 'en-KE'},
  {locale: 'sw', prefix: '/sw', htmlLang: 'sw-KE'},
].filter(({prefix}) => fs.existsSync(path.join(buildDir, prefix, 'index.html')));

/** Which edition a route is in, and the route within it: "/sw/pricing" → sw, "/pricing". */
export function editionOf(route: string): {readonly edition: Edition; readonly path: string} {
  const edition = editions.find(({prefix}) => prefix && (route === prefix || route.startsWith(`${prefix}/`))) ?? editions[0]!;
  return {edition, path: route.slice(edition.prefix.length) || '/'};
}

const swahiliCatalog = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'i18n', 'sw', 'code.json'), 'utf8')) as Record<string, {message: string}>;

/** A message as the Kiswahili edition shows it, by its translate() id, placeholders filled in. */
export function swahili(id: string, values: Readonly<Record<string, string | number>> = {}): string {
  const entry = swahiliCatalog[id];
  if (!entry) {
    throw new Error(`i18n/sw/code.json has no message "${id}"`);
  }
  return entry.message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
