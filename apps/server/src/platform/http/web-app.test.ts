import Fastify from 'fastify';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerNotFoundHandler } from './errors';
import { indexPageFrom, indexPageIn } from './web-app';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS = JSON.stringify([
  { path: '^/$', scripts: ['/assets/landing-route-a.js', '/assets/Paper-b.js'], styles: [] },
  { path: '^/properties/\\d+/?$', scripts: ['/assets/property-detail-page-c.js'], styles: ['/assets/property-card-d.css'] },
]);

describe('the index page names what a first visit loads', () => {
  const page = indexPageFrom(INDEX, PRELOADS);
  const html = (path: string) => page(path).plain.toString();

  it('adds the landing page its scripts, as module preloads in the head', () => {
    const head = html('/').split('</head>')[0]!;
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-route-a.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Paper-b.js">');
    expect(html('/')).not.toContain('property-detail-page');
  });

  it('adds a listing its scripts and styles, and leaves every other path as built', () => {
    expect(html('/properties/42')).toContain('<link rel="modulepreload" crossorigin href="/assets/property-detail-page-c.js">');
    expect(html('/properties/42')).toContain('<link rel="preload" as="style" crossorigin href="/assets/property-card-d.css">');
    for (const path of ['/auth/login', '/properties/42/edit', '/properties']) expect(html(path)).toBe(INDEX);
  });

  it('keeps the same page in each encoding', () => {
    expect(brotliDecompressSync(page('/').br).toString()).toBe(html('/'));
    expect(gunzipSync(page('/').gzip).toString()).toBe(html('/'));
  });

  it('serves index.html as built when the build wrote no hints', () => {
    expect(indexPageFrom(INDEX, undefined)('/').plain.toString()).toBe(INDEX);
  });

  it('refuses a hint that is not a plain asset path, so nothing but our file names reaches the HTML', () => {
    for (const href of ['/assets/a.js"><script>alert(1)</script>', 'https://elsewhere.example/a.js', '/assets/../secret.js', '/assets/a.exe']) {
      expect(() => indexPageFrom(INDEX, JSON.stringify([{ path: '^/$', scripts: [href], styles: [] }]))).toThrow();
    }
  });
});

describe('a build made while the server runs', () => {
  it('is served at once, and a half-written one leaves the last page serving', () => {
    const folder = mkdtempSync(join(tmpdir(), 'openhouse-web-'));
    writeFileSync(join(folder, 'index.html'), INDEX);
    writeFileSync(join(folder, 'first-visit-preloads.json'), PRELOADS);
    const page = indexPageIn(folder);
    expect(page('/').plain.toString()).toContain('landing-route-a.js');
    const rebuilt = INDEX.replace('index-1.js', 'index-2.js');
    writeFileSync(join(folder, 'index.html'), rebuilt);
    writeFileSync(join(folder, 'first-visit-preloads.json'), '[]');
    utimesSync(join(folder, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    expect(page('/').plain.toString()).toBe(rebuilt);
    writeFileSync(join(folder, 'first-visit-preloads.json'), '[{"path":');
    utimesSync(join(folder, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    expect(page('/').plain.toString()).toBe(rebuilt);
  });
});

describe('page paths answer the index page, API paths a JSON 404', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerNotFoundHandler(app, { indexPage: indexPageFrom(INDEX, PRELOADS) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the page compressed as the browser asks, never cached without a check', async () => {
    const response = await app.inject({ url: '/properties/7?from=share', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('property-detail-page-c.js');
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('landing-route-a.js');
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('landing-route-a.js');
  });

  it('answers HEAD for a page, and 404 for API paths and other methods', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    const api = await app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Not found.' });
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
  });
});
