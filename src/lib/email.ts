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
