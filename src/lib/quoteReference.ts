/**
 * A quote request's reference: short enough to read aloud on the phone, and the same on every
 * attempt to send one request, so staff can tell a repeat from a new request (the idea of the
 * IETF Idempotency-Key, for people). `MSG-` and six characters of Crockford's Base32 alphabet,
 * which leaves out I, L, O and U: nothing a caller can mishear as another character.
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const referencePrefix = 'MSG-';
const referenceLength = 6;

export const referencePattern = new RegExp(
  `^${referencePrefix}[${referenceAlphabet}]{${referenceLength}}$`,
);

/** A new reference; `random` fills the bytes (crypto.getRandomValues, replaced only in tests). */
export function newQuoteReference(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // 32 characters: the low five bits of a byte pick one with no bias.
  const bytes = random(new Uint8Array(referenceLength));
  return referencePrefix + Array.from(bytes, (byte) => referenceAlphabet[byte & 31]).join('');
}
