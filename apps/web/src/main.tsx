import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, createHydratingRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { drawAsOf } from './lib/drawn-at';
import { preloadServerDrawnParts } from './lib/lazy-part';
import { readServerRenderState } from './lib/server-render-state';
import { isLive, readSession } from './lib/session';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element.');
  return element;
}
const root = rootElement();

const queryClient = createQueryClient();
// The server renders public pages as a visitor without a session sees them (entry-server.tsx). A signed-in
// user's frame differs from the first element down, so their page is drawn afresh instead of hydrated.
const serverState = isLive(readSession()) ? null : readServerRenderState();

function drawAfresh() {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter(queryClient)} />
    </StrictMode>,
  );
}

if (serverState) {
  hydrate(queryClient, serverState.queries);
  drawAsOf(serverState.drawnAt ?? null);
  createHydratingRouter(queryClient, serverState.router).then(
    // The page's parts drawn by the server are taken over with the rest of it, not each later on its own.
    (router) => preloadServerDrawnParts().then(() => {
      // As a transition, React hydrates in slices of a few milliseconds and the page answers input in between,
      // instead of one long task after the page is already on screen.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App queryClient={queryClient} router={router} />
          </StrictMode>,
        );
      });
    }),
    // A page module that failed to load (offline): the app draws itself, and its route error says what failed.
    drawAfresh,
  );
} else {
  drawAfresh();
}
