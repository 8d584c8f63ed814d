/**
 * Month names come from the platform's calendar data (Intl, the same CLDR names in Node and in
 * the browser: "August" in en-KE, "Agosti" in sw-KE), so the site keeps no table of its own.
 */
const names = new Map<string, readonly string[]>();

/** The twelve month names of a language, January first. */
export function monthNames(language: string): readonly string[] {
  let months = names.get(language);
  if (!months) {
    // Made on first use only, so a page that shows no date never builds the formatter.
    const format = new Intl.DateTimeFormat(language, {month: 'long', timeZone: 'UTC'});
    months = Array.from({length: 12}, (_, month) => format.format(Date.UTC(2026, month, 15)));
    names.set(language, months);
  }
  return months;
}

/** The language a case study's completion is written in, in every edition: "August 2022". */
export const completionLanguage = 'en-KE';
