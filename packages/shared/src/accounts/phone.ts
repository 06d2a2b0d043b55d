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

/** Shows a stored phone as xxx-xxx-xxxx, the +1 prefix dropped (spec). */
export function formatUsPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return e164;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Hides all but the last two digits, for the two-factor page: ***-***-**89. */
export function maskPhone(e164: string | null | undefined): string {
  const shown = formatUsPhone(e164);
  if (!shown) return '';
  return shown.replace(/\d(?=(?:\D*\d){2})/g, '*');
}
