/** @jest-environment node */
import {
  isDue,
  move,
  newRequest,
  nextChangeAt,
  outboxKeepMs,
  outboxKeepSeenMs,
  outboxMaxWaitMs,
  rateLimitPauseMs,
  type OutboxEvent,
  type OutboxRequest,
  type OutboxState,
  type Sender,
} from '../outbox';
import type {FailureKind} from '../emailjs';

const now = Date.UTC(2026, 10, 25, 9);
const later = now + 5_000;
const fields = {
  reference: 'MSG-7K4Q2P',
  templateParams: {firstName: 'Wambui', fullMessage: 'Reference: MSG-7K4Q2P'},
  fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
};
const inState = (state: OutboxState, extra: Partial<OutboxRequest> = {}): OutboxRequest => ({
  ...newRequest(fields, now),
  state,
  attempts: state === 'waiting' ? 0 : 1,
  ...extra,
});
const states: OutboxState[] = ['waiting', 'sending', 'sent', 'refused', 'unconfirmed', 'expired'];
const failed = (failure: FailureKind) => ({ok: false as const, failure});
const answer = (
  result: {ok: true} | {ok: false; failure: FailureKind},
  attempt = 1,
): OutboxEvent => ({
  type: 'answer',
  attempt,
  result,
});
const stateAfter = (request: OutboxRequest, event: OutboxEvent, at = later) => {
  const next = move(request, event, at);
  return typeof next === 'string' ? next : next.state;
};

describe('a new request', () => {
  it('waits, was never attempted, and keeps its reference', () => {
    expect(newRequest(fields, now)).toEqual({
      ...fields,
      createdAt: now,
      changedAt: now,
      askedAt: now,
      state: 'waiting',
      sender: 'outbox',
      attempts: 0,
    });
  });
});

describe('the outbox takes a request by itself (claim)', () => {
  it('only from waiting: waiting → sending, one attempt more, same reference', () => {
    const taken = move(inState('waiting'), {type: 'claim'}, later);
    expect(taken).toMatchObject({
      state: 'sending',
      sender: 'outbox',
      attempts: 1,
      changedAt: later,
    });
    expect(taken).toMatchObject({
      reference: fields.reference,
      templateParams: fields.templateParams,
    });
  });

  it.each(states.filter((s) => s !== 'waiting'))('never from %s', (state) => {
    expect(move(inState(state), {type: 'claim'}, later)).toBe('not-allowed');
  });

  it('never an unconfirmed request, however long after: it may have arrived', () => {
    expect(move(inState('unconfirmed'), {type: 'claim'}, now + outboxMaxWaitMs - 1)).toBe(
      'not-allowed',
    );
  });

  it('not a request waiting more than 7 days, nor one pausing after a rate limit', () => {
    expect(move(inState('waiting'), {type: 'claim'}, now + outboxMaxWaitMs + 1)).toBe(
      'not-allowed',
    );
    const pausing = inState('waiting', {notBefore: later + 1});
    expect(isDue(pausing, later)).toBe(false);
    expect(move(pausing, {type: 'claim'}, later)).toBe('not-allowed');
    expect(stateAfter(pausing, {type: 'claim'}, later + 1)).toBe('sending');
  });
});

describe('the visitor sends it (sendNow)', () => {
  it.each(['waiting', 'unconfirmed', 'expired'] as const)('from %s → sending', (state) => {
    for (const sender of ['form', 'outbox'] as Sender[]) {
      expect(move(inState(state), {type: 'sendNow', sender}, later)).toMatchObject({
        state: 'sending',
        sender,
        attempts: inState(state).attempts + 1,
        reference: fields.reference,
      });
    }
  });

  it.each(['sending', 'sent', 'refused'] as const)('not from %s', (state) => {
    expect(move(inState(state), {type: 'sendNow', sender: 'form'}, later)).toBe('not-allowed');
  });
});

