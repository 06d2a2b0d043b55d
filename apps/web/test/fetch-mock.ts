import { vi } from 'vitest';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (request: RecordedRequest) => Reply;

export function json(body: unknown, status = 200): { status: number; body: unknown } {
  return { status, body };
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
    let body: unknown = init.body ?? null;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = { method, path, query: url.searchParams, body, headers: new Headers(init.headers) };
    requests.push(request);
    const handler = handlers[`${method} ${path}`];
    const reply = handler ? await handler(request) : { status: 404, body: { message: 'Not found.' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key) };
}
