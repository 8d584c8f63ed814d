/** @jest-environment node */
import {fromLegacyOutbox, referencesFor} from '../legacyOutbox';
import {referencePattern} from '../quoteReference';

const createdAt = Date.UTC(2026, 10, 24, 9);
const old = (id: string, state: string) => ({
  id,
  createdAt,
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
  it("moves the previous release's requests in, each under a reference, without the stored settings", async () => {
    const [moved] = await fromLegacyOutbox(JSON.stringify([old('0b7e…-id', 'waiting')]));
    const [reference] = await referencesFor('0b7e…-id', createdAt);
    expect(reference).toMatch(referencePattern);
    expect(reference).toMatch(/^MSG-261124-/);
    expect(moved!.references[0]).toBe(reference);
    expect(moved!.under(reference!)).toEqual({
      reference,
      createdAt,
      changedAt: createdAt,
      askedAt: createdAt,
      state: 'waiting',
      sender: 'outbox',
      attempts: 0,
      movedFrom: '0b7e…-id',
      templateParams: {
        firstName: 'Wambui',
        fullMessage: `Reference: ${reference}\n\nQuote request`,
        reference,
      },
      fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
    });
  });

  it('gives one old request the same references every time, each different', async () => {
    const first = await referencesFor('a-b-c', createdAt);
    expect(await referencesFor('a-b-c', createdAt)).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect((await referencesFor('a-b-d', createdAt))[0]).not.toBe(first[0]);
  });

  it('gives old requests as many references as a strong hash allows: 2,000 ids, 2,000 references', async () => {
    // The previous hash gave 1,024 references in all, so old requests in one browser could share one.
    const ids = Array.from({length: 2000}, (_, i) => `req-${i}`);
    const firsts = await Promise.all(
      ids.map(async (id) => (await referencesFor(id, createdAt))[0]),
    );
    expect(new Set(firsts).size).toBe(2000);
    // These two shared MSG-4DPZ8H under the previous hash.
    expect(firsts[9]).not.toBe(firsts[108]);
  });

  it('never makes a request the old outbox was sending waiting again: it may have arrived', async () => {
    const moves = await fromLegacyOutbox(
      JSON.stringify(
        ['waiting', 'sending', 'unconfirmed', 'refused', 'expired', 'odd'].map((s, i) =>
          old(`id-${i}`, s),
        ),
      ),
    );
    expect(moves.map((m) => m.under(m.references[0]!).state)).toEqual([
      'waiting',
      'unconfirmed',
      'unconfirmed',
      'refused',
      'expired',
    ]);
  });

  it('leaves out what it cannot read', async () => {
    expect(await fromLegacyOutbox(null)).toEqual([]);
    expect(await fromLegacyOutbox('{not json')).toEqual([]);
    expect(await fromLegacyOutbox('{"a":1}')).toEqual([]);
    expect(await fromLegacyOutbox(JSON.stringify([{id: 1}, null, 'x']))).toEqual([]);
  });
});
