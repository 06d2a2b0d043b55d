/**
 * The element of a server-rendered page that carries its state for the browser's hydration, as JSON in a
 * `<script type="application/json">` (never run, so the CSP allows it). The server writes it
 * (apps/server/src/platform/http/server-render.ts) and the web app reads it (apps/web/src/lib/server-render-state.ts).
 */
export const SERVER_RENDER_STATE_ID = 'server-render-state';
