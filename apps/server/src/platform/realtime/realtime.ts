import { BID_EVENTS } from '@openhouse/shared/bidding/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis/connect';
import { onFirstUse } from '../lazy-module';
import type { Server as HttpServer } from 'node:http';
import { httpMessages } from '@openhouse/shared/http/messages';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../db/client';
import { actorForToken, liveTokenExpiry, type Actor } from '../auth/session';

/** Only instances that share their rooms through Redis load the adapter: loading it took some 25 ms of every start's main thread. */
const redisAdapter = onFirstUse<typeof import('@socket.io/redis-adapter')>('@socket.io/redis-adapter');

export type Realtime = {
  /** Sends an event to every socket of one user, on whichever instance it is connected. */
  toUser(userId: number, event: string, payload: unknown): void;
  /** Sends an event to every socket watching a listing (live bids), on whichever instance it is connected. */
  toProperty(propertyId: number, event: string, payload: unknown): void;
  /** Sends an event once to every socket in any of these rooms (a socket in several gets it once), on every instance. */
  toRooms(rooms: string[], event: string, payload: unknown): void;
  /** Takes every socket of these users out of a room (they lost the right to be in it), on every instance. */
  leaveRoom(userIds: number[], room: string): void;
  /** Which of these users have a socket connected now, on any instance. */
  onlineUsers(userIds: number[]): Promise<Set<number>>;
  /** Disconnects every socket that signed in with one of these tokens (they were revoked), on every instance. */
  disconnectTokens(tokenIds: number[]): void;
  /** Disconnects every socket of a user (the account is gone), on every instance. */
  disconnectUser(userId: number): void;
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
  /** What modules listen for on each socket (joining their own rooms, typing); each decides its own access. */
  features?: SocketFeature[];
};

/** A module's part of the socket protocol: attached to every new socket (its actor is `socket.data.actor`). */
export type SocketFeature = (socket: Socket, actor: Actor | null) => void;

/** What a watch or unwatch answers through the client's acknowledgement callback, when it gives one. */
export type WatchAnswer = { ok: true } | { ok: false; message: string };

const propertyRoom = (propertyId: number) => `property:${propertyId}`;
export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket signed in with one token shares a room, so that revoking the token can reach them all. */
const tokenRoom = (tokenId: number) => `token:${tokenId}`;

/** setTimeout cannot wait longer than this (about 24.8 days); a longer session is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A page this server served connects back to the host it was opened under, which need not be the public
 * URL (an address, an internal name). Browsers set both Origin and Host, so a page of another site cannot
 * pass for one of ours.
 */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host.toLowerCase();
}

function propertyIdOf(payload: unknown): number | null {
  const id = Number((payload as { property_id?: unknown } | null)?.property_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Socket.IO on the API's own HTTP server. A socket may come with the bearer token in the handshake
 * (`auth.token`): it then joins `user:<id>` for its notifications and `token:<id>` for its session, and
 * lives no longer than that session (revoked or expired, it is disconnected). Without a token it is an
 * anonymous visitor, who may still watch public listings' bids; a token that is given but not valid is
 * refused. With REDIS_URL the Redis adapter carries every emit and every disconnection to the other instances.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: options.allowedOrigins, credentials: false },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      // Browsers always send Origin on a cross-site socket; other clients (tests, servers) may omit it.
      callback(null, !origin || options.allowedOrigins.includes(origin) || isSameOrigin(origin, request.headers.host));
    },
  });

  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = connectRedis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => options.log.error({ err: error }, 'realtime redis error'));
    redisClients.push(pub, sub);
    io.adapter(redisAdapter().createAdapter(pub, sub));
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

  /**
   * Keeps a signed-in socket no longer than its token. The token is looked at again once the socket is in its
   * token's room: a revocation that committed after the handshake's check but before the join (whose
   * disconnect found no socket in the room) is caught here. Then the socket is dropped when the token expires.
   */
  async function holdToToken(socket: Socket, actor: Actor): Promise<void> {
    const expiresAt = await liveTokenExpiry(options.db, actor.tokenId);
    if (!socket.connected) return;
    if (!expiresAt) {
      socket.disconnect(true);
      return;
    }
    const timer = setTimeout(
      () => {
        holdToToken(socket, actor).catch((error: unknown) => dropOnError(socket, error));
      },
      // A moment after the expiry, so that the database agrees the token has expired.
      Math.min(MAX_TIMER_MS, Math.max(1000, expiresAt.getTime() - Date.now() + 250)),
    );
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /** A socket whose token cannot be checked is not kept, as the handshake would not have let it in. */
  function dropOnError(socket: Socket, error: unknown): void {
    options.log.warn({ err: error }, 'realtime token check failed; socket dropped');
    socket.disconnect(true);
  }

  io.on('connection', (socket) => {
    const actor = socket.data.actor as Actor | null;
    if (actor) {
      void socket.join([userRoom(actor.id), tokenRoom(actor.tokenId)]);
      holdToToken(socket, actor).catch((error: unknown) => dropOnError(socket, error));
    }
    socket.on(BID_EVENTS.watch, (payload: unknown, ack?: unknown) => {
      watch(socket, payload).then(
        (answer) => (typeof ack === 'function' ? ack(answer) : undefined),
        (error: unknown) => {
          options.log.error({ err: error }, 'property watch failed');
          if (typeof ack === 'function') ack({ ok: false, message: httpMessages.serverError } satisfies WatchAnswer);
        },
      );
    });
    for (const feature of options.features ?? []) feature(socket, actor);
    socket.on(BID_EVENTS.unwatch, async (payload: unknown, ack?: unknown) => {
      const propertyId = propertyIdOf(payload);
      if (propertyId !== null) await socket.leave(propertyRoom(propertyId));
      if (typeof ack === 'function') ack({ ok: true } satisfies WatchAnswer);
    });
  });

  // Once closed, sending is a no-op: work that finishes during shutdown (a batch of bids answered as the
  // server stops) would otherwise publish through a Redis connection that has already ended.
  let closed = false;
  return {
    toUser(userId, event, payload) {
      if (!closed) io.to(userRoom(userId)).emit(event, payload);
    },
    toProperty(propertyId, event, payload) {
      if (!closed) io.to(propertyRoom(propertyId)).emit(event, payload);
    },
    toRooms(rooms, event, payload) {
      if (!closed && rooms.length > 0) io.to(rooms).emit(event, payload);
    },
    leaveRoom(userIds, room) {
      if (!closed && userIds.length > 0) io.in(userIds.map(userRoom)).socketsLeave(room);
    },
    async onlineUsers(userIds) {
      if (closed || userIds.length === 0) return new Set();
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => (socket.data as { actor: Actor | null }).actor?.id).filter((id): id is number => id !== undefined));
    },
    disconnectTokens(tokenIds) {
      if (!closed && tokenIds.length > 0) io.in(tokenIds.map(tokenRoom)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      if (!closed) io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      closed = true;
      // The HTTP server belongs to Fastify, which closes it; here only the sockets and the adapter end.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
