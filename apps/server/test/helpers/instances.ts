import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { freshDatabase } from './database';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_TEST_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the two-instance world cannot be built here, or null when PostgreSQL and Redis both answer. */
export async function missingServices(): Promise<string | null> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  await client
    .connect()
    .then(() => client.query('select 1'))
    .catch((error: Error) => problems.push(`PostgreSQL at ${POSTGRES_URL}: ${error.message}`))
    .finally(() => client.end().catch(() => undefined));
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  await redis
    .connect()
    .then(() => redis.ping())
    .catch((error: Error) => problems.push(`Redis at ${REDIS_URL}: ${error.message}`))
    .finally(() => redis.disconnect());
  return problems.length > 0 ? problems.join('; ') : null;
}

/** Where a change is made (`a`) and where the next request lands (`b`): one app, or two sharing database and Redis. */
export type World = { a: TestApp; b: TestApp; close(): Promise<void> };

async function oneInstance(): Promise<World> {
  const app = await createTestApp();
  return { a: app, b: app, close: () => app.close() };
}

async function twoInstances(): Promise<World> {
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = POSTGRES_URL;
  const fresh = await freshDatabase().finally(() => {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  });
  const a = await createTestApp({ REDIS_URL }, { database: fresh.database });
  const b = await createTestApp({ REDIS_URL }, { database: fresh.database });
  return {
    a,
    b,
    async close() {
      await a.app.close();
      await b.app.close();
      await fresh.drop();
    },
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const me = (app: TestApp, token: string) => app.call({ method: 'GET', url: '/api/v1/me', token });

/**
 * Asks `/me` on `app` until the token's session is held in its cache (an instance with Redis serves from the
 * cache only once its revocation channel is subscribed), so that what follows tests the cache, not the database.
 */
export async function warm(app: TestApp, token: string): Promise<void> {
  const before = app.app.platform.sessions.size();
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await me(app, token);
    if (answer.statusCode !== 200) throw new Error(`GET /me answered ${answer.statusCode}: ${answer.body}`);
    if (app.app.platform.sessions.size() > before) return;
    if (Date.now() > deadline) throw new Error('the session was never cached');
    await pause(50);
  }
}

/** Whether the two-instance tests skip (services missing outside CI) or must run (CI fails without them). */
async function twoInstanceSkip(what: string): Promise<boolean> {
  const missing = await missingServices();
  const mustRun = process.env.CI === 'true';
  if (missing && !mustRun) console.warn(`Skipping ${what} across two instances: ${missing}. (With CI=true they fail instead.)`);
  return missing !== null && !mustRun;
}

/** The worlds a cross-instance test runs in: one app always, two over Redis unless twoInstanceSkip says to skip. */
export async function instanceWorlds(what: string) {
  const skipTwo = await twoInstanceSkip(what);
  return [
    { name: 'on one instance, without Redis', build: oneInstance, skip: false },
    { name: 'across two instances over Redis (PostgreSQL)', build: twoInstances, skip: skipTwo },
  ];
}

/**
 * The world of a describe block: built before its tests and closed after them. The object is filled in by
 * beforeAll (tests read it only once it is built); a skipped block leaves it empty and builds nothing.
 */
export function worldOfBlock(build: () => Promise<World>, skip: boolean): World {
  const world = {} as World;
  beforeAll(async () => {
    if (skip) return;
    Object.assign(world, await build());
  });
  afterAll(async () => world.close?.());
  return world;
}
