import type { LightMyRequestResponse } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { requestApproval, type ApprovalBody } from '../helpers/bidding';
import { listingWithSides } from '../helpers/properties';

/*
 * The security headers every answer carries (platform/http/security-headers.ts), proved on each kind of
 * answer the server gives: an HTML page, JSON, a JSON refusal, and a stored file viewed inline or downloaded.
 */

let t: TestApp;
let buyerToken: string;
let proofPath: string;

beforeAll(async () => {
  t = await createTestApp();
  const { property } = await listingWithSides(t);
  const buyer = await t.user({ roles: ['Buyer'] });
  buyerToken = buyer.token;
  const created = await requestApproval(t, buyer.token, property.id, { proof: { filename: 'funds.pdf', content: pdfDocument() } });
  expect(created.statusCode, created.body).toBe(201);
  proofPath = (created.json() as ApprovalBody).data.proof_document;
});
afterAll(async () => t?.close());

/** The headers that do not depend on what is answered. */
const EVERY_ANSWER: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The page policy: only our own origin and Google sign-in load anything, nobody frames us, no plugins. */
const PAGE_POLICY: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' https://accounts.google.com",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'connect-src': "'self' ws: wss:",
  'frame-src': "'self' https://accounts.google.com",
  'frame-ancestors': "'none'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'upgrade-insecure-requests': '',
};

/** A Content-Security-Policy header as directive name to its sources. */
function directives(response: LightMyRequestResponse): Record<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
}

function expectEveryAnswerHeaders(response: LightMyRequestResponse): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(response.headers[name], name).toBe(value);
  // Embedding isolation is off on purpose: Google's sign-in frame does not send the headers it would require.
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are all on an HTML page (the dev mailbox), with the page policy', async () => {
    const response = await t.call({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectEveryAnswerHeaders(response);
    expect(directives(response)).toMatchObject(PAGE_POLICY);
  });

  it('are all on a JSON answer and on a JSON refusal', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/v1/config/public' }),
      await t.call({ method: 'GET', url: '/api/v1/me' }),
      await t.call({ method: 'GET', url: '/api/v1/no-such-route' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectEveryAnswerHeaders(response);
      expect(directives(response)).toMatchObject(PAGE_POLICY);
    }
  });

  it('frame a stored PDF viewed inline only in our own pages, and let nothing load in it', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/storage/${proofPath}`, token: buyerToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expectEveryAnswerHeaders(response);
    expect(directives(response)).toEqual({ 'default-src': "'none'", 'frame-ancestors': "'self'" });
  });

  it('sandbox a stored file downloaded as an attachment', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/storage/${proofPath}?download=1`, token: buyerToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="funds\.pdf"/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expectEveryAnswerHeaders(response);
    expect(directives(response)).toEqual({ 'default-src': "'none'", sandbox: '' });
  });

  it('are on the refusal of a stored file too, with the page policy', async () => {
    const stranger = await t.user({ roles: ['Buyer'] });
    const refusals = [
      await t.call({ method: 'GET', url: `/api/v1/storage/${proofPath}` }),
      await t.call({ method: 'GET', url: `/api/v1/storage/${proofPath}`, token: stranger.token }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 404]);
    for (const response of refusals) {
      expectEveryAnswerHeaders(response);
      expect(directives(response)).toMatchObject(PAGE_POLICY);
    }
  });

  it('tell no cache to keep a JSON answer: a signed-in one, a token just issued, a refusal', async () => {
    const answers = [
      await t.call({ method: 'GET', url: '/api/v1/me', token: buyerToken }),
      await t.call({ method: 'GET', url: '/api/v1/me' }),
      await t.call({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com', password: 'Wrong-pass1' } }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 401]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on what the HTTP parser refuses before any route runs: 431 for oversized headers, 400 for a malformed request', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const cases = [
      { request: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`, status: 431, message: 'The request headers are too large.' },
      { request: 'NOT A REQUEST\r\n\r\n', status: 400, message: 'The request could not be read.' },
    ];
    for (const { request, status, message } of cases) {
      const raw = await rawExchange(Number(port), request);
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      expect(statusLine).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(headers[name], `${status} ${name}`).toBe(value);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(JSON.parse(body)).toEqual({ message, code: 'bad_request' });
    }
  });
});

/** Writes a raw request and reads the answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
  });
}
