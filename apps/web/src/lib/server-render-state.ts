import { SERVER_RENDER_STATE_ID } from '@openhouse/shared/http/server-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the browser needs to take over a page the server rendered: the router's data and the query cache. */
export type ServerRenderState = { router: HydrationState; queries: DehydratedState };

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
