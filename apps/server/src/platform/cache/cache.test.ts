import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('cache', () => {
  it('computes once, then answers from memory until the entry expires', async () => {
    let clock = 0;
    const cache = createCache({ now: () => clock });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.remember('ns', 'k', 10, compute)).toBe(1);
    expect(await cache.remember('ns', 'k', 10, compute)).toBe(1);
    clock = 10_001;
    expect(await cache.remember('ns', 'k', 10, compute)).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createCache();
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 20));
    const answers = await Promise.all([cache.remember('ns', 'k', 10, slow), cache.remember('ns', 'k', 10, slow), cache.remember('ns', 'k', 10, slow)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets a namespace on invalidate and leaves others alone', async () => {
    const cache = createCache();
    let calls = 0;
    const compute = async () => ++calls;
    await cache.remember('listings', 'k', 60, compute);
    await cache.remember('other', 'k', 60, compute);
    await cache.invalidate('listings');
    expect(await cache.remember('listings', 'k', 60, compute)).toBe(3);
    expect(await cache.remember('other', 'k', 60, compute)).toBe(2);
  });

  it('does not keep a failed computation', async () => {
    const cache = createCache();
    await expect(cache.remember('ns', 'k', 60, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.remember('ns', 'k', 60, async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createCache({ maxEntries: 2 });
    let calls = 0;
    const compute = async () => ++calls;
    await cache.remember('ns', 'a', 60, compute);
    await cache.remember('ns', 'b', 60, compute);
    await cache.remember('ns', 'c', 60, compute);
    expect(await cache.remember('ns', 'c', 60, compute)).toBe(3);
    expect(await cache.remember('ns', 'a', 60, compute)).toBe(4);
  });

  it('with Redis, an invalidation on one instance reaches another', async () => {
    const namespace = `test-${Date.now()}-${Math.random()}`;
    const [redisA, redisB] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const [a, b] = [createCache({ redis: redisA }), createCache({ redis: redisB })];
    try {
      let calls = 0;
      const compute = async () => ++calls;
      expect(await b.remember(namespace, 'k', 60, compute)).toBe(1);
      expect(await b.remember(namespace, 'k', 60, compute)).toBe(1);
      await a.invalidate(namespace);
      expect(await b.remember(namespace, 'k', 60, compute)).toBe(2);
    } finally {
      await redisA.del(`openhouse-cache:${namespace}`);
      redisA.disconnect();
      redisB.disconnect();
    }
  });

  it('answers fresh, and still accepts invalidations, while Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    const cache = createCache({ redis: unreachable });
    try {
      let calls = 0;
      const compute = async () => ++calls;
      expect(await cache.remember('ns', 'k', 60, compute)).toBe(1);
      expect(await cache.remember('ns', 'k', 60, compute)).toBe(2);
      await expect(cache.invalidate('ns')).resolves.toBeUndefined();
    } finally {
      unreachable.disconnect();
    }
  });
});
