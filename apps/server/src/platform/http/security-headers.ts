import { httpMessages } from '@openhouse/shared/http/messages';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './errors';
import { JSON_UTF8 } from './responses';

const POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", 'https://accounts.google.com'],
      frameSrc: ["'self'", 'https://accounts.google.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a recording response and answers the headers it would set. */
function helmetHeaders(options: HelmetOptions = POLICY): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers (CSP with frame-ancestors 'none', nosniff, referrer policy, HSTS, …) as helmet
 * defines them. Our policy does not vary by request, so helmet is run once at start and its headers
 * are applied to every answer: the same protection for a third of helmet's per-request cost.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(HEADERS);
    done();
  });
  // JSON answers are about someone (a session, a token just issued, a private record): no cache, shared or the
  // browser's, may keep them. Answers that may be kept (photos, the web app's assets) say so themselves.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

const HEADERS = helmetHeaders();

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: httpMessages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: httpMessages.requestTimeout },
};

/**
 * Fastify's clientErrorHandler: answers what Node's HTTP parser refuses before any route or hook runs (headers
 * too large, a malformed request, a timeout) as Fastify would, but with the security headers and the error body
 * every other answer carries.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: httpMessages.malformedRequest };
  const body = JSON.stringify(errorBody(status, message));
  const headers = { ...HEADERS, 'content-type': JSON_UTF8, 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
