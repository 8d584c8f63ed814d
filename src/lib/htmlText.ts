/**
 * Text written where a reader will read HTML (an RSS item's title and description, an Atom
 * `type="html"` title and summary), so that markup a writer typed shows as they typed it; and
 * back again for formats that hold plain text (JSON Feed). Exactly these five characters, so
 * one undoes the other.
 */
const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const unescapes = Object.fromEntries(Object.entries(escapes).map(([c, e]) => [e, c]));

export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

export function plainText(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => unescapes[entity] ?? entity);
}

/**
 * The words of an HTML string whose text was escaped with these five characters (a table of
 * contents entry, as Docusaurus writes it): its tags dropped, its text unescaped. For showing as
 * text, never as markup.
 */
export function textOfHtml(html: string): string {
  return plainText(html.replace(/<[^>]*>/g, ''));
}
