import { useSyncExternalStore } from 'react';

/**
 * The modals that open from anywhere, by name, with the options each takes. Empty here: every feature adds
 * its own modals from its `modals.tsx` (declaration merging, which only an interface allows), so a new
 * modal touches neither this file nor the modal host.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface GlobalModals {}

export type GlobalModalName = keyof GlobalModals;

export type GlobalModalState = { [N in GlobalModalName]: { name: N } & GlobalModals[N] }[GlobalModalName] | null;

/** A modal whose options are all optional may be opened without any. */
type OptionsArgument<N extends GlobalModalName> = Record<string, never> extends GlobalModals[N] ? [options?: GlobalModals[N]] : [options: GlobalModals[N]];

/**
 * A tiny store rather than React context, so the API client can open the login modal on a 401 as well.
 * One modal is open at a time: opening another replaces it.
 */
let state: GlobalModalState = null;
const listeners = new Set<() => void>();

function set(next: GlobalModalState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openGlobalModal<N extends GlobalModalName>(name: N, ...[options]: OptionsArgument<N>): void {
  set({ ...options, name } as GlobalModalState);
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
