import { z } from 'zod';

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
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorCodeSchema = z.enum(errorCodes);

const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_attempts',
  502: 'upstream_unavailable',
};

/** The code an error of this status carries unless its thrower names a more specific one. */
export function defaultErrorCode(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** Any error body, with or without field errors. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
