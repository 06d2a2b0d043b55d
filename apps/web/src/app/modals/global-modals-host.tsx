import { createElement, lazy, Suspense } from 'react';
import { closeGlobalModal, useGlobalModal } from '../../lib/global-modals';
import { registeredModal } from '../../lib/modal-registry';
import { useHasRealtimeSocket } from '../../lib/realtime';
import './register-modals';

// Applying live bids to the cache matters only once a socket exists (a session, or a visitor watching an
// auction): pages without one, sign-in and sign-up among them, do not download it. It draws nothing.
const LiveBids = lazy(() => import('../../features/bidding/components/live-bids').then((module) => ({ default: module.LiveBids })));

/** Renders whichever registered modal is open (lib/global-modals.ts decides which), loading its code on first use. */
export function GlobalModalsHost() {
  const modal = useGlobalModal();
  const hasSocket = useHasRealtimeSocket();
  const Registered = modal ? registeredModal(modal.name) : undefined;
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