describe('the answer, when the outbox sent it', () => {
  const sending = inState('sending', {sender: 'outbox'});

  it('sent → sent (kept until the visitor has seen it)', () => {
    expect(stateAfter(sending, answer({ok: true}))).toBe('sent');
  });

  it.each(['network', 'timeout', 'server', 'unknown'] as const)(
    'a %s failure may have arrived → unconfirmed',
    (failure) => {
      expect(stateAfter(sending, answer(failed(failure)))).toBe('unconfirmed');
    },
  );

  it.each(['refused', 'not-configured'] as const)('%s → refused', (failure) => {
    expect(stateAfter(sending, answer(failed(failure)))).toBe('refused');
  });

  it('offline (nothing left the phone) → waiting again', () => {
    expect(stateAfter(sending, answer(failed('offline')))).toBe('waiting');
  });

  it('a rate limit → waiting, paused a minute, doubling with each attempt up to an hour', () => {
    const first = move(sending, answer(failed('rate-limited')), later) as OutboxRequest;
    expect(first).toMatchObject({state: 'waiting', notBefore: later + rateLimitPauseMs});
    const third = move(
      {...sending, attempts: 3},
      answer(failed('rate-limited'), 3),
      later,
    ) as OutboxRequest;
    expect(third.notBefore).toBe(later + 4 * rateLimitPauseMs);
    const tenth = move({...sending, attempts: 10}, answer(failed('rate-limited'), 10), later);
    expect((tenth as OutboxRequest).notBefore).toBe(later + 60 * 60 * 1000);
  });

  it('an answer to another attempt changes nothing', () => {
    expect(move(sending, answer({ok: true}, 2), later)).toBe('not-allowed');
  });

  it('a late answer to an attempt given up as unconfirmed still tells the truth', () => {
    expect(stateAfter(inState('unconfirmed'), answer({ok: true}))).toBe('sent');
    expect(stateAfter(inState('unconfirmed'), answer(failed('refused')))).toBe('refused');
  });

  it.each(['waiting', 'sent', 'refused', 'expired'] as const)(
    'no answer is taken in %s',
    (state) => {
      expect(move(inState(state), answer({ok: true}, inState(state).attempts), later)).toBe(
        'not-allowed',
      );
    },
  );
});

describe('the answer, when the form sent it (the form shows the outcome itself)', () => {
  const sending = inState('sending', {sender: 'form'});

  it('sent: it leaves the outbox', () => {
    expect(move(sending, answer({ok: true}), later)).toBe('gone');
  });

  it.each(['offline', 'refused', 'not-configured', 'rate-limited'] as const)(
    'certainly not arrived (%s): it leaves the outbox, the form keeps the words',
    (failure) => {
      expect(move(sending, answer(failed(failure)), later)).toBe('gone');
    },
  );

  it.each(['network', 'timeout', 'server', 'unknown'] as const)(
    'may have arrived (%s): unconfirmed, shown wherever the visitor goes',
    (failure) => {
      expect(stateAfter(sending, answer(failed(failure)))).toBe('unconfirmed');
    },
  );
});

describe('the page sending it closed (abandoned)', () => {
  it('sending → unconfirmed, for the attempt it was on', () => {
    expect(stateAfter(inState('sending'), {type: 'abandoned', attempt: 1})).toBe('unconfirmed');
  });

  it('not once that attempt was answered or another began', () => {
    expect(move(inState('sending', {attempts: 2}), {type: 'abandoned', attempt: 1}, later)).toBe(
      'not-allowed',
    );
    for (const state of states.filter((s) => s !== 'sending')) {
      expect(move(inState(state), {type: 'abandoned', attempt: 1}, later)).toBe('not-allowed');
    }
  });

  it('an unconfirmed request never goes back to sending by itself', () => {
    const unconfirmed = move(inState('sending'), {type: 'abandoned', attempt: 1}, later);
    for (const event of [{type: 'claim'}, {type: 'age'}] as OutboxEvent[]) {
      expect(move(unconfirmed as OutboxRequest, event, later + outboxMaxWaitMs * 2)).not.toEqual(
        expect.objectContaining({state: 'sending'}),
      );
    }
  });
});

