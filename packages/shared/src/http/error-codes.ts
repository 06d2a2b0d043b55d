import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-code-list';

export { errorCodes, isErrorCode, type ErrorCode } from './error-code-list';

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
