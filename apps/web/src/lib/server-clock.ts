import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { pageDrawnAt } from './drawn-at';

/**
 * The server's clock decides when an auction opens and closes, so countdowns read it rather than the
 * visitor's own clock, which may be minutes off. GET /time is asked once per page load; the offset
 * assumes the answer was taken half-way through the round trip. Until it answers (or if it fails) the
 * local clock stands in.
 */
let offset = 0;
let sync: Promise<void> | null = null;

const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function publish() {
  current = Date.now() + offset;
  for (const listener of listeners) listener();
}

/** The offset between the server's clock and this one, from a request started at `startedAt` and answered at `answeredAt`. */
export function clockOffset(serverTime: number, startedAt: number, answeredAt: number): number {
  return serverTime - (startedAt + (answeredAt - startedAt) / 2);
}

export function syncServerClock(): Promise<void> {
  sync ??= (async () => {
    const startedAt = Date.now();
    try {
      const body = await api.get<{ server_time: number }>('/time', { skipAuthHandling: true });
      if (typeof body?.server_time === 'number' && Number.isFinite(body.server_time)) {
        offset = clockOffset(body.server_time, startedAt, Date.now());
        publish();
      }
    } catch {
      // Countdowns fall back to the local clock; the server still decides every bid.
    }
  })();
  return sync;
}

/** Now on the server's clock (ms). */
export function serverNow(): number {
  return Date.now() + offset;
}

/** Forgets the measured offset so the next page load (or test) asks again. */
export function resetServerClock(): void {
  offset = 0;
  sync = null;
  current = Date.now();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  current = serverNow();
  // One timer for every countdown on the page, running only while one is shown.
  timer ??= setInterval(publish, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Asks GET /time once per page load and answers the server's now on demand (forms, payloads). */
export function useServerClock(): { now: () => number } {
  useEffect(() => {
    void syncServerClock();
  }, []);
  return { now: serverNow };
}

/** The server's now, re-read every second. The first caller on a page asks GET /time. */
export function useServerNow(): number {
  useEffect(() => {
    void syncServerClock();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    // A page drawn on the server is hydrated at the moment it was drawn, so its countdowns' text matches.
    () => pageDrawnAt() ?? current,
  );
}

/** Whole seconds until `target` (ms on the server's clock), never below zero; ticks each second. */
export function useCountdown(target: number | null | undefined): number {
  const now = useServerNow();
  if (target === null || target === undefined || !Number.isFinite(target)) return 0;
  return Math.max(0, Math.floor((target - now) / 1000));
}
