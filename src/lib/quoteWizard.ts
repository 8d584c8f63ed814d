/**
 * The quote request as a pure state machine: four form steps and a success step, validation on
 * 'Next' and again on submit, the spam checks, and where keyboard focus should go after each
 * move. The component only renders this state and performs the send it asks for.
 */
import {
  emptyInquiry,
  maxLengths,
  validateInquiry,
  validateStep,
  type CheckboxField,
  type ChoiceField,
  type FieldErrors,
  type FormStep,
  type InquiryValues,
  type TextField,
  type ValidInquiry,
  type Validators,
} from './inquiry';
import type {FailureKind} from './emailjs';
import {referencePattern} from './quoteReference';

export type WizardStep = FormStep | 4 | 5;

/** The honeypot was filled in, or the form was completed faster than a person can. */
export type SubmitFailure = FailureKind | 'spam-check';

export type Submission =
  | {readonly status: 'idle'}
  | {readonly status: 'sending'; readonly inquiry: ValidInquiry}
  | {readonly status: 'failed'; readonly failure: SubmitFailure};

/** Where focus goes after a move; `request` grows with every move so each one is acted on. */
export type FocusRequest = {
  readonly target: 'heading' | 'errorSummary' | 'failure';
  readonly request: number;
};

export type WizardState = {
  readonly step: WizardStep;
  readonly values: InquiryValues;
  /** Errors of the step on screen, from its last check. */
  readonly errors: FieldErrors;
  readonly submission: Submission;
  /** When the visitor first typed or chose something (ms since epoch). */
  readonly startedAt: number | null;
  readonly focus: FocusRequest | null;
  /**
   * The request's reference, from the first Submit until the visitor starts another request:
   * every attempt to send it carries the same one.
   */
  readonly reference: string | null;
};

export type WizardAction =
  | {
      readonly type: 'change';
      readonly field: TextField | ChoiceField;
      readonly value: string;
      readonly at: number;
    }
  | {
      readonly type: 'toggle';
      readonly field: CheckboxField;
      readonly checked: boolean;
      readonly at: number;
    }
  | {readonly type: 'next'; readonly validators: Validators}
  | {readonly type: 'back'}
  | {readonly type: 'goTo'; readonly step: FormStep}
  | {
      readonly type: 'submit';
      /** A fresh reference, taken only if the request has none yet. */
      readonly reference: string;
      readonly validators: Validators;
      readonly at: number;
      readonly honeypot: string;
    }
  | {readonly type: 'sent'}
  | {readonly type: 'failed'; readonly failure: FailureKind}
  | {readonly type: 'reset'}
  | {readonly type: 'restore'; readonly draft: Draft};

export const lastFormStep = 4;
export const successStep = 5;

/** Nobody reads, types and checks four steps in under three seconds; scripts do. */
export const minimumFillTimeMs = 3000;

export const initialWizardState: WizardState = {
  step: 1,
  values: emptyInquiry,
  errors: {},
  submission: {status: 'idle'},
  startedAt: null,
  focus: null,
  reference: null,
};

function focusOn(state: WizardState, target: FocusRequest['target']): FocusRequest {
  return {target, request: (state.focus?.request ?? 0) + 1};
}

function moveTo(state: WizardState, step: WizardStep): WizardState {
  return {
    ...state,
    step,
    errors: {},
    submission: {status: 'idle'},
    focus: focusOn(state, 'heading'),
  };
}

export function canGoBack(state: WizardState): boolean {
  return state.step > 1 && state.step <= lastFormStep && state.submission.status !== 'sending';
}

export function isSending(state: WizardState): boolean {
  return state.submission.status === 'sending';
}

