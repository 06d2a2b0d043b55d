import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/client';

/**
 * What every test file's database is copied from, built once per run by test/global-setup.ts:
 * a PGlite data folder as a tarball, or a PostgreSQL template database nobody may connect to.
 */
export type DatabaseTemplate = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // Vitest's provide/inject is typed by augmenting this interface; a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/**
 * The buffer pool of the tests' PGlite databases, set in the template (database-template.ts) and kept by each copy.
 * A start zeroes the whole pool in WebAssembly, some 4 ms a megabyte: at the server's 32MB that was a tenth of opening
 * each test file's database. `pglite-thread.test.ts` holds the server's own databases to 32MB.
 */
export const TEST_SHARED_BUFFERS = '8MB';

/** Database names this suite makes; the pid lets a later run drop what a killed run left. */
export const TEST_DATABASE_PREFIX = 'oh_test_';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again by `drop`). Both start as a copy of the run's
 * template (migrations and pg-boss's schema in place); openDatabase() still runs the migrator, which
 * finds every migration applied. platform/db/migrations.test.ts migrates from scratch on its own.
 */
export async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const template = providedTemplate();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pgliteDataDir = template?.kind === 'pglite' ? templateBlob(template.tarball) : undefined;
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteDataDir, pgliteSharedBuffers: TEST_SHARED_BUFFERS });
    return { database, drop: () => database.close() };
  }
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query(template?.kind === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
  });
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      // Dropped while the worker goes on to its next file: a drop took 0.1–0.2 s, and the server suite on PostgreSQL
      // waited for one at the end of each of its 160-odd files. What a worker leaves when it exits (the drop cut
      // short) is dropped once the run ends, as a database of a process that no longer runs (database-template.ts).
      void onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
    },
  };
}

/**
 * The template's tarball as the Blob PGlite's `loadDataDir` takes, read from disk once per worker. PGlite reads the
 * whole of it with `arrayBuffer()`, and Node's own Blob hands a blob of this size (some 27 MB) over in small chunks
 * that it then joins: 0.4–0.7 s of a core on Node 20 and 24 alike, for every test file's database, a third of
 * opening it (docs/ARCHITECTURE.md, "The slower machine's fourth round"). This one answers a copy of the bytes at once.
 */
class TemplateTarball extends Blob {
  readonly #tarball: Uint8Array;
  constructor(tarball: Uint8Array) {
    super([tarball], { type: 'application/x-tar' });
    this.#tarball = tarball;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time: the database that loads it may outlive the next file's.
    return Promise.resolve(this.#tarball.slice().buffer);
  }
}

const templateTarballs = new Map<string, TemplateTarball>();
function templateBlob(tarball: string): Blob {
  let blob = templateTarballs.get(tarball);
  if (!blob) {
    blob = new TemplateTarball(new Uint8Array(readFileSync(tarball)));
    templateTarballs.set(tarball, blob);
  }
  return blob;
}

/** Outside a Vitest run with the global setup (a script, another runner) every file migrates on its own. */
function providedTemplate(): DatabaseTemplate | null {
  try {
    return inject('databaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/** A fresh database for the tests of the calling suite: made before them, dropped after; the getter reads it in a test. */
export function freshDatabaseForSuite(): () => Database {
  let fresh: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  beforeAll(async () => {
    fresh = await freshDatabase();
  });
  afterAll(async () => fresh?.drop());
  return () => fresh!.database;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a short-lived connection to the server's own database (never a template). */
export async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
