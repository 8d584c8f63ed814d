/**
 * The wizard's form controls, GOV.UK style: a label, an optional hint, the error message
 * above the control (the same words as in the error summary), and aria-describedby tying
 * hint and error to the control.
 */
import {Fragment, type ChangeEvent, type InputHTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {errorPrefix} from '@site/src/data/commonWords';
import {quoteFields, type FieldSpec, type Option} from '@site/src/data/quoteForm';
import type {CheckboxField, ChoiceField, FieldName, InquiryValues, TextField} from '@site/src/lib/inquiry';
import styles from './styles.module.css';

export const fieldId = (name: string): string => `quote-${name}`;
const hintId = (name: string) => `${fieldId(name)}-hint`;
const errorId = (name: string) => `${fieldId(name)}-error`;

type Common = {
  readonly name: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error?: string;
};

function describedBy(name: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined;
}

function Hint({name, hint}: {readonly name: string; readonly hint?: ReactNode}) {
  return hint ? (
    <div id={hintId(name)} className={styles.hint}>
      {hint}
    </div>
  ) : null;
}

function ErrorMessage({name, error}: {readonly name: string; readonly error?: string}) {
  return error ? (
    <p id={errorId(name)} className={styles.errorMessage}>
      <span className="sr-only">{errorPrefix()}</span> {error}
    </p>
  ) : null;
}

/** Label, hint and error above a single control, GOV.UK style. */
function LabelledField({
  name,
  label,
  hint,
  error,
  width = 'full',
  children,
}: Common & {readonly width?: 'full' | 'half'; readonly children: ReactNode}) {
  return (
    <div className={clsx(styles.field, width === 'half' && styles.half)} data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
      </label>
      <Hint name={name} hint={hint} />
      <ErrorMessage name={name} error={error} />
      {children}
    </div>
  );
}

/** What every control shares: its id and name, and its tie to the hint and the error. */
function controlProps({name, hint, error}: Common) {
  return {
    id: fieldId(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
  };
}

type TextInputProps = Common &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'spellCheck' | 'required'> & {
    readonly value: string;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    readonly width?: 'full' | 'half';
  };

export function TextInput({name, label, hint, error, value, onChange, width, ...input}: TextInputProps): ReactNode {
  return (
    <LabelledField name={name} label={label} hint={hint} error={error} width={width}>
      <input
        {...controlProps({name, label, hint, error})}
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

export function TextArea({name, label, hint, error, value, onChange, required}: TextAreaProps): ReactNode {
  return (
    <LabelledField name={name} label={label} hint={hint} error={error}>
      <textarea
        {...controlProps({name, label, hint, error})}
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
  readonly options: readonly Option[];
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  readonly required?: boolean;
  readonly width?: 'full' | 'half';
};

export function Select({name, label, hint, error, options, placeholder, value, onChange, required, width}: SelectProps): ReactNode {
  return (
    <LabelledField name={name} label={label} hint={hint} error={error} width={width}>
      <select
        {...controlProps({name, label, hint, error})}
        className={clsx(styles.input, styles.select)}
        value={value}
        onChange={onChange}
        required={required}>
        <option value="">{placeholder}</option>
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
export const radioId = (name: string, value: string): string => `${fieldId(name)}-${value}`;

type RadioGroupProps = Common & {
  readonly options: readonly Option[];
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

export function RadioGroup({name, label, hint, error, options, value, onChange}: RadioGroupProps): ReactNode {
  return (
    <fieldset
      className={clsx(styles.field, styles.fieldset)}
      data-state={error ? 'invalid' : 'valid'}
      aria-describedby={describedBy(name, hint, error)}>
      <legend className={styles.label}>{label}</legend>
      <Hint name={name} hint={hint} />
      <ErrorMessage name={name} error={error} />
      <div className={styles.radios}>
        {options.map((option) => (
          <div key={option.value} className={styles.choice}>
            <input
              type="radio"
              id={radioId(name, option.value)}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={onChange}
              className={styles.choiceInput}
            />
            <label htmlFor={radioId(name, option.value)} className={styles.choiceLabel}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

type CheckboxProps = Common & {
  readonly checked: boolean;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly required?: boolean;
};

export function Checkbox({name, label, hint, error, checked, onChange, required}: CheckboxProps): ReactNode {
  return (
    <div className={styles.field} data-state={error ? 'invalid' : 'valid'}>
      <ErrorMessage name={name} error={error} />
      <div className={styles.choice}>
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          checked={checked}
          onChange={onChange}
          required={required}
          className={styles.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, hint, error)}
        />
        <label htmlFor={fieldId(name)} className={styles.choiceLabel}>
          {label}
        </label>
      </div>
      <Hint name={name} hint={hint} />
    </div>
  );
}

/** Where the error summary sends focus: the control, or a radio group's first radio. */
export function focusTargetId(name: FieldName): string {
  const field: FieldSpec = quoteFields[name];
  return field.kind === 'radio' ? radioId(name, field.options[0]!.value) : fieldId(name);
}

function LinkList({links}: {readonly links: readonly {readonly label: string; readonly to: string}[]}) {
  return links.map((link, index) => (
    <Fragment key={link.to}>
      {index > 0 && ' · '}
      <Link to={link.to}>{link.label}</Link>
    </Fragment>
  ));
}

type QuoteFieldProps<N extends FieldName> = {
  readonly name: N;
  readonly value: InquiryValues[N];
  readonly error?: string;
  readonly onText: (name: TextField | ChoiceField, value: string) => void;
  readonly onToggle: (name: CheckboxField, checked: boolean) => void;
};

/** One field of the quote table, drawn by its kind. */
export function QuoteField<N extends FieldName>({name, value, error, onText, onToggle}: QuoteFieldProps<N>): ReactNode {
  const field: FieldSpec = quoteFields[name];
  const common = {name, label: field.label, hint: field.hint, error, required: Boolean(field.errors.required)};
  if (field.kind === 'checkbox') {
    return (
      <Checkbox
        {...common}
        hint={field.links ? <LinkList links={field.links} /> : field.hint}
        checked={value === true}
        onChange={(event) => onToggle(name as CheckboxField, event.target.checked)}
      />
    );
  }
  const answer = {
    ...common,
    value: String(value),
    width: field.width,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onText(name as TextField | ChoiceField, event.target.value),
  };
  switch (field.kind) {
    case 'radio':
      return <RadioGroup {...answer} options={field.options} />;
    case 'select':
      return <Select {...answer} options={field.options} placeholder={field.placeholder ?? ''} />;
    case 'textarea':
      return <TextArea {...answer} />;
    default:
      return (
        <TextInput
          {...answer}
          type={field.kind}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === 'email' ? false : undefined}
        />
      );
  }
}
