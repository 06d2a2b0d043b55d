// The server's render of a public page, so a visitor's first paint comes from the HTML instead of waiting for
// the scripts (docs/ARCHITECTURE.md, "Pages rendered on the server"). Built on its own (`vite build --ssr`) into
// dist-ssr/ and loaded by the API server. It renders what a visitor without a session sees; the browser then
// hydrates the same tree (main.tsx) from the data written beside it.
import { listingPageId, type ApiGet } from '@openhouse/shared/http/server-render';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { propertyKey } from './lib/property-query';
import { createQueryClient } from './lib/query-client';
import { drawAsOf } from './lib/drawn-at';
import type { ServerRenderState } from './lib/server-render-state';

export type { ApiGet };

/** What a page shows from the API, fetched before it is drawn: the query cache's entries, and its title. */
export type PageData = { queries: Array<{ key: QueryKey; data: unknown }>; title: string | null };

export type RenderedPage = {
  /** The app's markup, for index.html's #root. */
  html: string;
  /** The document's title, when the page names one (a listing's label). */
  title: string | null;
  /** For the browser's hydration: the router's and the query cache's state, written as JSON beside the markup. */
  state: ServerRenderState;
};

/** How renderToString marks a Suspense boundary it could not finish: the browser would draw it afresh. */
const UNFINISHED_BOUNDARY = '<!--$!-->';
/**
 * The waits before each pass after the first. In the server's bundle a lazy module is already there and loads in
 * a tick; unbundled (tests, development) it is compiled on first import, which takes longer.
 */
const PASS_WAITS_MS = [0, 25, 250, 1000, 3000];

/**
 * The page's markup with its lazily loaded parts (the landing's listing rows) drawn in. A first pass starts
 * their modules loading and leaves their boundaries unfinished; once loaded, the next pass draws them. Streaming
 * renderers would wait instead, but finish late boundaries with inline scripts, which the CSP refuses.
 */
async function renderSettled(element: ReactElement, drawnAt: number): Promise<string> {
  // Each pass is synchronous, so the moment set before it is the one every countdown in it reads, even with
  // another page's passes in between.
  const pass = () => {
    drawAsOf(drawnAt);
    try {
      return renderToString(element);
    } finally {
      drawAsOf(null);
    }
  };
  let html = pass();
  for (const wait of PASS_WAITS_MS) {
    if (!html.includes(UNFINISHED_BOUNDARY)) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    html = pass();
  }
  // The browser would throw this markup away (and report it): the server sends the page unrendered instead.
  if (html.includes(UNFINISHED_BOUNDARY)) throw new Error(`a part of the page did not finish in ${PASS_WAITS_MS.length + 1} passes`);
  return html;
}

/**
 * The API answers the page at `url` shows, fetched with `get`. Null when the page should not be drawn on the
 * server: a listing a visitor may not see (a draft, a removed one) is the browser's to explain.
 */
export async function pageData(url: string, get: ApiGet): Promise<PageData | null> {
  const listingId = listingPageId(new URL(url).pathname);
  if (listingId === null) return { queries: [], title: null };
  const answer = await get(`/properties/${listingId}`);
  if (answer.status !== 200) return null;
  const listing = (answer.body as { data: PropertyDetail }).data;
  return { queries: [{ key: propertyKey(listingId), data: answer.body }], title: `${listing.label} | Openhouse` };
}

/**
 * Renders `url` (an absolute URL) as a visitor without a session sees it, with `data` from pageData in its query
 * cache. Null when the path redirects, so the browser's own router handles it.
 */
export async function renderPage(url: string, data: PageData = { queries: [], title: null }): Promise<RenderedPage | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const drawnAt = Date.now();
  for (const { key, data: answer } of data.queries) queryClient.setQueryData(key, answer);
  const html = await renderSettled(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: the router's state goes into the JSON block below, not an inline script the CSP refuses. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    drawnAt,
  );
  return {
    html,
    title: data.title,
    state: {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(queryClient),
      drawnAt,
    },
  };
}
