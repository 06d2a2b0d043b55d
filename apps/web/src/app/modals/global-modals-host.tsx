import { createElement, Suspense } from 'react';
import { LiveBids } from '../../features/bidding/components/live-bids';
import { closeGlobalModal, useGlobalModal } from '../../lib/global-modals';
import { registeredModal } from '../../lib/modal-registry';
import './register-modals';

/** Renders whichever registered modal is open (lib/global-modals.ts decides which), loading its code on first use. */
export function GlobalModalsHost() {
  const modal = useGlobalModal();
  const Registered = modal ? registeredModal(modal.name) : undefined;
  const options: Record<string, unknown> = { ...modal };
  delete options.name;

  return (
    <>
      <LiveBids />
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
