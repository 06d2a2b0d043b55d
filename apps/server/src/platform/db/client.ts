import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import { bootPglite, sizeSharedMemory, type BootingPglite } from './pglite-boot';

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
};

/** Opens the database (PostgreSQL when a URL is given, else PGlite) and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.poolSize ?? 10) : await openPglite(options.pgliteBooting ?? bootPglite(options.pgliteDir ?? 'memory://', options.pgliteDataDir));
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Every connection works in UTC whatever the server's default zone is.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c TimeZone=UTC' });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const statements = createStatementWatch();
  const db = drizzleNodePg(pool, { schema, logger: drizzleLoggerFor(statements) });
  await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    statements,
    executeSql: async (text, values) => {
      statements.notify(text);
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    ping: () => pingWith(db as unknown as Db),
    close: () => pool.end(),
  };
}

async function openPglite({ client, release }: BootingPglite): Promise<Database> {
  const close = async () => {
    try {
      await client.close();
    } finally {
      // Released only once PGlite has let go of the files.
      release();
    }
  };
  const statements = createStatementWatch();
  const db = drizzlePglite(client, { schema, logger: drizzleLoggerFor(statements) });
  try {
    await client.waitReady;
    await client.exec("SET TIME ZONE 'UTC'");
    await sizeSharedMemory(client);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return {
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
    ping: () => pingWith(db as unknown as Db),
    close,
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
