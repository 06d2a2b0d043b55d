import { BID_EVENTS } from '@openhouse/shared/bidding/schemas';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { httpMessages } from '@openhouse/shared/http/messages';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client';
import { actorForToken, type Actor } from '../auth/session';

export type Realtime = {
  /** Sends an event to every socket of one user, on whichever instance it is connected. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Sends an event to every socket watching a listing (live bids), on whichever instance it is connected. */
  toProperty(propertyId: number, event: string, payload: unknown): void;
  close(): Promise<void>;
};

export type RealtimeOptions = {
  server: HttpServer;
  db: Db;
  redisUrl?: string;
  allowedOrigins: string[];
  log: FastifyBaseLogger;
  /** Whether this caller may see the listing, and so watch its live bids (the properties module decides). */
  maySeeProperty(actor: Actor | null, propertyId: number): Promise<boolean>;
};

/** What a watch or unwatch answers through the client's acknowledgement callback, when it gives one. */
export type WatchAnswer = { ok: true } | { ok: false; message: string };

const propertyRoom = (propertyId: number) => `property:${propertyId}`;

function propertyIdOf(payload: unknown): number | null {
  const id = Number((payload as { property_id?: unknown } | null)?.property_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Socket.IO on the API's own HTTP server. A socket may come with the bearer token in the handshake
 * (`auth.token`): it then joins `user:<id>` for its notifications. Without one it is an anonymous visitor,
 * who may still watch public listings' bids; a token that is given but not valid is refused. With
 * REDIS_URL the Redis adapter carries every emit to the other instances.
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
    const raw: unknown = socket.handshake.auth?.token;
    if (raw === undefined || raw === null || raw === '') {
      socket.data.actor = null;
      return next();
    }
    const actor = typeof raw === 'string' ? await actorForToken(options.db, raw).catch(() => null) : null;
    if (!actor || actor.kind !== 'access') return next(new Error('Unauthenticated.'));
    socket.data.actor = actor;
    return next();
  });

  /**
   * Joins a listing's room when the socket may see the listing: anyone for a public listing, only its
   * listing side for a withdrawn one (maySeeProperty, as for every route naming a listing).
   */
  async function watch(socket: Socket, payload: unknown): Promise<WatchAnswer> {
    const propertyId = propertyIdOf(payload);
    if (propertyId === null || !(await options.maySeeProperty(socket.data.actor as Actor | null, propertyId))) {
      return { ok: false, message: httpMessages.notFound };
    }
    await socket.join(propertyRoom(propertyId));
    return { ok: true };
  }

  io.on('connection', (socket) => {
    const actor = socket.data.actor as Actor | null;
    if (actor) void socket.join(`user:${actor.id}`);
    socket.on(BID_EVENTS.watch, (payload: unknown, ack?: unknown) => {
      watch(socket, payload).then(
        (answer) => (typeof ack === 'function' ? ack(answer) : undefined),
        (error: unknown) => {
          options.log.error({ err: error }, 'property watch failed');
          if (typeof ack === 'function') ack({ ok: false, message: httpMessages.serverError } satisfies WatchAnswer);
        },
      );
    });
    socket.on(BID_EVENTS.unwatch, async (payload: unknown, ack?: unknown) => {
      const propertyId = propertyIdOf(payload);
      if (propertyId !== null) await socket.leave(propertyRoom(propertyId));
      if (typeof ack === 'function') ack({ ok: true } satisfies WatchAnswer);
    });
  });

  return {
    toUser(userId, event, payload) {
      io.to(`user:${userId}`).emit(event, payload);
    },
    toProperty(propertyId, event, payload) {
      io.to(propertyRoom(propertyId)).emit(event, payload);
    },
    async close() {
      // The HTTP server belongs to Fastify, which closes it; here only the sockets and the adapter end.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
