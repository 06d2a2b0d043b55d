/**
 * Account rules that need no zod, so a page can check a field as it is typed without downloading the schemas
 * (docs/ARCHITECTURE.md, Web). The schemas in this folder are built from the same constants.
 */

/** Every code Openhouse sends (e-mail, SMS, authenticator) has this many digits. */
const CODE_DIGITS = 6;

/**
 * A code as typed. The spec types it as a number, which cannot carry the leading zeros of a code like 012091:
 * a whole non-negative number is read back as the code it was, left-padded to CODE_DIGITS.
 */
export function codeText(value: string | number): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value).padStart(CODE_DIGITS, '0');
  return String(value).trim();
}

export const SIX_DIGIT_CODE = /^\d{6}$/;

/** Whether sixDigitCodeSchema accepts the code. */
export function isSixDigitCode(value: string | number): boolean {
  return SIX_DIGIT_CODE.test(codeText(value));
}

export const USER_NAME_MIN = 4;
export const USER_NAME_MAX = 50;
export const USER_NAME_PATTERN = /^[a-z0-9._-]+$/;

/** Whether userNameSchema accepts the name (trimmed and lowercased, as the schema reads it). */
export function isUserName(value: string): boolean {
  const name = value.trim().toLowerCase();
  return name.length >= USER_NAME_MIN && name.length <= USER_NAME_MAX && USER_NAME_PATTERN.test(name);
}
