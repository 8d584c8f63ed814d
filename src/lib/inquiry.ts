/**
 * The project inquiry (spec section 3) and its rules (section 5, tightened: every field has a
 * maximum length, single-line fields refuse line breaks, e-mail and phone are checked), all
 * derived from the table of fields in src/data/quoteForm.ts; the rules are checked as the host
 * checks them (src/lib/quoteChecks.ts) and said in the visitor's words.
 * Pure: the phone check is passed in, so the phone-number metadata loads only when needed.
 */
import {
  quoteFields,
  type ChoiceFieldSpec,
  type FieldSpec,
  type FormStep,
  type TextFieldSpec,
} from '@site/src/data/quoteForm';
import {answerFault, plausiblePhone, type Fault, type PhoneCheck} from './quoteChecks';

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

/** Checks that need a library loaded on demand (the phone-number metadata is large). */
export type Validators = {readonly phone: (raw: string) => PhoneCheck};

/**
 * Used only when the phone-number library cannot be loaded (the connection dropped): a
 * plausible count of digits, so the visitor can still reach the review and the e-mail and
 * WhatsApp alternatives.
 */
export const lenientValidators: Validators = {phone: plausiblePhone};

/** The error of one field, or undefined when it is fine. */
export function validateField(
  name: FieldName,
  values: InquiryValues,
  validators: Validators,
): string | undefined {
  const field: FieldSpec = quoteFields[name];
  const fault = answerFault(field, values[name], validators.phone);
  if (!fault) {
    return undefined;
  }
  const errors: Readonly<Partial<Record<Fault, string>>> = field.errors;
  // A required list has one message for nothing chosen and for a value not in it.
  return errors[fault] ?? errors.required;
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
  [K in ChoiceField]: Fields[K]['required'] extends true ? K : never;
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
