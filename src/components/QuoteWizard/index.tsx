import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  buttonText,
  failureHints,
  formText,
  outcomeText,
  quoteSteps,
  stepHeading,
} from '@site/src/data/quoteForm';
import {sendEmail} from '@site/src/lib/emailjs';
import {addToOutbox, browserOutbox, outboxNoticeId} from '@site/src/lib/outbox';
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
  /** The e-mail of the last attempt, kept for the outbox if it failed for want of a connection. */
  const lastRequest = useRef<Readonly<Record<string, string>> | null>(null);
  const focusOutbox = useRef(false);

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
      // The request went to the outbox: the focus goes where the page tells of it.
      focusOutbox.current = false;
      document.getElementById(outboxNoticeId)?.focus();
    } else if (state.focus) {
      const targets = {heading: headingRef, errorSummary: summaryRef, failure: failureRef};
      targets[state.focus.target].current?.focus();
    }
  }, [state.focus]);

  const {step, values, errors, submission} = state;
  const sending = isSending(state);

  const submit = async () => {
    if (!settings || isSending(latest())) {
      return;
    }
    const validators = await loadValidators();
    const next = dispatch({
      type: 'submit',
      validators,
      at: Date.now(),
      honeypot: honeypotRef.current?.value ?? '',
    });
    if (next.submission.status !== 'sending') {
      return;
    }
    const templateParams = quoteTemplateParams(
      next.submission.inquiry,
      settings.toEmail,
      new Date(),
      language,
    );
    lastRequest.current = templateParams;
    const result = await sendEmail(settings, templateParams);
    dispatch(result.ok ? {type: 'sent'} : {type: 'failed', failure: result.failure});
  };

  // No connection: the request waits in this browser's outbox and goes when the connection is back.
  const sendWhenOnline = () => {
    if (!settings || !lastRequest.current || !fallback) return;
    addToOutbox(browserOutbox, {
      id: crypto.randomUUID(),
      createdAt: Date.now(),
      settings,
      templateParams: lastRequest.current,
      fallback,
    });
    focusOutbox.current = true;
    dispatch({type: 'reset'});
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
    () => (step === lastFormStep ? fallbackLinks(values, new Date(), language) : null),
    [step, values, language],
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
        noValidate
        aria-label={formText.label}
        onSubmit={onSubmit}
        onFocus={() => void loadValidators()}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h3>
        {summaryErrors.length > 0 && <ErrorSummary ref={summaryRef} errors={summaryErrors} />}

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
            <p>{outcomeText.keptDetails}</p>
            <OtherWays links={fallback} onRetry={() => void submit()} />
            {submission.failure === 'network' && (
              <div className={styles.later}>
                <button type="button" className="button button--secondary" onClick={sendWhenOnline}>
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
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="quote-website">{formText.honeypot}</label>
              <input
                ref={honeypotRef}
                id="quote-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
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
