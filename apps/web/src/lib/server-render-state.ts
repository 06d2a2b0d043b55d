import { SERVER_RENDER_STATE_ID } from '@openhouse/shared/http/server-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the browser needs to take over a page the server rendered: the router's data, the query cache, and the
 * moment the page was drawn at (ms), which countdowns read while hydrating (lib/server-clock.ts, drawAsOf).
 */
export type ServerRenderState = { router: HydrationState; queries: DehydratedState; drawnAt: number };

/** The state the server wrote into this page, or null when the page was not rendered on the server. */
export function readServerRenderState(doc: Document = document): ServerRenderState | null {
  const element = doc.getElementById(SERVER_RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}
