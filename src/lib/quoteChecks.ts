/**
 * What is wrong with an answer to the quote request, by the rules of src/data/quoteRules.ts and
 * in no language: the wizard says it in the visitor's words (src/lib/inquiry.ts), the host in
 * staff's (src/server/quoteRequestStore.ts), so both refuse exactly the same answers. Pure and
 * free of words; relative imports only, which the host's bundler reads.
 */
import type {FieldRule, TextRule} from '../data/quoteRules';
import {isValidEmail} from './email';

export type PhoneCheck = {readonly valid: true; readonly e164: string} | {readonly valid: false};

/** The characters a phone number may be written with: digits, spaces, ( ) . - and a leading +. */
export const phoneCharacters = /^\+?[\d\s().-]+$/;

/**
 * A plausible count of digits: all the host can check (the phone-number metadata is a package,
 * which its bundle cannot load), and what the wizard checks when that metadata did not load.
 */
export function plausiblePhone(raw: string): PhoneCheck {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  return phoneCharacters.test(text) && digits.length >= 9 && digits.length <= 15
    ? {valid: true, e164: text.startsWith('+') ? `+${digits}` : digits}
    : {valid: false};
}

/**
 * Which rule an answer breaks, named as the messages are: `required` (not answered),
 * `multiline` (a line break in a single-line answer), `tooLong` (over maxLength once trimmed),
 * `invalid` (an e-mail address or phone number that does not check out, or a choice not in the
 * list).
 */
export type Fault = 'required' | 'multiline' | 'tooLong' | 'invalid';

const singleLine = /^[^\r\n]*$/;

function textFault(
  rule: TextRule,
  value: string,
  phone: (raw: string) => PhoneCheck,
): Fault | undefined {
  const text = value.trim();
  if (!text) {
    return rule.required ? 'required' : undefined;
  }
  if (rule.singleLine && !singleLine.test(value)) {
    return 'multiline';
  }
  if (text.length > rule.maxLength) {
    return 'tooLong';
  }
  const wellFormed =
    rule.kind === 'email' ? isValidEmail(value) : rule.kind === 'tel' ? phone(value).valid : true;
  return wellFormed ? undefined : 'invalid';
}

/**
 * The rule `value` breaks, or undefined when it keeps them all. `phone` checks a phone number:
 * the full metadata in the wizard, `plausiblePhone` where that cannot load.
 */
export function answerFault(
  rule: FieldRule,
  value: string | boolean,
  phone: (raw: string) => PhoneCheck,
): Fault | undefined {
  switch (rule.kind) {
    case 'checkbox':
      return value === true || !rule.required ? undefined : 'required';
    case 'select':
    case 'radio': {
      const choice = String(value);
      if (!choice) {
        return rule.required ? 'required' : undefined;
      }
      return rule.values.includes(choice) ? undefined : 'invalid';
    }
    default:
      return textFault(rule, String(value), phone);
  }
}
