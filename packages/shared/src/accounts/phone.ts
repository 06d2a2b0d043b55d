import { parsePhoneNumberFromString } from 'libphonenumber-js';

export type PhoneCheck =
  | { ok: true; e164: string }
  | { ok: false; reason: 'empty' | 'too_short' | 'invalid' };

/** US numbers only (spec): at least 10 digits, valid for the US, stored as E.164. */
export function checkUsPhone(input: string): PhoneCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 10) return { ok: false, reason: 'too_short' };
  const parsed = parsePhoneNumberFromString(trimmed, 'US');
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: parsed.number };
}

// Formatting needs no libphonenumber, so pages that only show a number import it from phone-format.
export { formatUsPhone, maskPhone } from './phone-format';
