import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useSession } from './session-context';

const SocketContext = createContext<Socket | null>(null);

/**
 * One Socket.IO connection per signed-in tab, authenticated with the bearer token in the
 * handshake (API conventions, Realtime). It reconnects with the new token after a re-login and
 * closes on logout.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session, isLive } = useSession();
  const token = isLive ? session?.token : null;
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!token) return;
    const next = io('/', { path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] });
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [token]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/** Calls `handler` for every `event` on the live socket; the latest handler is always used. */
export function useRealtimeEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useContext(SocketContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
