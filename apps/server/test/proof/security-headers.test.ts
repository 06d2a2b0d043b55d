import type { LightMyRequestResponse } from 'fastify';
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
});
