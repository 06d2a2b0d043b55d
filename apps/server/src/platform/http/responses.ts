import { errorResponseSchema } from '@openhouse/shared/http/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** The content type of a JSON answer. */
export const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * Sends JSON a service wrote as text itself: Fastify sends text with a JSON content type as it is, without the
 * response schema's serializer, so the writer answers for matching the documented schema (and its tests for that).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_UTF8).send(json);
}

/** The error statuses every route may answer, documented once. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/** A 200 answer plus the error statuses. */
export function responses<T extends z.ZodType>(ok: T) {
  return { 200: ok, ...errorResponses };
}

export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | undefined } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Rate-limit settings for a route: `max` calls per `minutes`, counted per client address. */
export function limit(max: number, minutes = 1) {
  return { rateLimit: { max, timeWindow: minutes * 60_000 } };
}

/**
 * A Content-Disposition attachment header: an ASCII fallback for old clients and the exact name
 * encoded per RFC 5987 / RFC 6266 for everyone else.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Viewed inline, a PDF (checked as one by its bytes at upload) opens in the browser's viewer inside our
 * own pages' frames (the approvals modal, the signing page). Chromium does not open its PDF viewer in a
 * sandboxed document, so instead of `sandbox` nothing may load and only our own origin may frame it.
 */
export const INLINE_PDF_POLICY: Record<string, string> = { 'content-security-policy': "default-src 'none'; frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' };

/** Sends a private file as a download: never cached, never sniffed, nothing in it may run or load. */
export function sendPrivateDownload(reply: FastifyReply, file: { name: string; contentType: string; body: Buffer }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.body);
}
