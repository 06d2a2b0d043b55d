/**
 * The element of a server-rendered page that carries its state for the browser's hydration, as JSON in a
 * `<script type="application/json">` (never run, so the CSP allows it). The server writes it
 * (apps/server/src/platform/http/server-render.ts) and the web app reads it (apps/web/src/lib/server-render-state.ts).
 */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/**
 * How a page drawn on the server reads the API: a GET (`/properties/7`, without `/api/v1`) as a visitor without a
 * session makes it. The server passes one to the web build's server entry (apps/web/src/entry-server.tsx).
 */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

/** A listing's public page, `/properties/{id}`: its id, or null for any other path. */
export function listingPageId(path: string): number | null {
  const match = /^\/properties\/([1-9]\d{0,15})$/.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The paths the server draws (docs/ARCHITECTURE.md, "Pages rendered on the server"): the landing page and a
 * listing's page, the pages people most often open first, from a search engine or a shared link.
 */
export function isServerRenderedPath(path: string): boolean {
  return path === '/' || listingPageId(path) !== null;
}

/**
 * A cookie that says only that this browser holds a live session (never the token, which stays in the browser's
 * storage). The server then sends the page for the browser to draw, instead of the visitor's page drawn on the
 * server, which a signed-in user would see (and click in vain) until the scripts replaced it.
 */
export const SESSION_HINT_COOKIE = 'openhouse_signed_in';

/** Whether a request's Cookie header carries the session hint. */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}
