import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/fetch-mock';
import { App } from './app/app';
import { createHydratingRouter } from './app/router';
import { makeAuction, makeDetail } from './features/properties/test/property-fixtures';
import { pageData, renderPage, type ApiGet } from './entry-server';
import { drawAsOf } from './lib/drawn-at';
import { preloadServerDrawnParts } from './lib/lazy-part';
import { createQueryClient } from './lib/query-client';
import { resetServerClock } from './lib/server-clock';
import type { ServerRenderState } from './lib/server-render-state';

const emptyPage = json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  drawAsOf(null);
  resetServerClock();
});
// A hydrated page with a live auction asks for the socket client at its first idle moment; the page is gone by
// then, but the import goes on. It must finish before jsdom is torn down, or its last modules fail to load.
afterAll(async () => {
  await import('socket.io-client');
});

/** The server's markup in #root, as the browser receives the page. */
function serverMarkup(html: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Whether React has taken `element` over (hydration adopts the server's elements and puts its props on them). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * Hydrates `container` as main.tsx does: the query cache seeded, the drawing moment set, the route and the parts
 * the server drew loaded first.
 */
async function hydrateAsTheBrowserDoes(container: HTMLElement, state: ServerRenderState) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  drawAsOf(state.drawnAt);
  const router = await createHydratingRouter(queryClient, state.router);
  await preloadServerDrawnParts();
  const recoverable = vi.fn();
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { router, recoverable };
}

describe('the landing page drawn on the server', () => {
  it('holds the whole page, its lazily loaded listing rows' + "' place included, with nothing left for the browser to redo", async () => {
    const page = await renderPage('http://localhost/');
    expect(page).not.toBeNull();
    const html = page!.html;
    expect(html).toContain('One AI-driven workspace for your listings, clients and transactions');
    expect(html).toContain('Find your next home');
    // The search works before the scripts: a plain GET to /homes?q=…
    expect(html).toMatch(/<form[^>]*action="\/homes"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    // An unfinished Suspense boundary would make the browser throw that part away and draw it again.
    expect(html).not.toContain('<!--$!-->');
    expect(JSON.parse(JSON.stringify(page!.state))).toEqual(page!.state);
  });

  it('is taken over by the browser as it is: hydrated without a mismatch, the server' + "'s nodes kept", async () => {
    mockApi({ 'GET /properties': () => emptyPage, 'GET /auctions': () => emptyPage });
    const page = (await renderPage('http://localhost/'))!;
    const container = serverMarkup(page.html);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading?.textContent).toContain('One AI-driven workspace');

    const { router, recoverable } = await hydrateAsTheBrowserDoes(container, page.state);
    await waitFor(() => expect(isHydrated(container.querySelector('h1')!)).toBe(true));
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(recoverable).not.toHaveBeenCalled();
    // And the page is the app's again: the search goes through the router, not a page load.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search homes' }), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/homes', search: '?q=Austin' }));
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('a listing drawn on the server', () => {
  const listing = makeDetail({
    id: 5,
    label: 'Craftsman near the park',
    value: 689_000,
    latitude: 38.57,
    longitude: -121.46,
    bidding_property: makeAuction({ property_id: 5, bid_count: 2, highest_bid_amount: 700_000 }),
  });
  const answer = { data: listing };
  const apiFor = (status: number): ApiGet & { paths: string[] } => {
    const paths: string[] = [];
    return Object.assign(async (path: string) => {
      paths.push(path);
      return { status, body: status === 200 ? answer : null };
    }, { paths });
  };

  it('reads the listing as a visitor would, and names the page after it', async () => {
    const get = apiFor(200);
    const data = await pageData('http://localhost/properties/5', get);
    expect(get.paths).toEqual(['/properties/5']);
    expect(data).toEqual({ queries: [{ key: ['properties', 'detail', 5], data: answer }], title: 'Craftsman near the park | Openhouse' });
  });

  it('leaves a listing the visitor may not see (a draft, a removed one) to the browser, and asks nothing for other pages', async () => {
    expect(await pageData('http://localhost/properties/5', apiFor(404))).toBeNull();
    const get = apiFor(200);
    expect(await pageData('http://localhost/', get)).toEqual({ queries: [], title: null });
    expect(await pageData('http://localhost/properties/5/edit', get)).toEqual({ queries: [], title: null });
    expect(get.paths).toEqual([]);
  });

  it('draws the listing with its auction, and the map as its placeholder (Leaflet needs a browser)', async () => {
    const page = (await renderPage('http://localhost/properties/5', (await pageData('http://localhost/properties/5', apiFor(200)))!))!;
    expect(page.title).toBe('Craftsman near the park | Openhouse');
    expect(page.html).toContain('Craftsman near the park');
    expect(page.html).toContain('$689,000');
    expect(page.html).toContain('Current bid $700,000');
    expect(page.html).toContain('aria-label="Loading map"');
    expect(page.html).not.toContain('leaflet-container');
    expect(page.html).not.toContain('<!--$!-->');
  });

  it('is hydrated without a mismatch a second later: its countdown reads the moment it was drawn', async () => {
    const page = (await renderPage('http://localhost/properties/5', (await pageData('http://localhost/properties/5', apiFor(200)))!))!;
    const state = page.state as ServerRenderState;
    // The countdown ticks each second: hydrated on the browser's own clock, its text would differ from the server's.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The browser's clock module starts from its own now, as on a page load.
    resetServerClock();
    mockApi({ 'GET /properties/5': () => json(answer), 'GET /time': () => json({ server_time: Date.now() }) });
    window.history.replaceState(null, '', '/properties/5');
    const container = serverMarkup(page.html);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading?.textContent).toBe('Craftsman near the park');

    const { recoverable } = await hydrateAsTheBrowserDoes(container, state);
    await waitFor(() => expect(isHydrated(container.querySelector('h1')!)).toBe(true));
    // The auction's headline and panel are lazily loaded parts, taken over in the same hydration as the heading
    // (their code was loaded first; lib/lazy-part.test.tsx shows the difference). It is sliced, hence the wait.
    await waitFor(() => expect(isHydrated(screen.getByTestId('auction-headline'))).toBe(true));
    await waitFor(() => expect(isHydrated(screen.getAllByRole('button', { name: /^Bid Now/ })[0]!)).toBe(true));
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
