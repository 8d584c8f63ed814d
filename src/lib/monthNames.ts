/**
 * Month names come from the platform's calendar data (Intl, the same CLDR names in Node and in
 * the browser: "August" in en-KE, "Agosti" in sw-KE), so the site keeps no table of its own.
 * They are read at build time only: the first Intl formatter a page creates loads its locale
 * data, about 30 ms of main thread here and a third of a second on a slow phone, so the browser
 * gets the names in the site's configuration instead (monthNamesByLanguage, lib/dates.ts).
 */
const names = new Map<string, readonly string[]>();

/** The twelve month names of a language, January first. */
export function monthNames(language: string): readonly string[] {
  let months = names.get(language);
  if (!months) {
    const format = new Intl.DateTimeFormat(language, {month: 'long', timeZone: 'UTC'});
    months = Array.from({length: 12}, (_, month) => format.format(Date.UTC(2026, month, 15)));
    names.set(language, months);
  }
  return months;
}

/** The language a case study's completion is written in, in every edition: "August 2022". */
export const completionLanguage = 'en-KE';

/** What `customFields.monthNames` holds: each language's month names, January first. */
export type MonthNamesByLanguage = Readonly<Record<string, readonly string[]>>;

/** The month names the pages need: each edition's language and the completion dates' own. */
export function monthNamesByLanguage(editionLanguages: readonly string[]): MonthNamesByLanguage {
  return Object.fromEntries(
    [...new Set([...editionLanguages, completionLanguage])].map((language) => [
      language,
      monthNames(language),
    ]),
  );
}
