import { BID_EVENTS } from '@openhouse/shared/bidding/events';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from './session-context';
import { whenIdle } from './when-idle';


type RealtimeValue = {
  socket: Socket | null;
  /** The socket was connected, or tried to connect, and is not connected now: live updates are not arriving. */
  paused: boolean;
  /** Asks for a connection even without a session (a visitor watching an auction). */
  requestAnonymous: () => void;
};

const RealtimeContext = createContext<RealtimeValue>({ socket: null, paused: false, requestAnonymous: () => undefined });

/** While live updates are paused, pages that show live data read it again this often instead. */
export const PAUSED_REFETCH_MS = 5_000;

/**
 * One Socket.IO connection per tab. Signed in, it is authenticated with the bearer token in the
 * handshake (API conventions, Realtime), reconnects with the new token after a re-login and drops
 * it on logout. A visitor without a session gets an anonymous connection, opened only once a page
 * needs one (watching a property's bids) and kept for the rest of the visit.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session, isLive } = useSession();
  const token = isLive ? (session?.token ?? null) : null;
  const [anonymousWanted, setAnonymousWanted] = useState(false);
  const [socket, setSocket] = useState<Socket | null>(null);
  const [paused, setPaused] = useState(false);
  const connect = token !== null || anonymousWanted;

  useEffect(() => {
    if (!connect) return;
    // The client library is loaded with the first connection, not with the page: most public pages never connect.
    // It is asked for at the browser's first idle moment, after the page's first paint, so its download and
    // handshake do not hold up the page's own code and answers.
    let next: Socket | null = null;
    let ended = false;
    // The first handshake is not a pause; a failed one, or a connection lost, is (socket.io keeps retrying).
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const open = async () => {
      const { io } = await import('socket.io-client');
      if (ended) return;
      next = io('/', { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket', 'polling'] });
      next.on('connect', resume);
      next.on('disconnect', pause);
      next.on('connect_error', pause);
      setSocket(next);
    };
    const cancelIdle = whenIdle(() => void open());
    return () => {
      ended = true;
      cancelIdle();
      if (!next) return;
      next.off('connect', resume);
      next.off('disconnect', pause);
      next.off('connect_error', pause);
      next.disconnect();
      setSocket(null);
      setPaused(false);
    };
  }, [connect, token]);

  const requestAnonymous = useCallback(() => setAnonymousWanted(true), []);
  const value = useMemo(() => ({ socket, paused, requestAnonymous }), [socket, paused, requestAnonymous]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

/** Whether this tab has a socket (connected or connecting): nothing realtime can arrive without one. */
export function useHasRealtimeSocket(): boolean {
  return useContext(RealtimeContext).socket !== null;
}

/** Whether live updates have dropped (the socket is reconnecting): pages say so and read their data again on a timer. */
export function useLiveUpdatesPaused(): boolean {
  return useContext(RealtimeContext).paused;
}

/** A query's refetchInterval: every few seconds while live updates are paused, never while they arrive. */
export function usePausedRefetchInterval(): number | false {
  return useLiveUpdatesPaused() ? PAUSED_REFETCH_MS : false;
}

/** A ref that always holds the latest `value`: listeners bound once still call the newest handler. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

/** The tab's socket (null until connected once): for features that join their own rooms. */
export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext).socket;
}

/** Calls `handler` for every `event` on the live socket; the latest handler is always used. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  const { socket } = useContext(RealtimeContext);
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, latest]);
}

/**
 * Calls `handler` each time the tab's socket connects: the first time and after every reconnect.
 * Events sent while the tab had no connection (before the first one, which waits for the browser's
 * first idle moment, or during a drop) never reach it, so a live feed reads its data again here.
 */
export function useRealtimeConnected(handler: () => void): void {
  const { socket } = useContext(RealtimeContext);
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket, latest]);
}

/** How many mounted watchers each socket has per property: the room is left when the last one goes. */
const watchers = new WeakMap<Socket, Map<number, number>>();

/**
 * Joins the property's room (its live bids) while mounted, re-joins after every reconnect (the server
 * forgets rooms with the old connection), and leaves when no watcher of that property is left.
 * Several parts of a page may watch the same property at once.
 *
 * `onJoined` runs each time the server confirms a join: bids placed before it, since the caller's data
 * was read, were never sent to this tab, so the caller reads what it shows again.
 */
export function useWatchProperty(propertyId: number | null | undefined, onJoined?: () => void): void {
  const { socket, requestAnonymous } = useContext(RealtimeContext);
  const id = propertyId && Number.isInteger(propertyId) && propertyId > 0 ? propertyId : null;
  const joined = useLatest(onJoined);

  useEffect(() => {
    if (id !== null) requestAnonymous();
  }, [id, requestAnonymous]);

  useEffect(() => {
    if (!socket || id === null) return;
    const counts = watchers.get(socket) ?? new Map<number, number>();
    watchers.set(socket, counts);
    counts.set(id, (counts.get(id) ?? 0) + 1);

    const join = () =>
      socket.emit(BID_EVENTS.watch, { property_id: id }, (answer: { ok?: boolean } | undefined) => {
        if (answer?.ok) joined.current?.();
      });
    // Emitting while disconnected would be buffered and sent again after 'connect': join once, there.
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      const left = (counts.get(id) ?? 1) - 1;
      if (left > 0) {
        counts.set(id, left);
        return;
      }
      counts.delete(id);
      if (socket.connected) socket.emit(BID_EVENTS.unwatch, { property_id: id });
    };
  }, [socket, id, joined]);
}
