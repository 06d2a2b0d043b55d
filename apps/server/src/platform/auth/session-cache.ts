import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createRevocationBus, type SessionScope } from './revocation-bus';
import { sessionForDigest, type Actor, type Session } from './session';
import { digest } from './tokens';
import { createUserMemo, type UserMemo, type UserMemoControl } from './user-memo';

export type { SessionScope } from './revocation-bus';

/**
 * Who a bearer token belongs to, remembered in process so that a signed-in request does not cost a database
 * round trip. Entries are keyed by the token's digest (the raw token is never kept), bounded in number (least
 * recently used first out) and in time: never past the token's own expiry, and never longer than
 * SESSION_CACHE_SECONDS. Unknown tokens are not remembered: a token issued a moment ago on another instance
 * must work here at once, and guessing tokens must not fill the cache.
 *
 * Revocation does not wait for the time limit: every place that ends sessions, changes roles or changes what
 * a user memo holds (GET /me's session user) calls `forget`, which reaches every instance before it resolves
 * (see revocation-bus.ts). The time limit only bounds what nobody announces (a row changed by hand in SQL).
 */
export type SessionCache = {
  /** The actor of a live token, or null when it is unknown, expired or revoked. */
  actorFor(token: string): Promise<Actor | null>;
  /** Forgets the sessions of these tokens and users on every instance; resolves once every instance has. */
  forget(scope: SessionScope): Promise<void>;
  /**
   * A new per-user memo, forgotten for a user wherever `forget({ users })` names them, with the same bounds as
   * the sessions. Make one per purpose, once.
   */
  userMemo<T>(): UserMemo<T>;
  /** How many sessions this instance holds. */
  size(): number;
  close(): Promise<void>;
};

/**
 * Long enough that a busy session costs one lookup per half minute instead of one per request; short
 * enough that a change made behind the application's back (in SQL) is seen within half a minute.
 */
export const SESSION_CACHE_SECONDS = 30;
/** About 200 bytes each: a few megabytes at most. */
export const SESSION_CACHE_ENTRIES = 10_000;

export type SessionCacheOptions = {
  db: Db;
  log: FastifyBaseLogger;
  redisUrl?: string;
  ttlSeconds?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = { actor: Actor; until: number };

function copy(actor: Actor): Actor {
  // Routes may keep or change the actor they are given; the cached one must stay as it was.
  return { ...actor, roles: [...actor.roles] };
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const ttlMs = (options.ttlSeconds ?? SESSION_CACHE_SECONDS) * 1000;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const memos: Pick<UserMemoControl<unknown>, 'forget' | 'clear'>[] = [];
  /**
   * Moves on every forget, here or from elsewhere. A lookup that was in flight when it moved may have read
   * the token just before its revocation committed, so its answer is used but not remembered.
   */
  let epoch = 0;

  function forgetHere(scope: SessionScope): void {
    epoch += 1;
    const tokens = new Set(scope.tokens ?? []);
    const users = new Set(scope.users ?? []);
    for (const memo of memos) memo.forget(users);
    if (tokens.size === 0 && users.size === 0) return;
    for (const [key, entry] of entries) {
      if (tokens.has(entry.actor.tokenId) || users.has(entry.actor.id)) entries.delete(key);
    }
  }

  function forgetAll(): void {
    epoch += 1;
    entries.clear();
    for (const memo of memos) memo.clear();
  }

  const bus = createRevocationBus({ redisUrl: options.redisUrl, log: options.log, onForget: forgetHere, onGap: forgetAll });

  function keep(key: string, session: Session): void {
    const until = Math.min(now() + ttlMs, session.expiresAt.getTime());
    if (until <= now()) return;
    entries.delete(key);
    entries.set(key, { actor: copy(session.actor), until });
    // Map iteration follows insertion, and a hit re-inserts its entry: the first key is the least recently used.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    actorFor(token) {
      const key = digest(token);
      const entry = entries.get(key);
      if (entry) {
        if (entry.until > now() && bus.listening()) {
          entries.delete(key);
          entries.set(key, entry);
          return Promise.resolve(copy(entry.actor));
        }
        entries.delete(key);
      }
      const startedAt = epoch;
      return sessionForDigest(options.db, key).then((session) => {
        if (!session) return null;
        if (startedAt === epoch && bus.listening()) keep(key, session);
        return session.actor;
      });
    },
    forget: (scope) => bus.publish(scope),
    userMemo<T>() {
      const control = createUserMemo<T>({ ttlMs, maxEntries, now, listening: () => bus.listening() });
      memos.push(control);
      return control.memo;
    },
    size: () => entries.size,
    async close() {
      forgetAll();
      await bus.close();
    },
  };
}
