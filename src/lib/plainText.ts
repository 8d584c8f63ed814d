/**
 * Text people type, as the site accepts it wherever it keeps it (writers' front matter and data
 * files, staff's notes): any character but the invisible controls, C0 and C1 but tab and line
 * feed, and the line and paragraph separators, which a writer only ever pastes unseen. Pure.
 */

/** The refused characters, as a character class's range (escaped, for a RegExp's source). */
export const controlRange = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/** Every refused character in a text. */
export const controlCharacters = (): RegExp => new RegExp(`[${controlRange}]`, 'gu');

/** Whether `text` holds none of them. */
export const isPlainText = (text: string): boolean =>
  !new RegExp(`[${controlRange}]`, 'u').test(text);
