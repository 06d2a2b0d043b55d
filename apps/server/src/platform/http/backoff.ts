import { connectRedis } from '../redis/connect';
import { digest } from '../auth/tokens';

/**
 * Failures of one thing (an account's sign-in) counted over a window; past `free` failures every next one
 * closes the door for a delay that doubles up to a cap. Unlike a fixed limit it never shuts anyone out for
 * longer than the cap, so nobody can lock an owner out of their account for long by failing on purpose.
 * In Redis when a URL is given (every instance counts together), otherwise in this process.
 */
export type Backoff = {
  /** Seconds to wait before the next attempt; 0 when the door is open. */
  wait(key: string): Promise<number>;
  /** Counts one failure; answers the failures in the window, this one included. */
  fail(key: string): Promise<number>;
  /** Forgets the failures (a success). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

export type BackoffOptions = {
  name: string;
  /** Failures allowed before the first delay. */
  free: number;
  /** Failures are forgotten this long after the last one. */
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  redisUrl?: string;
  /** The clock (tests move it); milliseconds. */
  now?: () => number;
};

/** How many keys the in-process store keeps at most. */
const MAX_MEMORY_KEYS = 100_000;

type State = { failures: number; until: number; expires: number };

/** The delay after `failures` failures, in milliseconds: none up to `free`, then doubling up to the cap. */
function delayAfter(options: BackoffOptions, failures: number): number {
  if (failures < options.free) return 0;
  const doublings = Math.min(failures - options.free, 20);
  return Math.min(options.firstDelaySeconds * 2 ** doublings, options.maxDelaySeconds) * 1000;
}

// One round trip that counts the failure and moves the door: KEYS[1]; ARGV: now, window ms, delay ms per count (JSON).
const FAIL_SCRIPT = `
local failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local delays = cjson.decode(ARGV[3])
local delay = delays[math.min(failures, #delays)]
if delay > 0 then redis.call('HSET', KEYS[1], 'u', tonumber(ARGV[1]) + delay) end
redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[2]), delay))
return failures`;

export function createBackoff(options: BackoffOptions): Backoff {
  const now = options.now ?? (() => Date.now());
  const windowMs = options.windowSeconds * 1000;
  // The key holds a digest, so the store never lists the e-mail addresses tried.
  const keyOf = (key: string) => `openhouse-backoff:${options.name}:${digest(key.toLowerCase())}`;
  const secondsUntil = (until: number) => (until > now() ? Math.ceil((until - now()) / 1000) : 0);

  if (options.redisUrl) {
    const redis = connectRedis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    // Delays by failure count up to the point where the cap is reached, so the script needs no arithmetic of its own.
    const delays = Array.from({ length: options.free + 21 }, (_, index) => delayAfter(options, index + 1));
    return {
      async wait(key) {
        return secondsUntil(Number((await redis.hget(keyOf(key), 'u')) ?? 0));
      },
      async fail(key) {
        return Number(await redis.eval(FAIL_SCRIPT, 1, keyOf(key), now(), windowMs, JSON.stringify(delays)));
      },
      async clear(key) {
        await redis.del(keyOf(key));
      },
      async close() {
        redis.disconnect();
      },
    };
  }

  const states = new Map<string, State>();
  const live = (key: string): State | undefined => {
    const state = states.get(keyOf(key));
    if (state && state.expires <= now()) states.delete(keyOf(key));
    return state && state.expires > now() ? state : undefined;
  };
  return {
    async wait(key) {
      return secondsUntil(live(key)?.until ?? 0);
    },
    async fail(key) {
      const state = live(key) ?? { failures: 0, until: 0, expires: 0 };
      state.failures += 1;
      const delay = delayAfter(options, state.failures);
      if (delay > 0) state.until = now() + delay;
      state.expires = now() + Math.max(windowMs, delay);
      states.delete(keyOf(key));
      states.set(keyOf(key), state);
      // Guessed addresses must not fill the memory: the entry touched longest ago goes first.
      if (states.size > MAX_MEMORY_KEYS) states.delete(states.keys().next().value!);
      return state.failures;
    },
    async clear(key) {
      states.delete(keyOf(key));
    },
    async close() {
      states.clear();
    },
  };
}
