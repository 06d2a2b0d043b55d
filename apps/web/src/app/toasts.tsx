import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastContainerWanted, subscribeToastDemand } from '../lib/toast-demand';

/**
 * The container (its transitions, drag to dismiss, scroll-bar classes) draws nothing until a toast is shown, so
 * it loads with the first toast (lib/toast-demand.ts) instead of with every page (docs/ARCHITECTURE.md, Web). A
 * toast shown before it arrives waits in the store of lib/notify.ts and appears with it.
 */
const Notifications = lazy(() => import('./toast-container').then((module) => ({ default: module.Notifications })));

/** Phones and small tablets: below Mantine's sm breakpoint (768 px). */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * The app's toasts (lib/notify.ts): top centre on a desktop. On a small screen the top is where a full-screen modal
 * keeps its title and close button, so there they rise from the bottom, two at a time at most (the rest wait their
 * turn) so that a burst does not cover half the screen. The width is read at once (not after a first render), so
 * the first toast already goes to the right place.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastDemand, isToastContainerWanted, () => false);
  return wanted ? <ToastContainer /> : null;
}

function ToastContainer() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Suspense fallback={null}>
      <Notifications position={small ? 'bottom-center' : 'top-center'} zIndex={1000} limit={small ? 2 : 4} />
    </Suspense>
  );
}
