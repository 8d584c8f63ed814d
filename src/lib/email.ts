/** E-mail addresses as both forms (quote request, newsletter) accept them. */

/** RFC 5321's limit on a whole address. */
export const maxEmailLength = 254;

const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/** A deliverable-looking address: one @, a local part without stray dots, a dotted domain. */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  if (email.length > maxEmailLength || !emailPattern.test(email)) {
    return false;
  }
  const local = email.slice(0, email.lastIndexOf('@'));
  return (
    local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..')
  );
}

/** Providers that deliver dotted variants of a local part to one inbox, by domain. */
const dotlessDomains: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * One inbox's addresses as one key, for counting sign-ups: case folded, a `+tag` dropped (most
 * providers deliver `name+anything@` to `name@`), and for Gmail the dots too and googlemail.com
 * as gmail.com. Where a provider does not deliver a `+tag` that way, its variants share a count,
 * which only makes the limit stricter for them.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0] ?? '';
  const dotless = dotlessDomains[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}