export function quoteWizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change':
    case 'toggle': {
      if (state.step > lastFormStep || isSending(state)) {
        return state;
      }
      const value = action.type === 'change' ? action.value : action.checked;
      return {
        ...state,
        values: {...state.values, [action.field]: value},
        startedAt: state.startedAt ?? action.at,
      };
    }
    case 'next': {
      if (state.step >= lastFormStep) {
        return state;
      }
      const errors = validateStep(state.step as FormStep, state.values, action.validators);
      if (Object.keys(errors).length > 0) {
        return {...state, errors, focus: focusOn(state, 'errorSummary')};
      }
      return moveTo(state, (state.step + 1) as WizardStep);
    }
    case 'back':
      return canGoBack(state) ? moveTo(state, (state.step - 1) as WizardStep) : state;
    case 'goTo':
      return state.step <= lastFormStep && action.step < state.step && !isSending(state)
        ? moveTo(state, action.step)
        : state;
    case 'submit': {
      if (state.step !== lastFormStep || isSending(state)) {
        return state;
      }
      const check = validateInquiry(state.values, action.validators);
      if (!check.ok) {
        return {
          ...state,
          step: check.step,
          errors: check.errors,
          submission: {status: 'idle'},
          focus: focusOn(state, 'errorSummary'),
        };
      }
      const tooFast = state.startedAt === null || action.at - state.startedAt < minimumFillTimeMs;
      if (action.honeypot.trim() !== '' || tooFast) {
        return {
          ...state,
          errors: {},
          submission: {status: 'failed', failure: 'spam-check'},
          focus: focusOn(state, 'failure'),
        };
      }
      return {
        ...state,
        errors: {},
        submission: {status: 'sending', inquiry: check.inquiry},
        reference: state.reference ?? action.reference,
      };
    }
    case 'sent':
      return isSending(state)
        ? {...moveTo(state, successStep), values: emptyInquiry, startedAt: null}
        : state;
    case 'failed':
      return isSending(state)
        ? {
            ...state,
            submission: {status: 'failed', failure: action.failure},
            focus: focusOn(state, 'failure'),
          }
        : state;
    case 'reset':
      return {...initialWizardState, focus: focusOn(state, 'heading')};
    case 'restore':
      return {
        ...initialWizardState,
        step: action.draft.step,
        values: action.draft.values,
        startedAt: action.draft.startedAt,
        reference: action.draft.reference,
      };
  }
}

/** What is kept in sessionStorage so a reload or a wrong click never loses the visitor's words. */
export type Draft = {
  readonly values: InquiryValues;
  readonly step: FormStep | 4;
  readonly startedAt: number | null;
  /** Kept so that a request sent again after a reload is still the same request to staff. */
  readonly reference: string | null;
};

export const draftStorageKey = 'msingi:quote-draft';

function isPristine(values: InquiryValues): boolean {
  return (Object.keys(emptyInquiry) as (keyof InquiryValues)[]).every(
    (k) => values[k] === emptyInquiry[k],
  );
}

/** The draft to keep for this state, or null when there is nothing worth keeping. */
export function draftOf(state: WizardState): Draft | null {
  if (state.step > lastFormStep || (state.step === 1 && isPristine(state.values))) {
    return null;
  }
  return {
    values: state.values,
    step: state.step as FormStep | 4,
    startedAt: state.startedAt,
    reference: state.reference,
  };
}

/** Reads a stored draft defensively: anything unexpected is dropped, never trusted. */
export function parseDraft(json: string | null): Draft | null {
  if (!json) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const {values, step, startedAt, reference} = data as Record<string, unknown>;
  if (typeof values !== 'object' || values === null || ![1, 2, 3, 4].includes(step as number)) {
    return null;
  }
  const stored = values as Record<string, unknown>;
  const restored = Object.fromEntries(
    (Object.keys(emptyInquiry) as (keyof InquiryValues)[]).map((key) => {
      const fallback = emptyInquiry[key];
      const value = stored[key];
      if (typeof fallback === 'boolean') {
        return [key, typeof value === 'boolean' ? value : fallback];
      }
      // Generous cap: over-long text is kept (and flagged by validation), absurd blobs are not.
      const limit = key in maxLengths ? maxLengths[key as TextField] * 4 : 64;
      return [key, typeof value === 'string' && value.length <= limit ? value : fallback];
    }),
  ) as InquiryValues;
  return {
    values: restored,
    step: step as Draft['step'],
    startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : null,
    reference: typeof reference === 'string' && referencePattern.test(reference) ? reference : null,
  };
}

/** Project details another page hands to the quote form (the cost estimator's estimate). */
export type ProjectDetails = Pick<InquiryValues, 'projectType' | 'budget' | 'projectDescription'>;

/**
 * The draft with these project details filled in, everything else the visitor typed kept. Their
 * own description stays, with the new details after it; details handed over before (which start
 * with the same first line) are replaced, not repeated.
 */
export function withProjectDetails(draft: Draft | null, details: ProjectDetails): Draft {
  const values = draft?.values ?? emptyInquiry;
  const firstLine = details.projectDescription.split('\n', 1)[0]!;
  const before = values.projectDescription.indexOf(firstLine);
  const own = (
    before >= 0 ? values.projectDescription.slice(0, before) : values.projectDescription
  ).trim();
  return {
    values: {
      ...values,
      projectType: details.projectType,
      budget: details.budget,
      projectDescription: own
        ? `${own}\n\n${details.projectDescription}`
        : details.projectDescription,
    },
    step: draft?.step ?? 1,
    startedAt: draft?.startedAt ?? null,
    reference: draft?.reference ?? null,
  };
}
