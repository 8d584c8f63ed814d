/**
 * Data written inside a `<script>` element stays data. The HTML parser ends a script at the first
 * `</script`, whatever JSON means, and `<!--` changes how it looks for that end; U+2028 and U+2029
 * end a line in older JavaScript engines. So every character that could start markup, and those
 * two, is written as a JSON escape, which any JSON or JavaScript reader turns back into the same
 * character (OWASP's rule for "JSON inside a script element"; Next.js and serialize-javascript do
 * the same). One helper for every script the site writes: structured data, the sign-in hand-over.
 */
const scriptUnsafe = /[<>&\u2028\u2029]/g;

const escapes: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `value` as JSON that is safe as the text of a `<script>` element (JSON-LD or JavaScript). */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) {
    throw new TypeError('jsonForScript: the value has no JSON form');
  }
  return json.replace(scriptUnsafe, (character) => escapes[character] ?? character);
}
