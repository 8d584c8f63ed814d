/**
 * A quote request's reference: short enough to read aloud on the phone, and the same on every
 * attempt to send one request, so staff can tell a repeat from a new request (the idea of the
 * IETF Idempotency-Key, for people). `MSG-`, the day it was first sent (Nairobi time, YYMMDD),
 * and six characters of Crockford's Base32 alphabet, which leaves out I, L, O and U: nothing a
 * caller can mishear as another character. The six characters are 30 random bits a day: at
 * 10,000 requests a year two share a reference about once in 7,800 years
 * (docs/decisions/0018-quote-reference.md).
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const referencePrefix = 'MSG-';
const referenceLength = 6;
/** Nairobi keeps East Africa Time all year: UTC+3, no summer time. */
const nairobiOffsetMs = 3 * 60 * 60 * 1000;

/** A reference of this release; the previous one gave `MSG-` and six characters, still read. */
export const referencePattern = new RegExp(
  `^${referencePrefix}(\\d{6}-)?[${referenceAlphabet}]{${referenceLength}}$`,
);

/** The day part: YYMMDD of `at` in Nairobi. */
export function referenceDay(at: number): string {
  const day = new Date(at + nairobiOffsetMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getUTCFullYear() % 100)}${two(day.getUTCMonth() + 1)}${two(day.getUTCDate())}`;
}

/** Six characters from bytes: the low five bits of a byte pick one of the 32 with no bias. */
export function referenceCharacters(bytes: Uint8Array): string {
  return Array.from(
    bytes.subarray(0, referenceLength),
    (byte) => referenceAlphabet[byte & 31],
  ).join('');
}

/**
 * A new reference for a request first sent at `at`; `random` fills the bytes
 * (crypto.getRandomValues, replaced only in tests).
 */
export function newQuoteReference(
  at: number,
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(referenceLength));
  return `${referencePrefix}${referenceDay(at)}-${referenceCharacters(bytes)}`;
}
