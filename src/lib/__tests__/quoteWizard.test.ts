import {emptyInquiry, type InquiryValues} from '../inquiry';
import {validators} from '../phone';
import {
  canGoBack,
  draftOf,
  initialWizardState,
  minimumFillTimeMs,
  parseDraft,
  quoteWizardReducer as reduce,
  type WizardAction,
  type WizardState,
} from '../quoteWizard';
import {quoteFields} from '@site/src/data/quoteForm';

const t0 = 1_760_000_000_000;

const complete: InquiryValues = {
  ...emptyInquiry,
  firstName: 'Otieno',
  lastName: 'Ochieng',
  email: 'otieno@example.com',
  phone: '+254 722 000 123',
  projectType: 'commercial',
  projectDescription: 'Two-storey shops and offices on Thika Road.',
  budget: '25m-50m',
  termsAccepted: true,
};

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(reduce, state);
}

const at = (step: WizardState['step'], values = complete): WizardState => ({
  ...initialWizardState,
  step,
  values,
  startedAt: t0,
});

const next: WizardAction = {type: 'next', validators};
const submitAt = (ms: number, honeypot = '', reference = 'MSG-7K4Q2P'): WizardAction => ({
  type: 'submit',
  reference,
  validators,
  at: t0 + ms,
  honeypot,
});

describe('quote wizard: typing', () => {
  it('records a change and when the visitor started', () => {
    const state = run(
      initialWizardState,
      {type: 'change', field: 'firstName', value: 'Otieno', at: t0},
      {
        type: 'change',
        field: 'lastName',
        value: 'Ochieng',
        at: t0 + 500,
      },
    );
    expect(state.values).toEqual({...emptyInquiry, firstName: 'Otieno', lastName: 'Ochieng'});
    expect(state.startedAt).toBe(t0);
  });

  it('records checkbox changes', () => {
    const state = reduce(at(3, emptyInquiry), {
      type: 'toggle',
      field: 'termsAccepted',
      checked: true,
      at: t0,
    });
    expect(state.values.termsAccepted).toBe(true);
  });
});

describe('quote wizard: Next and Back', () => {
  it('Next moves from step 1 to 2 to 3 to 4 when each step is valid, focusing the new heading each time', () => {
    let state = at(1);
    const requests: number[] = [];
    for (const expected of [2, 3, 4]) {
      state = reduce(state, next);
      expect(state.step).toBe(expected);
      expect(state.focus?.target).toBe('heading');
      requests.push(state.focus!.request);
    }
    expect(new Set(requests).size).toBe(3);
    expect(reduce(state, next)).toBe(state);
  });

  it('Next stays on an invalid step, shows its errors and sends focus to the error summary', () => {
    const state = reduce(at(1, {...complete, email: 'otieno@', lastName: ''}), next);
    expect(state.step).toBe(1);
    expect(state.errors).toEqual({
      lastName: quoteFields.lastName.errors.required,
      email: quoteFields.email.errors.invalid,
    });
    expect(state.focus?.target).toBe('errorSummary');
    const again = reduce(state, next);
    expect(again.focus!.request).toBeGreaterThan(state.focus!.request);
  });

  it('checks only the current step on Next', () => {
    const state = reduce(at(1, {...complete, projectDescription: '', termsAccepted: false}), next);
    expect(state.step).toBe(2);
    expect(state.errors).toEqual({});
  });

  it('clears the errors once the step moves on', () => {
    const invalid = reduce(at(1, {...complete, firstName: ''}), next);
    const fixed = reduce(
      reduce(invalid, {type: 'change', field: 'firstName', value: 'Otieno', at: t0}),
      next,
    );
    expect(fixed.step).toBe(2);
    expect(fixed.errors).toEqual({});
  });

  it('Back goes down to step 1, where it is disabled', () => {
    let state = at(4);
    for (const expected of [3, 2, 1]) {
      expect(canGoBack(state)).toBe(true);
      state = reduce(state, {type: 'back'});
      expect(state.step).toBe(expected);
      expect(state.focus?.target).toBe('heading');
    }
    expect(canGoBack(state)).toBe(false);
    expect(reduce(state, {type: 'back'})).toBe(state);
  });

  it('keeps every answer when moving back and forth', () => {
    const state = run(at(3), {type: 'back'}, {type: 'back'}, next, next);
    expect(state.step).toBe(3);
    expect(state.values).toEqual(complete);
  });

  it('Change on the review goes back to an earlier step only', () => {
    expect(reduce(at(4), {type: 'goTo', step: 2}).step).toBe(2);
    const onTwo = at(2);
    expect(reduce(onTwo, {type: 'goTo', step: 3})).toBe(onTwo);
  });
});

