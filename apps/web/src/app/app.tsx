import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
// react-router/dom's provider brings ReactDOM.flushSync, which sign-in navigation relies on.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

/** The query client and router are made by main.tsx: a page the server rendered seeds both before hydration. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
