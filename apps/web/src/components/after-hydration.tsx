import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true after: for what only the browser
 * can draw (a Leaflet map), which the server's page shows as its placeholder.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `children` once the page is the browser's own; `fallback` on the server and during hydration. */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
