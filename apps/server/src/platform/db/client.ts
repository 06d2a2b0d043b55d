import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import { listenOnPostgres, type Unlisten } from './listen';
import { bootPglite, configurePglite, type BootingPglite } from './pglite-boot';

export { pgliteDirFor } from './pglite-boot';
import * as schema from './schema';
import { createStatementWatch, drizzleLoggerFor, type StatementWatch } from './statement-watch';

export type Schema = typeof schema;
/** A database handle or an open transaction: repositories take either as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters, for libraries that bring their own SQL (pg-boss). */
  executeSql: SqlRunner;
  /** Every statement sent through `db` or `executeSql`, for whoever listens (the statement-budget tests). */
  statements: Pick<StatementWatch, 'watch'>;
  /**
   * Calls `onNotice` with the payload of each NOTIFY on `channel`, from any process on this database (on PGlite,
   * from this process: it is the only one). A notice is sent once its transaction commits; one sent while the
   * listener reconnects is missed, so notices may only hurry work that would happen anyway.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<Unlisten>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};


export type DatabaseOptions = {
  /** postgres://… ; absent means the embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  pgliteDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** A PGlite data folder (dumpDataDir's tarball) to start from instead of an empty cluster: tests start from a migrated copy. */
  pgliteDataDir?: Blob;
  /** A PGlite already starting on pgliteDir (bootPglite): the server's entry starts it before loading the app. */
  pgliteBooting?: BootingPglite;
  /**
   * PGlite's buffer pool from its next start on (pglite-boot.ts, 32MB by default). The tests' databases take a small
   * one: each start zeroes the whole pool, and the suite starts some 200 of them.
   */
  pgliteSharedBuffers?: string;
};

/** Opens the database (PostgreSQL when a URL is given, else PGlite) and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { database, ready } = connectDatabase(options);
  await ready;
  return database;
}

/**
 * The database handle at once, and `ready` once it is migrated. The server registers its routes while PGlite
 * is still starting (docs/ARCHITECTURE.md, "Starting the server"); nothing may query before `ready`.
 */
export function connectDatabase(options: DatabaseOptions): { database: Database; ready: Promise<void> } {
  return options.url ? connectPostgres(options.url, options.poolSize ?? 10) : connectPglite(options.pgliteBooting ?? bootPglite(options.pgliteDir ?? 'memory://', options.pgliteDataDir), options.pgliteSharedBuffers);
}

/** The advisory lock key that serialises migrations between processes ("openhouse" as a number). */
const MIGRATION_LOCK = 0x6f70656e686f;

function connectPostgres(url: string, poolSize: number): { database: Database; ready: Promise<void> } {
  // Every connection works in UTC whatever the server's default zone is.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c TimeZone=UTC' });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const statements = createStatementWatch();
  const db = drizzleNodePg(pool, { schema, logger: drizzleLoggerFor(statements) });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'postgres',
    statements,
    executeSql: async (text, values) => {
      statements.notify(text);
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    listen: (channel, onNotice) => listenOnPostgres(url, channel, onNotice, (message) => console.warn(message)),
    ping: () => pingWith(db as unknown as Db),
    close: () => pool.end(),
  };
  const ready = (async () => {
    if (!(await migrationsPending(database))) return;
    // Several processes may start on one database at once (the web and jobs processes, or instances behind a
    // balancer): one migrates while the others wait on this session lock, then find nothing pending.
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      if (await migrationsPending(database)) await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      holder.release();
    }
  })();
  return { database, ready: closedOnFailure(ready, database) };
}

function connectPglite({ client, release }: BootingPglite, sharedBuffers?: string): { database: Database; ready: Promise<void> } {
  const statements = createStatementWatch();
  // drizzle's PGlite session asks only for what PgliteClient offers (query, exec, transaction).
  const db = drizzlePglite(client as PGlite, { schema, logger: drizzleLoggerFor(statements) });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'pglite',
    statements,
    executeSql: async (text, values) => {
      statements.notify(text);
      // Scripts without parameters may hold several statements, which only exec() accepts (pg-boss's migrations).
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, values as unknown[]);
      return { rows: result.rows };
    },
    listen: async (channel, onNotice) => {
      const unlisten = await client.listen(channel, onNotice);
      // A closed PGlite has let go of its listeners with everything else (and refuses the UNLISTEN).
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    ping: () => pingWith(db as unknown as Db),
    close: async () => {
      try {
        await client.close();
      } finally {
        // Released only once PGlite has let go of the files.
        release();
      }
    },
  };
  const ready = (async () => {
    await client.waitReady;
    await configurePglite(client, sharedBuffers);
    if (await migrationsPending(database)) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  })();
  return { database, ready: closedOnFailure(ready, database) };
}

/** A database that failed to start is closed (PGlite's folder lock released) before the failure is passed on. */
async function closedOnFailure(ready: Promise<void>, database: Database): Promise<void> {
  try {
    await ready;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Whether the committed migrations hold one the database has not applied: drizzle's own test (it applies every
 * migration newer than the newest it recorded), asked in one query. The migrator itself reads and hashes every
 * migration file and sends three statements; on a database that is up to date, a start skips it.
 */
export async function migrationsPending(database: Database): Promise<boolean> {
  const { rows } = await database.executeSql(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS recorded",
    [],
  );
  if (rows[0]?.recorded !== true) return true;
  const { rows: newest } = await database.executeSql('SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations', []);
  return Number(newest[0]?.created_at ?? 0) < newestCommittedMigration();
}

let newestCommitted: number | undefined;
/** The newest migration's time in the committed journal (drizzle's folderMillis), read once per process. */
function newestCommittedMigration(): number {
  newestCommitted ??= Math.max(...(JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((entry) => entry.when));
  return newestCommitted;
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
