import { io, type Socket } from 'socket.io-client';

export type SocketOptions = {
  token?: string;
  /** The Origin header a browser would send from the page that opens the socket. */
  origin?: string;
  transport?: 'websocket' | 'polling';
};

/** A client socket to a listening app; resolves once connected, or rejects with the server's refusal. */
export function connectSocket(url: string, options: SocketOptions = {}): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    ...(options.token !== undefined ? { auth: { token: options.token } } : {}),
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
