import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);

/**
 * A package loaded on its first use instead of at start, synchronously, so callers keep their shape. For the
 * heavy packages most starts never touch (sharp's native library, ioredis without REDIS_URL, the e-mail
 * inliner and sanitiser): together they were about a tenth of a server start (docs/ARCHITECTURE.md, "Starting
 * the server"). The package must not be imported anywhere else, or the bundle would load it at start anyway.
 */
export function onFirstUse<T>(packageName: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireFromHere(packageName) as T);
}
