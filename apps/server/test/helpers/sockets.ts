import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './app';

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

/** Collects every payload of `event` the socket receives. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Waits until the condition holds, or fails naming what never came. */
export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the app listening on a free loopback port, for real socket clients; answers its base URL. */
export async function listenForSockets(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
