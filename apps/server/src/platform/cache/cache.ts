import type { Redis } from 'ioredis';

/**
 * A read-through cache for answers many people share (public listing searches, home lists).
 * Entries live in this process, bounded in number and time. Correctness comes from generations:
 * a write bumps its namespace's generation and every entry cached under the old one stops being
 * found. With Redis the generations live there, so a listing edited on one instance is never
 * served stale by another; entries themselves never leave the process, so nothing is serialised.
 */
export type Cache = {
  /** The cached value for `key` in `namespace`, or what `compute` answers (then kept for `ttlSeconds`). */
  remember<T>(namespace: string, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  /** Forgets everything cached in `namespace`, on every instance. */
  invalidate(namespace: string): Promise<void>;
  close(): Promise<void>;
};

type Entry = { value: unknown; expires: number };

export type CacheOptions = { redis?: Redis; maxEntries?: number; now?: () => number };

export function createCache(options: CacheOptions = {}): Cache {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const localGenerations = new Map<string, number>();
  // Concurrent misses on one key share one computation instead of stampeding the database.
  const pending = new Map<string, Promise<unknown>>();

  async function generation(namespace: string): Promise<string> {
    if (!options.redis) return String(localGenerations.get(namespace) ?? 0);
    return (await options.redis.get(`openhouse-cache:${namespace}`)) ?? '0';
  }

  function keep(fullKey: string, value: unknown, ttlSeconds: number) {
    // Map iteration order is insertion order: re-inserting on write makes the first key the oldest.
    entries.delete(fullKey);
    entries.set(fullKey, { value, expires: now() + ttlSeconds * 1000 });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    async remember<T>(namespace: string, key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
      // Without a trustworthy generation (Redis unreachable) nothing cached can be trusted: answer fresh.
      const current = await generation(namespace).catch(() => null);
      if (current === null) return compute();
      const fullKey = `${namespace}:${current}:${key}`;
      const entry = entries.get(fullKey);
      if (entry && entry.expires > now()) return entry.value as T;
      const inFlight = pending.get(fullKey);
      if (inFlight) return inFlight as Promise<T>;
      const computing = compute().then(
        (value) => {
          keep(fullKey, value, ttlSeconds);
          pending.delete(fullKey);
          return value;
        },
        (error: unknown) => {
          pending.delete(fullKey);
          throw error;
        },
      );
      pending.set(fullKey, computing);
      return computing;
    },
    async invalidate(namespace) {
      if (!options.redis) {
        localGenerations.set(namespace, (localGenerations.get(namespace) ?? 0) + 1);
        return;
      }
      try {
        await options.redis.incr(`openhouse-cache:${namespace}`);
      } catch {
        // The write this follows has already committed, so it must not fail now. While Redis is down every
        // instance answers fresh (see remember); this instance also drops what it holds.
        entries.clear();
      }
    },
    async close() {
      entries.clear();
    },
  };
}
