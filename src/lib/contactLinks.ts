/** Links that hand a conversation to the visitor's phone, mail or chat app. */

export function telUrl(e164: string): string {
  return `tel:${e164}`;
}

/** RFC 6068: spaces as %20 (not +), line breaks as CRLF. */
export function mailtoUrl(
  address: string,
  fields: {readonly subject?: string; readonly body?: string} = {},
): string {
  const query = [
    fields.subject && `subject=${encodeURIComponent(fields.subject)}`,
    fields.body && `body=${encodeURIComponent(fields.body.replace(/\r?\n/g, '\r\n'))}`,
  ].filter(Boolean);
  return `mailto:${address}${query.length ? `?${query.join('&')}` : ''}`;
}

/** A wa.me chat link; `digits` is the number with country code and no '+'. */
export function whatsappUrl(digits: string, text?: string): string {
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
