/**
 * The project inquiry (spec section 3) and its rules (section 5, tightened: every field has a
 * maximum length, single-line fields refuse line breaks, e-mail and phone are checked).
 * Pure: the phone check is passed in, so the phone-number metadata loads only when needed.
 */
import {
  budgetOptions,
  errorText,
  hearAboutOptions,
  preferredContactOptions,
  projectTypeOptions,
  timelineOptions,
  type Option,
} from '@site/src/data/quoteForm';

type Values<T extends readonly Option[]> = T[number]['value'];

export type PreferredContact = Values<typeof preferredContactOptions>;
export type ProjectType = Values<typeof projectTypeOptions>;
export type Budget = Values<typeof budgetOptions>;
export type Timeline = Values<typeof timelineOptions>;
export type HearAbout = Values<typeof hearAboutOptions>;

/** What the visitor typed and chose; selects are '' until chosen. */
export type InquiryValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  preferredContact: PreferredContact;
  projectType: ProjectType | '';
  projectDescription: string;
  budget: Budget | '';
  timeline: Timeline | '';
  hearAbout: HearAbout | '';
  address: string;
  communicationsConsent: boolean;
  termsAccepted: boolean;
};

/** Fields the visitor types into (the others are choices). */
export type TextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'projectDescription' | 'address';
export type ChoiceField = 'preferredContact' | 'projectType' | 'budget' | 'timeline' | 'hearAbout';
export type CheckboxField = 'communicationsConsent' | 'termsAccepted';
export type FieldName = keyof InquiryValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyInquiry: InquiryValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  preferredContact: 'email',
  projectType: '',
  projectDescription: '',
  budget: '',
  timeline: '',
  hearAbout: '',
  address: '',
  communicationsConsent: false,
  termsAccepted: false,
};

/** Longest accepted value of each text field, in characters. */
export const maxLengths: Record<TextField, number> = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 30,
  city: 80,
  projectDescription: 2000,
  address: 200,
};

/** Which fields each step asks for, in the order they appear. */
export const stepFields = {
  1: ['firstName', 'lastName', 'email', 'phone', 'city', 'preferredContact'],
  2: ['projectType', 'projectDescription', 'budget', 'timeline'],
  3: ['hearAbout', 'address', 'communicationsConsent', 'termsAccepted'],
} as const satisfies Record<1 | 2 | 3, readonly FieldName[]>;

export type FormStep = keyof typeof stepFields;
export const formSteps: readonly FormStep[] = [1, 2, 3];

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

const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/;

/** A deliverable-looking address: one @, a local part without stray dots, a dotted domain. */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  if (email.length > maxLengths.email || !emailPattern.test(email)) {
    return false;
  }
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

const singleLine = /^[^\r\n]*$/;

function checkText(
  value: string,
  field: TextField,
  messages: {required?: string; tooLong?: string; multiline?: string},
): string | undefined {
  const text = value.trim();
  if (!text) {
    return messages.required;
  }
  if (messages.multiline && !singleLine.test(value)) {
    return messages.multiline;
  }
  if (messages.tooLong && text.length > maxLengths[field]) {
    return messages.tooLong;
  }
  return undefined;
}

function checkChoice(value: string, options: readonly Option[], messages: {required?: string; invalid?: string}) {
  if (!value) {
    return messages.required;
  }
  return options.some((o) => o.value === value) ? undefined : (messages.required ?? messages.invalid);
}

/** The error of one field, or undefined when it is fine. */
export function validateField(field: FieldName, values: InquiryValues, validators: Validators): string | undefined {
  switch (field) {
    case 'firstName':
    case 'lastName':
    case 'city':
    case 'address':
      return checkText(values[field], field, errorText[field]);
    case 'email': {
      const problem = checkText(values.email, 'email', errorText.email);
      return problem ?? (isValidEmail(values.email) ? undefined : errorText.email.invalid);
    }
    case 'phone': {
      const problem = checkText(values.phone, 'phone', errorText.phone);
      return problem ?? (validators.phone(values.phone).valid ? undefined : errorText.phone.invalid);
    }
    case 'projectDescription':
      return checkText(values.projectDescription, 'projectDescription', errorText.projectDescription);
    case 'preferredContact':
      return checkChoice(values.preferredContact, preferredContactOptions, errorText.preferredContact);
    case 'projectType':
      return checkChoice(values.projectType, projectTypeOptions, errorText.projectType);
    case 'budget':
      return checkChoice(values.budget, budgetOptions, errorText.budget);
    case 'timeline':
      return checkChoice(values.timeline, timelineOptions, errorText.timeline);
    case 'hearAbout':
      return checkChoice(values.hearAbout, hearAboutOptions, errorText.hearAbout);
    case 'communicationsConsent':
      return undefined;
    case 'termsAccepted':
      return values.termsAccepted ? undefined : errorText.termsAccepted.required;
  }
}

export function validateStep(step: FormStep, values: InquiryValues, validators: Validators): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of stepFields[step]) {
    const error = validateField(field, values, validators);
    if (error) {
      errors[field] = error;
    }
  }
  return errors;
}

/** An inquiry that passed every rule, trimmed, with the phone in E.164. */
export type ValidInquiry = Omit<InquiryValues, 'projectType'> & {readonly projectType: ProjectType};

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
  const phone = validators.phone(values.phone);
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as InquiryValues;
  return {
    ok: true,
    inquiry: {
      ...trimmed,
      projectType: trimmed.projectType as ProjectType,
      phone: phone.valid ? phone.e164 : trimmed.phone,
    },
  };
}

export function labelOf(options: readonly Option[], value: string): string | undefined {
  return options.find((o) => o.value === value)?.label;
}
