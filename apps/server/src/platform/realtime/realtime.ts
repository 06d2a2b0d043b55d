import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { actorForToken } from '../auth/session';

export type Realtime = {
  /** Sends an event to every socket of one user, on whichever instance it is connected. */
  toUser(userId: number, event: string, payload: unknown): void;
  close(): Promise<void>;
};

export type RealtimeOptions = {
  server: HttpServer;
  db: Db;
  redisUrl?: string;
  allowedOrigins: string[];
  log: FastifyBaseLogger;
};

/**
 * Socket.IO on the API's own HTTP server. Sockets authenticate with the bearer token in the
 * handshake (`auth.token`) and join `user:<id>`. With REDIS_URL the Redis adapter carries
 * every emit to the other instances.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.allowedOrigins, credentials: false },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      // Browsers always send Origin on a cross-site socket; other clients (tests, servers) may omit it.
      callback(null, !origin || options.allowedOrigins.includes(origin));
    },
  });

  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => options.log.error({ err: error }, 'realtime redis error'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const actor = token ? await actorForToken(options.db, token).catch(() => null) : null;
    if (!actor || actor.kind !== 'access') return next(new Error('Unauthenticated.'));
    socket.data.userId = actor.id;
    return next();
  });

  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.userId as number}`);
  });

  return {
    toUser(userId, event, payload) {
      io.to(`user:${userId}`).emit(event, payload);
    },
    async close() {
      // The HTTP server belongs to Fastify, which closes it; here only the sockets and the adapter end.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
