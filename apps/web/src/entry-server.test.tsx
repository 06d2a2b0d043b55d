import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/fetch-mock';
import { App } from './app/app';
import { createHydratingRouter } from './app/router';
import { renderPage } from './entry-server';
import { createQueryClient } from './lib/query-client';

const emptyPage = json({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });

describe('the landing page drawn on the server', () => {
  let root: Root | null = null;
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
  });

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
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = page.html;
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading?.textContent).toContain('One AI-driven workspace');

    const queryClient = createQueryClient();
    hydrate(queryClient, page.state.queries);
    const router = await createHydratingRouter(queryClient, page.state.router);
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
    // Hydrated once the heading has React's props on it; hydration adopts the server's elements, not new ones.
    await waitFor(() => expect(Object.keys(container.querySelector('h1')!).some((key) => key.startsWith('__reactProps'))).toBe(true));
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
