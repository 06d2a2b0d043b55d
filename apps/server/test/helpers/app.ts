import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { seedUser, type SeedUser } from '../../src/modules/accounts/accounts.seed';
import type { UserRow } from '../../src/modules/accounts/accounts.repository';
import { issueToken } from '../../src/modules/accounts/sessions';
import type { Database } from '../../src/platform/db/client';
import { freshDatabase } from './database';
import { makeTestFolder, removeTestFolder } from './temp-folders';

export type TestApp = {
  app: App;
  database: Database;
  /** Sends a request; `token` becomes the bearer header. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A verified user with a live session token. */
  user(seed: Partial<SeedUser> & { roles?: SeedUser['roles'] }): Promise<{ user: UserRow; token: string }>;
  close(): Promise<void>;
};

let counter = 0;

/**
 * The configuration every test app starts from: quiet, no web build, no demo data, its own data folder
 * (removed when the test app closes, or after the test file for apps built from this config directly).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    DATA_DIR: makeTestFolder(),
    PUBLIC_URL: 'http://openhouse.test',
    ...env,
  });
}

/** Builds the real app on a fresh database, as one test file's world. */
export async function createTestApp(env: Record<string, string> = {}, shared?: { database: Database }): Promise<TestApp> {
  const fresh = shared ? null : await freshDatabase();
  const database = shared?.database ?? fresh!.database;
  const config = testConfig(env);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    call: ({ token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    async user(seed) {
      counter += 1;
      const email = seed.email ?? `user${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const user = await seedUser(database.db, { ...seed, email });
      const { token } = await issueToken(database.db, user, { kind: 'access', remember: false, client: { ip: '127.0.0.1', userAgent: 'test' } });
      return { user, token };
    },
    async close() {
      await app.close();
      await fresh?.drop();
      removeTestFolder(config.DATA_DIR);
    },
  };
}
