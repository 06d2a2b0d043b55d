import type { Bid } from '@openhouse/shared/bidding/schemas';
import { useSyncExternalStore } from 'react';

/**
 * The modals the spec toggles from anywhere (login, register, guided tour, full-screen analytics, and the bidding
 * ones: bid wizard, all bids, bid approvals, order details, enable bid). A tiny store rather than React context so
 * the API client can open the login modal on a 401 as well.
 */
export type GlobalModalName = 'login' | 'register' | 'guidedTour' | 'analytics' | 'bidWizard' | 'allBids' | 'bidApprovals' | 'orderDetails' | 'enableBid';

/**
 * `propertyId` says which listing the analytics and bidding modals are about; `bid` is the bid the order
 * details modal shows.
 */
export type GlobalModalOptions = { referrer?: string; propertyId?: number; bid?: Bid };

export type GlobalModalState = ({ name: GlobalModalName } & GlobalModalOptions) | null;

let state: GlobalModalState = null;
const listeners = new Set<() => void>();

function set(next: GlobalModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openGlobalModal(name: GlobalModalName, options: GlobalModalOptions = {}): void {
  set({ name, ...options });
}

/** Closes the open modal; with a name, only if that is the one open (a sign-in may just have opened the tour). */
export function closeGlobalModal(name?: GlobalModalName): void {
  if (name && state?.name !== name) return;
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalModal(): GlobalModalState {
  return useSyncExternalStore(subscribe, () => state, () => null);
}
