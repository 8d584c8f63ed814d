/**
 * Phone numbers as Kenyans write them (0712 345 678, 0110 123 456, 020 272 0000, +254 7…,
 * 254 7…) and international numbers with their country code, normalised to E.164.
 * Pulls in libphonenumber-js with full metadata (so only allocated ranges pass): import this
 * module dynamically, when a number is about to be checked.
 */
import {parsePhoneNumberFromString} from 'libphonenumber-js/max';
import type {Validators} from './inquiry';
import {phoneCharacters, type PhoneCheck} from './quoteChecks';

export function checkPhone(raw: string): PhoneCheck {
  let text = raw.trim();
  if (!phoneCharacters.test(text)) {
    return {valid: false};
  }
  // Kenya's international prefix is 000, but visitors abroad often type 00 for '+'.
  if (/^00[1-9]/.test(text)) {
    text = `+${text.slice(2)}`;
  }
  const number = parsePhoneNumberFromString(text, 'KE');
  return number?.isValid() ? {valid: true, e164: number.number} : {valid: false};
}

export const validators: Validators = {phone: checkPhone};
