/** @jest-environment node */
import {fromLegacyOutbox, referenceFor} from '../legacyOutbox';
import {referencePattern} from '../quoteReference';

const old = (id: string, state: string) => ({
  id,
  createdAt: Date.UTC(2026, 10, 24, 9),
  settings: {publicKey: 'k', serviceId: 's', templateId: 't', toEmail: 'old@example.co.ke'},
  templateParams: {
    to_email: 'old@example.co.ke',
    firstName: 'Wambui',
    fullMessage: 'Quote request',
  },
  fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
  state,
});

describe('fromLegacyOutbox', () => {
  it("moves the previous release's requests in, each under a reference, without the stored settings", () => {
    const [moved] = fromLegacyOutbox(JSON.stringify([old('0b7e…-id', 'waiting')]));
    const reference = referenceFor('0b7e…-id');
    expect(reference).toMatch(referencePattern);
    expect(moved).toEqual({
      reference,
      createdAt: Date.UTC(2026, 10, 24, 9),
      changedAt: Date.UTC(2026, 10, 24, 9),
      state: 'waiting',
      sender: 'outbox',
      attempts: 0,
      templateParams: {
        firstName: 'Wambui',
        fullMessage: `Reference: ${reference}\n\nQuote request`,
        reference,
      },
      fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
    });
  });

  it('gives one old request the same reference every time, and two different ones', () => {
    expect(referenceFor('a-b-c')).toBe(referenceFor('a-b-c'));
    expect(referenceFor('a-b-c')).not.toBe(referenceFor('a-b-d'));
  });

  it('never makes a request the old outbox was sending waiting again: it may have arrived', () => {
    const states = fromLegacyOutbox(
      JSON.stringify(
        ['waiting', 'sending', 'unconfirmed', 'refused', 'expired', 'odd'].map((s, i) =>
          old(`id-${i}`, s),
        ),
      ),
    ).map((r) => r.state);
    expect(states).toEqual(['waiting', 'unconfirmed', 'unconfirmed', 'refused', 'expired']);
  });

  it('drops what it cannot read', () => {
    expect(fromLegacyOutbox(null)).toEqual([]);
    expect(fromLegacyOutbox('{not json')).toEqual([]);
    expect(fromLegacyOutbox('{"a":1}')).toEqual([]);
    expect(fromLegacyOutbox(JSON.stringify([{id: 1}, null, 'x']))).toEqual([]);
  });
});
