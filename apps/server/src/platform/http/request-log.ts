import type { FastifyRequest } from 'fastify';

/** Links that carry a session token in the query (downloads, the CSV export) must not leave it in the logs. */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** How a request appears in the structured logs: Fastify's usual fields, with query tokens hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokenInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