describe('quote wizard: submit', () => {
  it('exists only on step 4', () => {
    const onThree = at(3);
    expect(reduce(onThree, submitAt(minimumFillTimeMs))).toBe(onThree);
  });

  it('starts sending a valid request with the trimmed values and E.164 phone', () => {
    const state = reduce(at(4), submitAt(minimumFillTimeMs));
    expect(state.submission).toEqual({
      status: 'sending',
      inquiry: {...complete, phone: '+254722000123'},
    });
    expect(canGoBack(state)).toBe(false);
    expect(reduce(state, submitAt(minimumFillTimeMs + 1))).toBe(state);
    expect(reduce(state, {type: 'back'})).toBe(state);
  });

  it('re-validates every step and returns to the first one with an error', () => {
    const state = reduce(
      at(4, {...complete, phone: '12', termsAccepted: false}),
      submitAt(minimumFillTimeMs),
    );
    expect(state.step).toBe(1);
    expect(state.errors).toEqual({phone: quoteFields.phone.errors.invalid});
    expect(state.submission.status).toBe('idle');
    expect(state.focus?.target).toBe('errorSummary');

    const second = reduce(at(4, {...complete, projectType: ''}), submitAt(minimumFillTimeMs));
    expect(second.step).toBe(2);
    expect(second.errors).toEqual({projectType: quoteFields.projectType.errors.required});
  });

  it('treats a filled honeypot as a failed check, never as success', () => {
    const state = reduce(at(4), submitAt(60_000, 'https://spam.example'));
    expect(state.step).toBe(4);
    expect(state.submission).toEqual({status: 'failed', failure: 'spam-check'});
    expect(state.focus?.target).toBe('failure');
  });

  it('treats a form completed faster than a person can as a failed check', () => {
    expect(reduce(at(4), submitAt(minimumFillTimeMs - 1)).submission).toEqual({
      status: 'failed',
      failure: 'spam-check',
    });
    expect(reduce({...at(4), startedAt: null}, submitAt(60_000)).submission).toEqual({
      status: 'failed',
      failure: 'spam-check',
    });
  });

  it('moves to the success step when sent, and forgets the answers', () => {
    const state = run(at(4), submitAt(minimumFillTimeMs), {type: 'sent'});
    expect(state.step).toBe(5);
    expect(state.values).toEqual(emptyInquiry);
    expect(state.focus?.target).toBe('heading');
    expect(canGoBack(state)).toBe(false);
  });

  it('stays on step 4 with every answer when sending fails, and can retry', () => {
    const failed = run(at(4), submitAt(minimumFillTimeMs), {type: 'failed', failure: 'network'});
    expect(failed.step).toBe(4);
    expect(failed.values).toEqual(complete);
    expect(failed.submission).toEqual({status: 'failed', failure: 'network'});
    expect(failed.focus?.target).toBe('failure');
    expect(canGoBack(failed)).toBe(true);
    expect(reduce(failed, submitAt(minimumFillTimeMs + 5000)).submission.status).toBe('sending');
  });

  it('gives the request its reference at the first Submit, and keeps it on every retry till reset', () => {
    const first = run(at(4), submitAt(minimumFillTimeMs, '', 'MSG-AAAAAA'));
    expect(first.reference).toBe('MSG-AAAAAA');
    const retried = run(
      first,
      {type: 'failed', failure: 'server'},
      submitAt(minimumFillTimeMs + 5000, '', 'MSG-BBBBBB'),
    );
    expect(retried.reference).toBe('MSG-AAAAAA');
    const sent = reduce(retried, {type: 'sent'});
    expect(sent.reference).toBe('MSG-AAAAAA');
    expect(reduce(sent, {type: 'reset'}).reference).toBeNull();
    expect(at(4).reference).toBeNull();
  });

  it('ignores a late answer when nothing is being sent', () => {
    const state = at(4);
    expect(reduce(state, {type: 'sent'})).toBe(state);
    expect(reduce(state, {type: 'failed', failure: 'server'})).toBe(state);
  });

  it('Submit Another Request returns to step 1 with every field cleared', () => {
    const state = run(at(4), submitAt(minimumFillTimeMs), {type: 'sent'}, {type: 'reset'});
    expect(state.step).toBe(1);
    expect(state.values).toEqual(emptyInquiry);
    expect(state.startedAt).toBeNull();
    expect(state.focus?.target).toBe('heading');
  });
});

describe('quote wizard: draft', () => {
  it('keeps nothing for an untouched form or after success', () => {
    expect(draftOf(initialWizardState)).toBeNull();
    expect(draftOf(run(at(4), submitAt(minimumFillTimeMs), {type: 'sent'}))).toBeNull();
  });

  it('round-trips through storage and restores the step and the reference without moving focus', () => {
    const state = {...at(3), reference: 'MSG-7K4Q2P'};
    const restored = reduce(initialWizardState, {
      type: 'restore',
      draft: parseDraft(JSON.stringify(draftOf(state)))!,
    });
    expect(restored.step).toBe(3);
    expect(restored.values).toEqual(complete);
    expect(restored.startedAt).toBe(t0);
    expect(restored.reference).toBe('MSG-7K4Q2P');
    expect(restored.focus).toBeNull();
  });

  it('drops a broken or tampered draft, field by field', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({values: complete, step: 5}))).toBeNull();
    const draft = parseDraft(
      JSON.stringify({
        values: {...complete, firstName: 42, termsAccepted: 'yes', city: 'x'.repeat(10_000)},
        step: 2,
        startedAt: 'soon',
        reference: 'MSG-ILOU00',
      }),
    );
    expect(draft).toEqual({
      values: {...complete, firstName: '', termsAccepted: false, city: ''},
      step: 2,
      startedAt: null,
      reference: null,
    });
  });
});
