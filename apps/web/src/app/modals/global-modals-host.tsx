import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { closeGlobalModal, useGlobalModal } from '../../lib/global-modals';
import { loadOnce } from '../../lib/load-once';
import { registeredModal } from '../../lib/modal-registry';
import { useHasRealtimeSocket } from '../../lib/realtime';
import { whenIdle } from '../../lib/when-idle';

/**
 * The registry (./register-modals.ts: which code each modal loads, and the files to preload with it) is a chunk of
 * its own, fetched when the browser is first idle or when a modal is first asked for, whichever comes first: in the
 * entry it was several KiB that every page downloaded before its first paint. A failed download (offline) is
 * tried again the next time a modal is asked for.
 */
const loadRegistry = loadOnce(() => import('./register-modals'));

/** Whether the modal registry has loaded; starts loading it when idle, or at once once a modal is open. */
function useModalRegistry(modalOpen: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    const load = () => void loadRegistry().then(() => mounted && setReady(true), () => undefined);
    // A modal asked for cannot wait for idle time.
    const cancelIdle = modalOpen ? null : whenIdle(load);
    if (modalOpen) load();
    return () => {
      mounted = false;
      cancelIdle?.();
    };
  }, [modalOpen, ready]);
  return ready;
}

// Applying live bids to the cache matters only once a socket exists (a session, or a visitor watching an
// auction): pages without one, sign-in and sign-up among them, do not download it. It draws nothing.
const LiveBids = lazy(() => import('../../features/bidding/components/live-bids').then((module) => ({ default: module.LiveBids })));

/** Renders whichever registered modal is open (lib/global-modals.ts decides which), loading its code on first use. */
export function GlobalModalsHost() {
  const modal = useGlobalModal();
  const hasSocket = useHasRealtimeSocket();
  const registryReady = useModalRegistry(modal !== null);
  const Registered = modal && registryReady ? registeredModal(modal.name) : undefined;
  const options: Record<string, unknown> = { ...modal };
  delete options.name;

  return (
    <>
      {hasSocket ? (
        <Suspense fallback={null}>
          <LiveBids />
        </Suspense>
      ) : null}
      {modal && Registered ? (
        <Suspense fallback={null}>
          {
            // Registered components are made once, at registration; this only picks one.
            createElement(Registered, { key: modal.name, ...options, onClose: () => closeGlobalModal(modal.name) })
          }
        </Suspense>
      ) : null}
    </>
  );
}