describe('once sent, the phone keeps only what the notice needs', () => {
  const detailsOf = (move: unknown) =>
    Object.keys(move as object).filter((key) => key === 'templateParams' || key === 'fallback');

  it('a sent request keeps its reference and outcome, none of the visitor’s details', () => {
    const sent = move(inState('sending'), answer({ok: true}), later);
    expect(sent).toEqual({
      reference: fields.reference,
      createdAt: now,
      changedAt: later,
      askedAt: now,
      sender: 'outbox',
      attempts: 1,
      state: 'sent',
    });
    expect(JSON.stringify(sent)).not.toContain('Wambui');
  });

  it('one kept whole by an earlier version loses its details at its next move', () => {
    const whole = inState('sent');
    expect(detailsOf(whole)).toEqual(['templateParams', 'fallback']);
    const seen = move(whole, {type: 'seen'}, later);
    expect(seen).toMatchObject({state: 'sent', reference: fields.reference, seenAt: later});
    expect(detailsOf(seen)).toEqual([]);
  });

  it('a request not yet sent keeps them, to send them or offer the other ways', () => {
    for (const result of [failed('refused'), failed('timeout'), failed('offline')]) {
      expect(detailsOf(move(inState('sending'), answer(result), later))).toEqual([
        'templateParams',
        'fallback',
      ]);
    }
  });
});

describe('the quote form sending it left the screen (formLeft)', () => {
  const formSending = inState('sending', {sender: 'form'});
  const left = move(formSending, {type: 'formLeft'}, later) as OutboxRequest;

  it('the outbox takes over a request the form was sending: same attempt, same reference', () => {
    expect(left).toEqual({...formSending, sender: 'outbox'});
  });

  it.each([
    ['sent', {ok: true} as const, 'sent'],
    ['refused', failed('refused'), 'refused'],
    ['may have arrived', failed('timeout'), 'unconfirmed'],
    ['never left the phone', failed('offline'), 'waiting'],
  ])('its answer (%s) stays in the outbox for the notice: %s', (_, result, state) => {
    // The form, had it stayed, would have shown these itself and let go of the request.
    if (state !== 'unconfirmed') expect(stateAfter(formSending, answer(result))).toBe('gone');
    expect(stateAfter(left, answer(result))).toBe(state);
  });

  it('only while the form is sending it', () => {
    expect(move(inState('sending'), {type: 'formLeft'}, later)).toBe('not-allowed');
    for (const state of states.filter((s) => s !== 'sending')) {
      expect(move(inState(state, {sender: 'form'}), {type: 'formLeft'}, later)).toBe('not-allowed');
    }
  });
});

describe('cancel and dismiss', () => {
  it('cancel: only a waiting request, which leaves at once', () => {
    expect(move(inState('waiting'), {type: 'cancel'}, later)).toBe('gone');
    for (const state of states.filter((s) => s !== 'waiting')) {
      expect(move(inState(state), {type: 'cancel'}, later)).toBe('not-allowed');
    }
  });

  it('a request being sent has no cancel', () => {
    expect(move(inState('sending'), {type: 'cancel'}, later)).toBe('not-allowed');
  });

  it('dismiss: sent, refused, unconfirmed and expired leave; waiting and sending do not', () => {
    for (const state of ['sent', 'refused', 'unconfirmed', 'expired'] as const) {
      expect(move(inState(state), {type: 'dismiss'}, later)).toBe('gone');
    }
    for (const state of ['waiting', 'sending'] as const) {
      expect(move(inState(state), {type: 'dismiss'}, later)).toBe('not-allowed');
    }
  });
});

const day = 24 * 60 * 60 * 1000;

