import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {failureHints, formText, quoteSteps, stepHeading} from '@site/src/data/quoteForm';
import {buttonText, outcomeText} from '@site/src/data/quoteOutcome';
import {mayHaveArrived, type SendResult} from '@site/src/lib/emailjs';
import {newRequest, submitted, type RequestContent, type RequestFields} from '@site/src/lib/outbox';
import {loadOutbox, loadOutboxCode, type PageOutbox} from '@site/src/lib/outboxLoader';
import {focusNoticeOn, useShownByForm} from '@site/src/lib/hooks/useOutbox';
import {newQuoteReference} from '@site/src/lib/quoteReference';
import {outboxWords} from '@site/src/data/outbox';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';
import {lenientValidators, stepFields, type FormStep, type Validators} from '@site/src/lib/inquiry';
import {fallbackLinks, quoteTemplateParams} from '@site/src/lib/inquirySummary';
import {usePageLanguage} from '@site/src/lib/hooks/usePageLanguage';
import {draftStorage} from '@site/src/lib/quoteDraftStorage';
import {coversQuickContact} from '@site/src/lib/quickContactAside';
import {
  canGoBack,
  draftOf,
  initialWizardState,
  isSending,
  lastFormStep,
  parseDraft,
  quoteWizardReducer,
  successStep,
  type WizardAction,
  type WizardState,
} from '@site/src/lib/quoteWizard';
import ErrorSummary, {type SummaryError} from './ErrorSummary';
import OtherWays from '@site/src/components/OtherWays';
import Review from './Review';
import StepIndicator from './StepIndicator';
import {QuoteField, focusTargetId} from './fields';
import styles from './styles.module.css';
import SpamTrap from '@site/src/components/SpamTrap';
import {siteFormMark} from '@site/src/lib/pageMarks';

let validatorsPromise: Promise<Validators> | undefined;

/** The phone-number metadata is large: fetched once, when the visitor starts on the form. */
function loadValidators(): Promise<Validators> {
  validatorsPromise ??= import('@site/src/lib/phone').then(
    (module) => module.validators,
    () => {
      validatorsPromise = undefined;
      return lenientValidators;
    },
  );
  return validatorsPromise;
}

/** useReducer, but a dispatch that returns the new state so a handler can act on it at once. */
function useWizardState(): [WizardState, (action: WizardAction) => WizardState, () => WizardState] {
  const [state, setState] = useState(initialWizardState);
  const current = useRef(state);
  const dispatch = useCallback((action: WizardAction) => {
    const next = quoteWizardReducer(current.current, action);
    current.current = next;
    setState(next);
    return next;
  }, []);
  const latest = useCallback(() => current.current, []);
  return [state, dispatch, latest];
}

