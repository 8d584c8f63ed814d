/**
 * Form controls, GOV.UK style: a label, an optional hint, the error message above the control
 * (the same words as in an error summary), and aria-describedby tying hint and error to the
 * control. The quote wizard and the cost estimator draw their fields with these.
 */
import type {ChangeEvent, InputHTMLAttributes, ReactNode} from 'react';
import clsx from 'clsx';
import {errorPrefix} from '@site/src/data/commonWords';
import styles from './styles.module.css';

/** A control's id: the form's prefix and the field's name (`quote-firstName`). */
export const fieldId = (idPrefix: string, name: string): string => `${idPrefix}-${name}`;
const hintId = (idPrefix: string, name: string) => `${fieldId(idPrefix, name)}-hint`;
const errorId = (idPrefix: string, name: string) => `${fieldId(idPrefix, name)}-error`;

/** A choice of a radio group or a select, with an optional line under it (radio groups). */
export type Choice = {
  readonly value: string;
  readonly label: string;
  readonly description?: string;
};

type Common = {
  /** Prefix of the ids, one per form, so two forms on a page never share an id. */
  readonly idPrefix: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string;
};

function describedBy(
  idPrefix: string,
  name: string,
  hint: unknown,
  error: unknown,
): string | undefined {
  return (
    [hint ? hintId(idPrefix, name) : null, error ? errorId(idPrefix, name) : null]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

function Hint({
  idPrefix,
  name,
  hint,
}: {
  readonly idPrefix: string;
  readonly name: string;
  readonly hint?: ReactNode;
}) {
  return hint ? (
    <div id={hintId(idPrefix, name)} className={styles.hint}>
      {hint}
    </div>
  ) : null;
}

function ErrorMessage({
  idPrefix,
  name,
  error,
}: {
  readonly idPrefix: string;
  readonly name: string;
  readonly error?: string;
}) {
  return error ? (
    <p id={errorId(idPrefix, name)} className={styles.errorMessage}>
      <span className="sr-only">{errorPrefix()}</span> {error}
    </p>
  ) : null;
}

/** Label, hint and error above a single control, GOV.UK style. */
function LabelledField({
  idPrefix,
  name,
  label,
  hint,
  error,
  width = 'full',
  children,
}: Common & {readonly width?: 'full' | 'half'; readonly children: ReactNode}) {
  return (
    <div
      className={clsx(styles.field, width === 'half' && styles.half)}
      data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={fieldId(idPrefix, name)} className={styles.label}>
        {label}
      </label>
      <Hint idPrefix={idPrefix} name={name} hint={hint} />
      <ErrorMessage idPrefix={idPrefix} name={name} error={error} />
      {children}
    </div>
  );
}

/** What every control shares: its id and name, and its tie to the hint and the error. */
function controlProps({idPrefix, name, hint, error}: Common) {
  return {
    id: fieldId(idPrefix, name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(idPrefix, name, hint, error),
  };
}

type TextInputProps = Common &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'required' | 'autoFocus'
  > & {
    readonly value: string;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    readonly width?: 'full' | 'half';
  };

export function TextInput({
  idPrefix,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  width,
  ...input
}: TextInputProps): ReactNode {
  return (
    <LabelledField
      idPrefix={idPrefix}
      name={name}
      label={label}
      hint={hint}
      error={error}
      width={width}>
      <input
        {...controlProps({idPrefix, name, label, hint, error})}
        className={styles.input}
        value={value}
        onChange={onChange}
        {...input}
        type={input.type ?? 'text'}
      />
    </LabelledField>
  );
}

type TextAreaProps = Common & {
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  readonly required?: boolean;
};

export function TextArea({
  idPrefix,
  name,
  label,
  hint,
  error,
  value,
  onChange,
  required,
}: TextAreaProps): ReactNode {
  return (
    <LabelledField idPrefix={idPrefix} name={name} label={label} hint={hint} error={error}>
      <textarea
        {...controlProps({idPrefix, name, label, hint, error})}
        className={clsx(styles.input, styles.textarea)}
        rows={6}
        value={value}
        onChange={onChange}
        required={required}
      />
    </LabelledField>
  );
}

type SelectProps = Common & {
  readonly options: readonly Choice[];
  /** The first, empty entry; without it one of the options is always chosen. */
  readonly placeholder?: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  readonly required?: boolean;
  readonly width?: 'full' | 'half';
};

export function Select({
  idPrefix,
  name,
  label,
  hint,
  error,
  options,
  placeholder,
  value,
  onChange,
  required,
  width,
}: SelectProps): ReactNode {
  return (
    <LabelledField
      idPrefix={idPrefix}
      name={name}
      label={label}
      hint={hint}
      error={error}
      width={width}>
      <select
        {...controlProps({idPrefix, name, label, hint, error})}
        className={styles.input}
        value={value}
        onChange={onChange}
        required={required}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** The id of a radio group's first radio: where the error summary sends focus. */
export const radioId = (idPrefix: string, name: string, value: string): string =>
  `${fieldId(idPrefix, name)}-${value}`;

type RadioGroupProps = Common & {
  readonly options: readonly Choice[];
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function RadioGroup({
  idPrefix,
  name,
  label,
  hint,
  error,
  options,
  value,
  onChange,
}: RadioGroupProps): ReactNode {
  const described = options.some((option) => option.description);
  return (
    <fieldset
      className={clsx(styles.field, styles.fieldset)}
      data-state={error ? 'invalid' : 'valid'}
      aria-describedby={describedBy(idPrefix, name, hint, error)}>
      <legend className={styles.label}>{label}</legend>
      <Hint idPrefix={idPrefix} name={name} hint={hint} />
      <ErrorMessage idPrefix={idPrefix} name={name} error={error} />
      <div className={styles.radios} data-layout={described ? 'stacked' : 'inline'}>
        {options.map((option) => {
          const id = radioId(idPrefix, name, option.value);
          return (
            <div key={option.value}>
              <div className={styles.choice}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={onChange}
                  className={styles.choiceInput}
                  aria-describedby={option.description ? `${id}-description` : undefined}
                />
                <label htmlFor={id} className={styles.choiceLabel}>
                  {option.label}
                </label>
              </div>
              {option.description && (
                <div id={`${id}-description`} className={styles.choiceHint}>
                  {option.description}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

type CheckboxProps = Common & {
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly required?: boolean;
};

export function Checkbox({
  idPrefix,
  name,
  label,
  hint,
  error,
  checked,
  onChange,
  required,
}: CheckboxProps): ReactNode {
  return (
    <div className={styles.field} data-state={error ? 'invalid' : 'valid'}>
      <ErrorMessage idPrefix={idPrefix} name={name} error={error} />
      <div className={styles.choice}>
        <input
          type="checkbox"
          id={fieldId(idPrefix, name)}
          name={name}
          checked={checked}
          onChange={onChange}
          required={required}
          className={styles.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(idPrefix, name, hint, error)}
        />
        <label htmlFor={fieldId(idPrefix, name)} className={styles.choiceLabel}>
          {label}
        </label>
      </div>
      <Hint idPrefix={idPrefix} name={name} hint={hint} />
    </div>
  );
}
