import type { Redis, RedisOptions } from 'ioredis';
import { onFirstUse } from '../lazy-module';

const ioredis = onFirstUse<typeof import('ioredis')>('ioredis');

/** A Redis client; ioredis loads with the first one, so a start without REDIS_URL never loads it. */
export function connectRedis(url: string, options: RedisOptions): Redis {
  return new (ioredis().Redis)(url, options);
}
