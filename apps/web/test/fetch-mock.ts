import { defaultErrorCode } from '@openhouse/shared/http/error-codes';
import { vi } from 'vitest';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (request: RecordedRequest) => Reply;

export function json(body: unknown, status = 200): { status: number; body: unknown } {
  return { status, body };
}

/**
 * Every error body the server sends carries a code; a stub that leaves it out gets its status's default,
 * and names a specific one (invalid_credentials, password_not_set) where the test is about it.
 */
function withErrorCode(status: number, body: unknown): unknown {
  if (status < 400 || !body || typeof body !== 'object' || 'code' in body) return body;
  return { ...body, code: defaultErrorCode(status) };
}

/**
 * Stubs fetch at the network boundary. Handlers are keyed 'METHOD /path' (path after /api/v1,
 * without the query). Unhandled calls answer 404 so a missing stub shows up as a failed test.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    let sent: unknown = init.body ?? null;
    if (typeof init.body === 'string') {
      try {
        sent = JSON.parse(init.body);
      } catch {
        sent = init.body;
      }
    }
    const request: RecordedRequest = { method, path, query: url.searchParams, body: sent, headers: new Headers(init.headers) };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    const reply = handler ? await handler(request) : { status: 404, body: { message: 'Not found.' } };
    const body = withErrorCode(reply.status ?? 200, reply.body);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key) };
}
