import { useEffect, useState } from 'react';

/** However busy the page stays (a live socket, a long animation), what waits for idle time runs by then. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls back when the browser has a moment free (soon after, where it cannot say); answers the cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // The cancel that belongs to the scheduler used, whatever window holds by the time it is called.
    const cancel = typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback.bind(window) : () => undefined;
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

/**
 * False until the browser has been idle once since the component mounted: for parts a page can draw after its
 * first paint (the account menu, the live-updates client), so their downloads do not compete with the page's own.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