/** The four-step quote request (spec sections 2, 4, 5, 7 and 8), used on Home and Contact. */
export default function QuoteWizard(): ReactNode {
  const settings = useEmailSettings().quote;
  const language = usePageLanguage();
  const [state, dispatch, latest] = useWizardState();
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  /** This browser's outbox, opened at the first Submit; null where it has none. */
  const outbox = useRef<PageOutbox | null>(null);
  /** Whether the outbox can keep a request that could not leave the phone (storage works). */
  const [canKeep, setCanKeep] = useState(false);
  const [notKept, setNotKept] = useState(false);
  /** The request of the last attempt, kept for the outbox if it could not leave the phone. */
  const lastRequest = useRef<RequestFields | null>(null);
  const focusOutbox = useRef(false);
  /** Whether the form is on the screen: a send can end after the visitor has gone elsewhere. */
  const onScreen = useRef(true);

  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);

  useEffect(() => {
    const draft = parseDraft(draftStorage.read());
    if (draft) {
      dispatch({type: 'restore', draft});
    }
    setRestored(true);
  }, [dispatch]);

  useEffect(() => {
    if (restored) {
      const draft = draftOf(state);
      draftStorage.write(draft && JSON.stringify(draft));
    }
  }, [restored, state]);

  useEffect(() => {
    if (state.focus && focusOutbox.current) {
      // The request went to the outbox: its notice takes the focus as it shows it.
      focusOutbox.current = false;
    } else if (state.focus) {
      const targets = {heading: headingRef, errorSummary: summaryRef, failure: failureRef};
      targets[state.focus.target].current?.focus();
    }
  }, [state.focus]);

  const {step, values, errors, submission} = state;
  const sending = isSending(state);
  /** The last attempt may have reached the service: the visitor decides whether to send again. */
  const unconfirmed =
    submission.status === 'failed' &&
    submission.failure !== 'spam-check' &&
    mayHaveArrived(submission.failure);

  // While the form shows a request itself (sending it, or that it may have arrived), the
  // outbox's notice on this page does not tell of it a second time.
  useShownByForm(sending || unconfirmed ? state.reference : null);

  /** The request gone to the outbox: the focus goes where the page tells of it. */
  const handOverToOutbox = (reference: string) => {
    focusNoticeOn(reference);
    focusOutbox.current = true;
    dispatch({type: 'reset'});
  };

  /**
   * Sends the request: through the outbox, kept as 'sending' before it leaves, so that if this
   * page closes mid-way every page of the site knows it may have arrived; from this page alone
   * where there is no outbox, or its storage fails before the request leaves. Undefined when
   * another tab of this browser is sending this very request.
   */
  const sendRequest = async (
    request: RequestFields,
    content: RequestContent,
  ): Promise<SendResult | undefined> => {
    const {reference} = request;
    let code;
    try {
      code = await loadOutboxCode();
    } catch {
      // The code could not be fetched: nothing left the phone.
      return {ok: false, failure: 'offline'};
    }
    const send = code.sendWith(settings!);
    const opened = await loadOutbox();
    outbox.current = opened;
    setCanKeep(opened !== null);
    if (opened) {
      const {store} = opened;
      let result: SendResult | undefined;
      let left = false;
      try {
        await code.sendOne(
          store,
          reference,
          (now) =>
            store.put(
              reference,
              () => submitted(request, now),
              {type: 'sendNow', sender: 'form', content},
              now,
            ),
          async (taken) => {
            left = true;
            result = await send(taken);
            // The visitor left this page meanwhile: the site-wide notice is to tell how it went.
            if (!onScreen.current) {
              await store.apply(reference, {type: 'formLeft'}, Date.now()).catch(() => undefined);
            }
            return result;
          },
        );
        return result;
      } catch {
        // Storage failed. After the request left, its answer is what the visitor is told;
        // before, it goes from this page alone, and nothing is kept for later.
        if (left) return result ?? {ok: false, failure: 'unknown'};
        outbox.current = null;
        setCanKeep(false);
      }
    }
    return send(newRequest(request, Date.now()));
  };

  /**
   * After the visitor left the page mid-send: the draft the request came from is cleared once the
   * request is answered and either sent or kept by the outbox (which the notice tells of), so the
   * form does not offer the same request again. A draft of another request is left alone.
   */
  const forgetDraftOf = async (reference: string, result: SendResult | undefined) => {
    const kept = await (outbox.current?.store.list() ?? Promise.resolve([])).then(
      (requests) => requests.some((request) => request.reference === reference),
      () => false,
    );
    if ((result?.ok || kept) && parseDraft(draftStorage.read())?.reference === reference) {
      draftStorage.write(null);
    }
  };

  const submit = async () => {
    if (!settings || isSending(latest())) {
      return;
    }
    const validators = await loadValidators();
    const submittedAt = new Date();
    const next = dispatch({
      type: 'submit',
      validators,
      at: submittedAt.getTime(),
      honeypot: honeypotRef.current?.value ?? '',
      reference: newQuoteReference(submittedAt.getTime()),
    });
    if (next.submission.status !== 'sending' || !next.reference) {
      return;
    }
    const {reference} = next;
    const content = {
      templateParams: quoteTemplateParams(
        next.submission.inquiry,
        reference,
        submittedAt,
        language,
      ),
      fallback: fallbackLinks(next.values, submittedAt, language, reference),
    };
    const request = {reference, ...content};
    lastRequest.current = request;
    setNotKept(false);
    const result = await sendRequest(request, content);
    if (!onScreen.current) {
      await forgetDraftOf(reference, result);
      return;
    }
    if (result) {
      dispatch(result.ok ? {type: 'sent'} : {type: 'failed', failure: result.failure});
    } else {
      // Another tab of this browser is sending this very request: its news is the outbox's.
      handOverToOutbox(reference);
    }
  };

  // Nothing left the phone: the request waits in this browser's outbox and goes when the
  // connection is back. Where storage fails now, the failure stays on screen with the words and
  // the other ways, and says it could not be kept.
  const sendWhenOnline = async () => {
    const request = lastRequest.current;
    const store = outbox.current?.store;
    if (!store || !request) return;
    try {
      await store.put(request.reference, () => newRequest(request, Date.now()), null, Date.now());
    } catch {
      outbox.current = null;
      setCanKeep(false);
      setNotKept(true);
      failureRef.current?.focus();
      return;
    }
    handOverToOutbox(request.reference);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (latest().step < lastFormStep) {
      const validators = await loadValidators();
      dispatch({type: 'next', validators});
    } else if (latest().step === lastFormStep) {
      await submit();
    }
  };

  const fallback = useMemo(
    () =>
      step === lastFormStep ? fallbackLinks(values, new Date(), language, state.reference) : null,
    [step, values, language, state.reference],
  );

  const summaryErrors: SummaryError[] =
    step <= lastFormStep
      ? stepFields[Math.min(step, 3) as FormStep]
          .filter((field) => errors[field])
          .map((field) => ({targetId: focusTargetId(field), message: errors[field]!}))
      : [];

  const heading =
    step === successStep
      ? outcomeText.successTitle
      : stepHeading(step, quoteSteps[step - 1]!.title);

  return (
    <div className={styles.wizard} {...coversQuickContact}>
      <StepIndicator step={step} />
      <form
        {...siteFormMark}
        noValidate
        aria-label={formText.label}
        onSubmit={onSubmit}
        onFocus={() => {
          void loadValidators();
          // Fetched before Submit, so a request can be kept on the phone should the connection go.
          loadOutboxCode().catch(() => undefined);
        }}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h3>
        {summaryErrors.length > 0 && (
          <ErrorSummary summaryRef={summaryRef} errors={summaryErrors} />
        )}

        {step < lastFormStep && (
          <div className={styles.grid}>
            {stepFields[step as FormStep].map((name) => (
              <QuoteField
                key={name}
                name={name}
                value={values[name]}
                error={errors[name]}
                onText={(field, value) => dispatch({type: 'change', field, value, at: Date.now()})}
                onToggle={(field, checked) =>
                  dispatch({type: 'toggle', field, checked, at: Date.now()})
                }
              />
            ))}
          </div>
        )}

        {step === lastFormStep && (
          <Review
            values={values}
            disabled={sending}
            onChange={(target) => dispatch({type: 'goTo', step: target})}
          />
        )}

        {step === lastFormStep && submission.status === 'failed' && fallback && (
          <div ref={failureRef} tabIndex={-1} role="alert" className={styles.failure}>
            <p className={styles.outcomeTitle}>{outcomeText.failure}</p>
            <p>{failureHints[submission.failure]}</p>
            {unconfirmed && state.reference && <p>{outboxWords.unconfirmed(state.reference)}</p>}
            <p>{outcomeText.keptDetails}</p>
            <OtherWays
              links={fallback}
              onRetry={() => void submit()}
              retryLabel={unconfirmed ? outboxWords.sendAgain : undefined}
            />
            {notKept && <p>{outboxWords.notKept}</p>}
            {submission.failure === 'offline' && canKeep && (
              <div className={styles.later}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void sendWhenOnline()}>
                  {outboxWords.offer}
                </button>
                <p>{outboxWords.storageNote}</p>
              </div>
            )}
          </div>
        )}

        {step === lastFormStep && !settings && fallback && (
          <div className={styles.notice}>
            <p className={styles.outcomeTitle}>{outcomeText.notSetUpTitle}</p>
            <p>{outcomeText.notSetUpText}</p>
            <OtherWays links={fallback} />
          </div>
        )}

        {step === successStep && (
          <div className={styles.success}>
            {state.reference && <p>{outcomeText.reference(state.reference)}</p>}
            <p>{outcomeText.successText}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch({type: 'reset'})}>
              {buttonText.another}
            </button>
          </div>
        )}

        {step <= lastFormStep && (
          <>
            {/* Bots fill every field; people never see this one. */}
            <SpamTrap id="quote-website" inputRef={honeypotRef} />
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--outline button--primary"
                onClick={() => dispatch({type: 'back'})}
                disabled={!canGoBack(state)}>
                {buttonText.back}
              </button>
              {step < lastFormStep && (
                <button type="submit" className="button button--primary">
                  {buttonText.next}
                </button>
              )}
              {step === lastFormStep && settings && (
                <button type="submit" className="button button--primary" disabled={sending}>
                  {sending ? buttonText.submitting : buttonText.submit}
                </button>
              )}
            </div>
          </>
        )}
      </form>
    </div>
  );
}
