import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerNotFoundHandler } from './errors';
import { indexPageFrom } from './web-app';
import { serverRenderedPages, withRenderedPage, type RenderPage } from './server-render';

const INDEX = '<!doctype html><html><head></head><body><noscript>Openhouse needs JavaScript to run.</noscript>\n<div id="root"></div></body></html>';

function silentLog() {
  return { error: vi.fn() } as unknown as Parameters<typeof serverRenderedPages>[0]['log'] & { error: ReturnType<typeof vi.fn> };
}

describe('a rendered page in index.html', () => {
  it('fills #root and writes the state beside it as JSON no string in it can break out of', () => {
    const html = withRenderedPage(INDEX, { html: '<h1>Homes</h1>', state: { title: '</script><script>alert(1)</script>' } });
    expect(html).toContain('<div id="root"><h1>Homes</h1></div><script type="application/json" id="server-render-state">');
    expect(html).not.toContain('</script><script>alert(1)');
    const state = html.match(/id="server-render-state">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(state!)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('drops the notice that the page needs scripts, since it now reads without them', () => {
    expect(withRenderedPage(INDEX, { html: '<p>x</p>', state: {} })).not.toContain('noscript');
  });

  it('keeps `$` patterns in the markup as they are', () => {
    expect(withRenderedPage(INDEX, { html: "<p>$& $' $1</p>", state: {} })).toContain("<p>$& $' $1</p>");
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => withRenderedPage('<html><body></body></html>', { html: '', state: {} })).toThrow(/#root/);
  });
});

describe('pages drawn on the server', () => {
  const indexPage = indexPageFrom(INDEX, undefined);

  it('draws the landing page once per build and every other path not at all', async () => {
    let stamp = 1;
    const render = vi.fn<RenderPage>(async () => ({ html: `<h1>build ${stamp}</h1>`, state: {} }));
    const pages = serverRenderedPages({ indexPage, render: async () => render, buildStamp: () => stamp, log: silentLog() });
    expect((await pages('/')).plain.toString()).toContain('<h1>build 1</h1>');
    expect((await pages('/')).plain.toString()).toContain('<h1>build 1</h1>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('http://localhost/');
    expect((await pages('/auth/login')).plain.toString()).toBe(INDEX);
    expect(render).toHaveBeenCalledTimes(1);
    stamp = 2;
    expect((await pages('/')).plain.toString()).toContain('<h1>build 2</h1>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers index.html as built when the render fails, and says so in the log', async () => {
    const log = silentLog();
    const pages = serverRenderedPages({ indexPage, render: async () => async () => Promise.reject(new Error('boom')), buildStamp: () => 1, log });
    expect((await pages('/')).plain.toString()).toBe(INDEX);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('answers index.html as built when the path redirects', async () => {
    const pages = serverRenderedPages({ indexPage, render: async () => async () => null, buildStamp: () => 1, log: silentLog() });
    expect((await pages('/')).plain.toString()).toBe(INDEX);
  });

  it('draws the page at start, so the first visitor does not wait for it', async () => {
    const render = vi.fn<RenderPage>(async () => ({ html: '<h1>warm</h1>', state: {} }));
    const pages = serverRenderedPages({ indexPage, render: async () => render, buildStamp: () => 1, log: silentLog() });
    await pages.warm();
    expect(render).toHaveBeenCalledTimes(1);
    await pages('/');
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('the landing page through the HTTP handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    const render: RenderPage = async () => ({ html: '<h1>Openhouse</h1>', state: { queries: [] } });
    registerNotFoundHandler(app, { indexPage: serverRenderedPages({ indexPage: indexPageFrom(INDEX, undefined), render: async () => render, buildStamp: () => 1, log: silentLog() }) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is sent rendered, as HTML that is checked again on every visit', async () => {
    const response = await app.inject({ url: '/?utm_source=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>Openhouse</h1></div>');
  });
});
