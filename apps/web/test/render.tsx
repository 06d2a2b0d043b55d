import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../src/app/theme';
import { SessionProvider } from '../src/lib/session-context';

/** Shows where the router is, so tests can assert navigation without mocking it. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

type RenderOptions = { route?: string; path?: string };

/**
 * Renders `ui` at `route` inside the app's real providers. Every other path renders a stub that
 * names itself, so a test can see where a component navigated to.
 */
export function renderWithProviders(ui: ReactNode, { route = '/', path = '*' }: RenderOptions = {}): RenderResult {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** Renders a whole route table (e.g. the app's own) at `route`. */
export function renderRoutes(routes: RouteObject[], route: string): RenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
