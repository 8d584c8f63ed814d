/** @jest-environment node */
import {
  newQuoteReference,
  referenceAlphabet,
  referenceDay,
  referencePattern,
} from '../quoteReference';

const at = Date.UTC(2026, 10, 25, 9);

describe('newQuoteReference', () => {
  it('is MSG-, the day, and six characters a caller cannot mishear (no I, L, O or U)', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newQuoteReference(at);
      expect(reference).toMatch(referencePattern);
      expect(reference).toMatch(/^MSG-261125-[0-9A-Z]{6}$/);
      expect(reference.slice(11)).not.toMatch(/[ILOU]/);
    }
    expect(referenceAlphabet).toHaveLength(32);
  });

  it('takes its characters from the random bytes it is given, each of the 32 as likely', () => {
    const bytes = [0, 31, 32, 255, 10, 17];
    expect(newQuoteReference(at, (target) => target.map((_, i) => bytes[i]!))).toBe(
      'MSG-261125-0Z0ZAH',
    );
  });

  it("dates it by Nairobi's day: from 21:00 UTC it is the next day there", () => {
    expect(referenceDay(Date.UTC(2026, 10, 25, 20, 59))).toBe('261125');
    expect(referenceDay(Date.UTC(2026, 10, 25, 21))).toBe('261126');
    expect(referenceDay(Date.UTC(2026, 11, 31, 21))).toBe('270101');
  });

  it('differs from one request to the next', () => {
    const references = new Set(Array.from({length: 1000}, () => newQuoteReference(at)));
    expect(references.size).toBe(1000);
  });

  it("still reads the previous release's references (MSG- and six characters)", () => {
    expect(referencePattern.test('MSG-7K4Q2P')).toBe(true);
    expect(referencePattern.test('MSG-2611-7K4Q2P')).toBe(false);
    expect(referencePattern.test('MSG-261125-7K4Q2I')).toBe(false);
  });
});
