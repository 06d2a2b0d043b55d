import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';

/** What nodemailer passes to a transport's getSocket: the connection's options, parsed from SMTP_URL. */
type ConnectionOptions = { host?: string; port?: number | string; secure?: boolean; connectionTimeout?: number };
type SocketCallback = (error: Error | null, socket?: { connection: Socket }) => void;

/**
 * A connection to the SMTP server with Nagle's algorithm off, handed to nodemailer already connected (it still
 * does TLS or STARTTLS on it itself). nodemailer's own sockets keep Nagle on, so each message's last small write
 * (the closing dot) waits for the server's delayed ACK: about 40 ms a message on Linux, however fast the line.
 * Against a local smtp-server over five pooled connections that capped sending at about 105 mails a second;
 * with no delay, 820 (docs/ARCHITECTURE.md, E-mail campaigns).
 */
export function connectWithoutDelay(options: ConnectionOptions, callback: SocketCallback): void {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = connect({ host: options.host ?? 'localhost', port, noDelay: true });
  socket.setTimeout(options.connectionTimeout ?? 120_000);
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' }));
  socket.once('error', fail);
  socket.once('timeout', timedOut);
  socket.once('connect', () => {
    socket.off('error', fail);
    socket.off('timeout', timedOut);
    socket.setTimeout(0);
    coalesceWrites(socket);
    callback(null, { connection: socket });
  });
}

/**
 * Writes made before the event loop next turns go out together, in one system call. nodemailer writes each
 * command, and each piece of a message's body, on its own; with Nagle off every one was a system call and a
 * packet of its own, a tenth of a campaign's CPU. The last write of a message still goes at once, not after a
 * delayed ACK.
 */
function coalesceWrites(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let corked = false;
  socket.write = ((...args: unknown[]) => {
    if (!corked && !socket.destroyed) {
      corked = true;
      socket.cork();
      setImmediate(() => {
        corked = false;
        socket.uncork();
      });
    }
    return write(...args);
  }) as Socket['write'];
}

/** The transport with its connections opened by connectWithoutDelay (nodemailer asks its transport's getSocket for each). */
export function withoutDelay(transport: Transporter): Transporter {
  (transport.transporter as { getSocket?: typeof connectWithoutDelay }).getSocket = connectWithoutDelay;
  return transport;
}
