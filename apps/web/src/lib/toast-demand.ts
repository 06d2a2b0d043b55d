/**
 * Whether any toast has been asked for yet. The toast container (app/toasts.tsx) loads its code and draws only
 * from the first toast on: most visits show none, and loading it with every page cost each first load a script
 * download and a render. Kept apart from lib/notify.ts, which brings Mantine's notifications store with it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToastContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastContainerWanted(): boolean {
  return wanted;
}
