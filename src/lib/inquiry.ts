/**
 * The project inquiry (spec section 3) and its rules (section 5, tightened: every field has a
 * maximum length, single-line fields refuse line breaks, e-mail and phone are checked), all
 * derived from the table of fields in src/data/quoteForm.ts.
 * Pure: the phone check is passed in, so the phone-number metadata loads only when needed.
 */
import {
  quoteFields,
  type ChoiceFieldSpec,
  type FieldSpec,
  type FormStep,
  type TextFieldSpec,
} from '@site/src/data/quoteForm';
import {isValidEmail} from './email';

export type {FormStep};

type Fields = typeof quoteFields;
export type FieldName = keyof Fields;

type NamesOf<Kind extends FieldSpec['kind']> = {
  [K in FieldName]: Fields[K]['kind'] extends Kind ? K : never;
}[FieldName];

/** Fields the visitor types into, chooses from a list, or ticks. */
export type TextField = NamesOf<TextFieldSpec['kind']>;
export type ChoiceField = NamesOf<ChoiceFieldSpec['kind']>;
export type CheckboxField = NamesOf<'checkbox'>;

type OptionValue<F> = F extends {readonly options: readonly {readonly value: infer V}[]}
  ? V
  : never;

/** What the visitor typed and chose; choices are '' until chosen, unless one is chosen from the start. */
export type InquiryValues = {
  [K in FieldName]: Fields[K]['kind'] extends 'checkbox'
    ? boolean
    : Fields[K] extends ChoiceFieldSpec
      ? OptionValue<Fields[K]> | (Fields[K] extends {readonly initial: string} ? never : '')
      : string;
};

export type FieldErrors = Partial<Record<FieldName, string>>;

/** [name, field] in the order asked. */
export const fieldEntries = Object.entries(quoteFields) as [FieldName, FieldSpec][];

function emptyValue(field: FieldSpec): string | boolean {
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'select':
    case 'radio':
      return field.initial ?? '';
    default:
      return '';
  }
}

export const emptyInquiry = Object.fromEntries(
  fieldEntries.map(([name, field]) => [name, emptyValue(field)]),
) as InquiryValues;

/** Longest accepted value of each text field, in characters. */
export const maxLengths = Object.fromEntries(
  fieldEntries.flatMap(([name, field]) => ('maxLength' in field ? [[name, field.maxLength]] : [])),
) as Record<TextField, number>;

export const formSteps: readonly FormStep[] = [1, 2, 3];

function fieldsOfStep(step: FormStep): readonly FieldName[] {
  return fieldEntries.filter(([, field]) => field.step === step).map(([name]) => name);
}

/** Which fields each step asks for, in the order they appear. */
export const stepFields: Readonly<Record<FormStep, readonly FieldName[]>> = {
  1: fieldsOfStep(1),
  2: fieldsOfStep(2),
  3: fieldsOfStep(3),
};

export type PhoneCheck = {readonly valid: true; readonly e164: string} | {readonly valid: false};

/** Checks that need a library loaded on demand (the phone-number metadata is large). */
export type Validators = {readonly phone: (raw: string) => PhoneCheck};

/**
 * Used only when the phone-number library cannot be loaded (the connection dropped): a
 * plausible count of digits, so the visitor can still reach the review and the e-mail and
 * WhatsApp alternatives.
 */
export const lenientValidators: Validators = {
  phone(raw) {
    const text = raw.trim();
    const digits = text.replace(/\D/g, '');
    return /^\+?[\d\s().-]+$/.test(text) && digits.length >= 9 && digits.length <= 15
      ? {valid: true, e164: text.startsWith('+') ? `+${digits}` : digits}
      : {valid: false};
  },
};

const singleLine = /^[^\r\n]*$/;

function checkText(
  value: string,
  field: TextFieldSpec,
  validators: Validators,
): string | undefined {
  const {errors} = field;
  const text = value.trim();
  if (!text) {
    return errors.required;
  }
  if (errors.multiline && !singleLine.test(value)) {
    return errors.multiline;
  }
  if (text.length > field.maxLength) {
    return errors.tooLong;
  }
  const wellFormed =
    field.kind === 'email'
      ? isValidEmail(value)
      : field.kind === 'tel'
        ? validators.phone(value).valid
        : true;
  return wellFormed ? undefined : errors.invalid;
}

function checkChoice(value: string, field: ChoiceFieldSpec): string | undefined {
  if (!value) {
    return field.errors.required;
  }
  return field.options.some((o) => o.value === value)
    ? undefined
    : (field.errors.required ?? field.errors.invalid);
}

/** The error of one field, or undefined when it is fine. */
export function validateField(
  name: FieldName,
  values: InquiryValues,
  validators: Validators,
): string | undefined {
  const field: FieldSpec = quoteFields[name];
  const value = values[name];
  switch (field.kind) {
    case 'checkbox':
      return value === true ? undefined : field.errors.required;
    case 'select':
    case 'radio':
      return checkChoice(String(value), field);
    default:
      return checkText(String(value), field, validators);
  }
}

export function validateStep(
  step: FormStep,
  values: InquiryValues,
  validators: Validators,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of stepFields[step]) {
    const error = validateField(name, values, validators);
    if (error) {
      errors[name] = error;
    }
  }
  return errors;
}

type RequiredChoice = {
  [K in ChoiceField]: Fields[K]['errors'] extends {readonly required: string} ? K : never;
}[ChoiceField];

/** An inquiry that passed every rule: trimmed, required choices made, phone numbers in E.164. */
export type ValidInquiry = {
  readonly [K in FieldName]: K extends RequiredChoice
    ? Exclude<InquiryValues[K], ''>
    : InquiryValues[K];
};

export type SubmitCheck =
  | {readonly ok: true; readonly inquiry: ValidInquiry}
  | {readonly ok: false; readonly step: FormStep; readonly errors: FieldErrors};

/** Re-checks every step; on a problem, names the first step that has one. */
export function validateInquiry(values: InquiryValues, validators: Validators): SubmitCheck {
  for (const step of formSteps) {
    const errors = validateStep(step, values, validators);
    if (Object.keys(errors).length > 0) {
      return {ok: false, step, errors};
    }
  }
  const inquiry = Object.fromEntries(
    fieldEntries.map(([name, field]) => {
      const value = values[name];
      if (typeof value !== 'string') {
        return [name, value];
      }
      const phone = field.kind === 'tel' ? validators.phone(value) : null;
      return [name, phone?.valid ? phone.e164 : value.trim()];
    }),
  ) as ValidInquiry;
  return {ok: true, inquiry};
}
