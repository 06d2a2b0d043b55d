import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerNotFoundHandler } from './errors';
import { indexPageFrom } from './web-app';
import { DRAWN_PAGE_MAX_AGE_MS, DRAWN_PAGES_KEPT, serverRenderedPages, withRenderedPage, type ApiGet, type PageData, type ServerEntry } from './server-render';

type RenderPage = ServerEntry['renderPage'];
const noData: PageData = { queries: [], title: null };
/** The server entry's data step for the landing page: it shows no API data. */
const landingData: ServerEntry['pageData'] = async () => noData;
const entryOf = (renderPage: RenderPage, pageData: ServerEntry['pageData'] = landingData) => async (): Promise<ServerEntry> => ({ renderPage, pageData });
const unusedApi: ApiGet = async () => ({ status: 500, body: null });

const INDEX = '<!doctype html><html><head><title>Openhouse</title></head><body><noscript>Openhouse needs JavaScript to run.</noscript>\n<div id="root"></div></body></html>';

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

  it("names the page in its title, a listing's label escaped as text", () => {
    const html = withRenderedPage(INDEX, { html: '<p>x</p>', title: 'Loft </title><script>alert(1)</script> & more', state: {} });
    expect(html).toContain('<title>Loft &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(withRenderedPage(INDEX, { html: '<p>x</p>', title: null, state: {} })).toContain('<title>Openhouse</title>');
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
    const pages = serverRenderedPages({ indexPage, entry: entryOf(render), apiGet: unusedApi, buildStamp: () => stamp, log: silentLog() });
    expect((await pages('/')).plain.toString()).toContain('<h1>build 1</h1>');
    expect((await pages('/')).plain.toString()).toContain('<h1>build 1</h1>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('http://localhost/', noData);
    expect((await pages('/auth/login')).plain.toString()).toBe(INDEX);
    expect(render).toHaveBeenCalledTimes(1);
    stamp = 2;
    expect((await pages('/')).plain.toString()).toContain('<h1>build 2</h1>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers index.html as built when the render fails, and says so in the log', async () => {
    const log = silentLog();
    const pages = serverRenderedPages({ indexPage, entry: entryOf(async () => Promise.reject(new Error('boom'))), apiGet: unusedApi, buildStamp: () => 1, log });
    expect((await pages('/')).plain.toString()).toBe(INDEX);
    expect(log.error).toHaveBeenCalledTimes(1);
    // Kept until the next build: visitors do not each wait for a render that keeps failing.
    expect((await pages('/')).plain.toString()).toBe(INDEX);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('answers index.html as built when the path redirects', async () => {
    const pages = serverRenderedPages({ indexPage, entry: entryOf(async () => null), apiGet: unusedApi, buildStamp: () => 1, log: silentLog() });
    expect((await pages('/')).plain.toString()).toBe(INDEX);
  });

  it('draws the page at start, so the first visitor does not wait for it', async () => {
    const render = vi.fn<RenderPage>(async () => ({ html: '<h1>warm</h1>', state: {} }));
    const pages = serverRenderedPages({ indexPage, entry: entryOf(render), apiGet: unusedApi, buildStamp: () => 1, log: silentLog() });
    await pages.warm();
    expect(render).toHaveBeenCalledTimes(1);
    await pages('/');
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe("a listing's page drawn on the server", () => {
  const indexPage = indexPageFrom(INDEX, undefined);
  /** A listing whose answer the test can change, and a render that writes it out. */
  function listingSetup() {
    const listing = { label: 'Loft', value: 500_000 };
    const apiGet = vi.fn<ApiGet>(async (path) => (path === '/properties/7' ? { status: 200, body: { data: { ...listing } } } : { status: 404, body: null }));
    const pageData = vi.fn<ServerEntry['pageData']>(async (url, get) => {
      const id = new URL(url).pathname.split('/')[2];
      const answer = await get(`/properties/${id}`);
      return answer.status === 200 ? { queries: [answer.body], title: `${(answer.body as { data: typeof listing }).data.label} | Openhouse` } : null;
    });
    const render = vi.fn<RenderPage>(async (_url, data) => ({ html: `<h1>${JSON.stringify(data.queries)}</h1>`, title: data.title, state: { queries: data.queries } }));
    let clock = 1_000_000;
    const pages = serverRenderedPages({ indexPage, entry: entryOf(render, pageData), apiGet, buildStamp: () => 1, log: silentLog(), now: () => clock });
    return { listing, apiGet, render, pages, tick: (ms: number) => (clock += ms) };
  }

  it('reads the listing on every visit and draws it again only when its answer changed or the page grew old', async () => {
    const { listing, apiGet, render, pages, tick } = listingSetup();
    const first = (await pages('/properties/7')).plain.toString();
    expect(first).toContain('<title>Loft | Openhouse</title>');
    expect(first).toContain('500000');
    await pages('/properties/7');
    expect(apiGet).toHaveBeenCalledTimes(2);
    expect(render).toHaveBeenCalledTimes(1);

    listing.value = 450_000;
    expect((await pages('/properties/7')).plain.toString()).toContain('450000');
    expect(render).toHaveBeenCalledTimes(2);

    tick(DRAWN_PAGE_MAX_AGE_MS - 1);
    await pages('/properties/7');
    expect(render).toHaveBeenCalledTimes(2);
    tick(2);
    await pages('/properties/7');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("answers index.html as built for a listing the visitor may not see, and for other paths under /properties", async () => {
    const { render, pages } = listingSetup();
    expect((await pages('/properties/8')).plain.toString()).toBe(INDEX);
    expect((await pages('/properties/7/edit')).plain.toString()).toBe(INDEX);
    expect((await pages('/properties/0')).plain.toString()).toBe(INDEX);
    expect(render).not.toHaveBeenCalled();
  });

  it('answers index.html as built when the listing cannot be read, and says so in the log', async () => {
    const log = silentLog();
    const pageData: ServerEntry['pageData'] = async () => Promise.reject(new Error('database down'));
    const render = vi.fn<RenderPage>();
    const pages = serverRenderedPages({ indexPage, entry: entryOf(render, pageData), apiGet: unusedApi, buildStamp: () => 1, log });
    expect((await pages('/properties/7')).plain.toString()).toBe(INDEX);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(render).not.toHaveBeenCalled();
  });

  it(`keeps at most ${DRAWN_PAGES_KEPT} drawn pages, letting the oldest go`, async () => {
    const render = vi.fn<RenderPage>(async (url) => ({ html: `<h1>${url}</h1>`, state: {} }));
    const pageData: ServerEntry['pageData'] = async (url) => ({ queries: [url], title: null });
    const pages = serverRenderedPages({ indexPage, entry: entryOf(render, pageData), apiGet: unusedApi, buildStamp: () => 1, log: silentLog() });
    for (let id = 1; id <= DRAWN_PAGES_KEPT + 1; id += 1) await pages(`/properties/${id}`);
    expect(render).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 1);
    await pages(`/properties/${DRAWN_PAGES_KEPT + 1}`);
    expect(render).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 1);
    await pages('/properties/1');
    expect(render).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 2);
  });
});

describe('the landing page through the HTTP handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    const render: RenderPage = async () => ({ html: '<h1>Openhouse</h1>', state: { queries: [] } });
    registerNotFoundHandler(app, { indexPage: serverRenderedPages({ indexPage: indexPageFrom(INDEX, undefined), entry: entryOf(render), apiGet: unusedApi, buildStamp: () => 1, log: silentLog() }) });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is sent rendered, as HTML that is checked again on every visit', async () => {
    const response = await app.inject({ url: '/?utm_source=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>Openhouse</h1></div>');
    expect(response.headers.vary).toContain('cookie');
  });

  it('is sent for the browser to draw to a browser holding a session (the hint cookie), whose page differs', async () => {
    const response = await app.inject({ url: '/', headers: { cookie: 'theme=dark; openhouse_signed_in=1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    // Any other value, or a cookie merely named like it, is no hint.
    for (const cookie of ['openhouse_signed_in=0', 'xopenhouse_signed_in=1', 'openhouse_signed_in=1x']) {
      expect((await app.inject({ url: '/', headers: { cookie } })).body).toContain('<h1>Openhouse</h1>');
    }
  });
});
