import type { FastifyRequest } from 'fastify';

/**
 * Links that carry a secret must not leave it in the logs: a session token in the query (downloads, the CSV
 * export), a contract signing token in the query (signing_token) or in the signing page's path (/sign/<token>,
 * the e-mailed link, which reaches this server when it serves the web app).
 */
export function redactTokenInUrl(url: string): string {
  return url.replace(/^\/sign\/[^/?#]+/, '/sign/[redacted]').replace(/([?&](?:signing_)?token=)[^&#]*/gi, '$1[redacted]');
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
