/** @jest-environment node */
import {newQuoteReference, referenceAlphabet, referencePattern} from '../quoteReference';

describe('newQuoteReference', () => {
  it('is MSG- and six characters a caller cannot mishear (no I, L, O or U)', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newQuoteReference();
      expect(reference).toMatch(referencePattern);
      expect(reference.slice(4)).not.toMatch(/[ILOU]/);
    }
    expect(referenceAlphabet).toHaveLength(32);
  });

  it('takes its characters from the random bytes it is given, each of the 32 as likely', () => {
    const bytes = [0, 31, 32, 255, 10, 17];
    expect(newQuoteReference((target) => target.map((_, i) => bytes[i]!))).toBe('MSG-0Z0ZAH');
  });

  it('differs from one request to the next', () => {
    const references = new Set(Array.from({length: 1000}, () => newQuoteReference()));
    expect(references.size).toBe(1000);
  });
});
