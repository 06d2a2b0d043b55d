import { defaultErrorCode, type ErrorCode, type ErrorResponse } from '@openhouse/shared/http/error-codes';
import { httpMessages } from '@openhouse/shared/http/messages';
import { textMessages } from '@openhouse/shared/http/text';
import { hasSessionHint } from '@openhouse/shared/http/server-render';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../db/errors';
import type { IndexPage } from './index-html';
import type { PageAnswer } from './server-render';

export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw: a status, a stable code clients branch on, a user-safe message and
 * optional field errors. The code defaults to the status's own (shared `defaultErrorCode`); a thrower names
 * a specific one only where a client must tell this refusal apart from others of the same status.
 * It is an answer, not a fault, so it carries no stack trace: capturing one was most of the cost of a
 * refusal, and a crowded auction refuses thousands of stale bids a second.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors?: FieldErrors;

  constructor(status: number, message: string, errors?: FieldErrors, code: ErrorCode = defaultErrorCode(status)) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.code = code;
    if (errors) this.errors = errors;
  }
}

/** An error body: the message, the code of its status unless a specific one is given, and any field errors. */
export function errorBody(status: number, message: string, errors?: FieldErrors, code: ErrorCode = defaultErrorCode(status)): ErrorResponse {
  return errors ? { message, code, errors } : { message, code };
}

export const unauthenticated = () => new AppError(401, httpMessages.unauthenticated);
export const forbidden = () => new AppError(403, httpMessages.unauthorized);
export const notFound = (message: string = httpMessages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyAttempts = () => new AppError(429, httpMessages.tooManyAttempts);

/** A 422 for one field, worded as the validation of a whole form would word it. */
export function invalidField(field: string, message: string, code?: ErrorCode): AppError {
  return new AppError(422, message, { [field]: [message] }, code);
}

/** A 422 naming every failing field; the message is the first field's first one, as for a validated form. */
export function invalidFields(errors: FieldErrors): AppError {
  return new AppError(422, Object.values(errors)[0]?.[0] ?? httpMessages.validationFailed, errors);
}

type Issue = { path: PropertyKey[]; message: string };

/** Groups zod issues by field; the first field's first message becomes the response message. */
export function fieldErrorsFrom(issues: readonly Issue[]): { message: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return { message: issues[0]?.message ?? httpMessages.validationFailed, errors };
}

/** One error handler: known errors answer their status and message; anything else is a logged 500 without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.status, error.message, error.errors, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? '').split('/').filter(Boolean),
        message: v.message ?? httpMessages.validationFailed,
      }));
      const { message, errors } = fieldErrorsFrom(issues);
      return reply.status(422).send(errorBody(422, message, errors));
    }
    // Fastify's JSON parser reports a bad body with these codes; a SyntaxError thrown by our own code is a fault of ours (500).
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody(400, httpMessages.malformedJson));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody(413, error.code === 'FST_REQ_FILE_TOO_LARGE' ? error.message : httpMessages.payloadTooLarge));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(429, httpMessages.tooManyAttempts));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.statusCode === 415 ? 'Unsupported content type.' : error.message));
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'a text field no schema refused reached the database');
      return reply.status(422).send(errorBody(422, textMessages.controlCharacters));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, httpMessages.serverError));
  });
}

/**
 * Unknown paths: a JSON 404 for the API; with the web app served, any other GET answers index.html
 * so the client router can take it (and show its own not-found page).
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { indexPage: PageAnswer | IndexPage | null }): void {
  const { indexPage } = options;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io') || request.url.startsWith('/dev/');
    if (!indexPage || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return reply.status(404).send(errorBody(404, httpMessages.notFound));
    // A browser holding a session draws its page itself (shared/http/server-render.ts, the session hint).
    const page = await indexPage(request.url.split('?')[0]!, { signedIn: hasSessionHint(request.headers.cookie) });
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.plain);
  });
}
