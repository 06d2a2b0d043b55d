/*
 * Kept free of zod: the web app's API client reads every error body with this list, and importing the
 * schema module would put zod in the first download of every page (docs/ARCHITECTURE.md, Web).
 */

/**
 * The stable codes every error body carries next to its message. Clients branch on these, never on the
 * message text, so a message can be reworded without breaking anyone. The first group is the default for
 * each status; the rest name a refusal a client must tell apart from others of the same status.
 */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'too_many_attempts',
  'internal',
  'upstream_unavailable',
  /** 401 from a sign-in: wrong e-mail or password, or a Google token that was refused. The session is untouched. */
  'invalid_credentials',
  /** 422 when turning two-factor off with a password on an account that has none (Google sign-in). */
  'password_not_set',
  /** 403 from a sign-in: an admin disabled the account; the password was right, so the form says why. */
  'account_disabled',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return (errorCodes as readonly unknown[]).includes(value);
}