describe('time passing (age)', () => {
  it('waiting more than 7 days → expired; not a moment before', () => {
    expect(move(inState('waiting'), {type: 'age'}, now + outboxMaxWaitMs)).toBe('not-allowed');
    expect(stateAfter(inState('waiting'), {type: 'age'}, now + outboxMaxWaitMs + 1)).toBe(
      'expired',
    );
  });

  it('the 7 days run from Submit: attempts that end offline or rate-limited do not extend them', () => {
    let request = inState('waiting');
    for (const [at, failure] of [
      [now + 3 * day, 'offline'],
      [now + 6 * day, 'rate-limited'],
    ] as const) {
      const taken = move(request, {type: 'claim'}, at) as OutboxRequest;
      request = move(
        taken,
        answer(failed(failure), taken.attempts),
        at + rateLimitPauseMs,
      ) as OutboxRequest;
      expect(request.state).toBe('waiting');
    }
    const late = now + outboxMaxWaitMs + 1;
    expect(isDue(request, late)).toBe(false);
    expect(move(request, {type: 'claim'}, late)).toBe('not-allowed');
    expect(stateAfter(request, {type: 'age'}, late)).toBe('expired');
  });

  it("the visitor's Send again starts the 7 days again", () => {
    const expired = inState('expired');
    const asked = now + 10 * day;
    const taken = move(expired, {type: 'sendNow', sender: 'outbox'}, asked) as OutboxRequest;
    const waiting = move(taken, answer(failed('offline'), taken.attempts), asked) as OutboxRequest;
    expect(move(waiting, {type: 'age'}, asked + outboxMaxWaitMs)).toBe('not-allowed');
    expect(isDue(waiting, asked + outboxMaxWaitMs)).toBe(true);
    expect(stateAfter(waiting, {type: 'age'}, asked + outboxMaxWaitMs + 1)).toBe('expired');
  });

  it('a request kept by the previous version (no askedAt) counts from its first Submit', () => {
    const {askedAt: _asked, ...kept} = inState('waiting', {changedAt: now + 6 * day});
    expect(stateAfter(kept, {type: 'age'}, now + outboxMaxWaitMs + 1)).toBe('expired');
  });

  it.each(['sent', 'refused', 'unconfirmed', 'expired'] as const)(
    'a %s request the visitor was never shown is not removed, however old',
    (state) => {
      expect(move(inState(state), {type: 'age'}, now + outboxKeepMs * 10)).toBe('not-allowed');
    },
  );

  it.each(['sent', 'refused', 'unconfirmed', 'expired'] as const)(
    'a %s request leaves 30 days after Submit, and a week after it was first shown, whichever is later',
    (state) => {
      const shownLate = now + outboxKeepMs + day;
      const seen = move(inState(state), {type: 'seen'}, shownLate) as OutboxRequest;
      expect(seen.seenAt).toBe(shownLate);
      expect(move(seen, {type: 'age'}, shownLate + outboxKeepSeenMs)).toBe('not-allowed');
      expect(move(seen, {type: 'age'}, shownLate + outboxKeepSeenMs + 1)).toBe('gone');
      const shownEarly = move(inState(state), {type: 'seen'}, now + day) as OutboxRequest;
      expect(move(shownEarly, {type: 'age'}, now + outboxKeepMs)).toBe('not-allowed');
      expect(move(shownEarly, {type: 'age'}, now + outboxKeepMs + 1)).toBe('gone');
    },
  );

  it('being shown counts for the outcome shown: a new state is a new outcome, not yet seen', () => {
    const seen = move(inState('unconfirmed'), {type: 'seen'}, later) as OutboxRequest;
    expect(move(seen, {type: 'seen'}, later + 1)).toBe('not-allowed');
    const again = move(seen, {type: 'sendNow', sender: 'outbox'}, later + 2) as OutboxRequest;
    const sent = move(again, answer({ok: true}, again.attempts), later + 3) as OutboxRequest;
    expect(sent.seenAt).toBeUndefined();
    for (const state of ['waiting', 'sending'] as const) {
      expect(move(inState(state), {type: 'seen'}, later)).toBe('not-allowed');
    }
  });

  it('a request being sent is not removed under its sender', () => {
    expect(move(inState('sending'), {type: 'age'}, now + outboxKeepMs + 1)).toBe('not-allowed');
  });
});

describe('nextChangeAt: when time alone next changes what the outbox may do', () => {
  it('the end of a rate limit pause, or the end of the 7 days, whichever comes first', () => {
    const pausing = inState('waiting', {notBefore: later + rateLimitPauseMs});
    expect(nextChangeAt([pausing], later)).toBe(later + rateLimitPauseMs);
    expect(nextChangeAt([inState('waiting')], later)).toBe(now + outboxMaxWaitMs + 1);
    // A pause that ends after the 7 days: the request expires first, and is never sent by itself.
    const pastWeek = inState('waiting', {notBefore: now + outboxMaxWaitMs + day});
    expect(nextChangeAt([pastWeek], later)).toBe(now + outboxMaxWaitMs + 1);
  });

  it('nothing for requests that only the visitor moves', () => {
    expect(nextChangeAt([], later)).toBeNull();
    const others = (['sending', 'sent', 'refused', 'unconfirmed', 'expired'] as const).map((s) =>
      inState(s),
    );
    expect(nextChangeAt(others, later)).toBeNull();
  });
});
