import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, freshDatabaseForSuite, onServer, TEST_DATABASE_PREFIX } from '../../../test/helpers/database';
import { migrationsPending, openDatabase } from './client';
import * as schema from './schema';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = resolve(here, '../../..');
const schemaFile = join(here, 'schema.ts');
const committedMigrations = join(serverRoot, 'drizzle');
// The package's exports hide bin.cjs, so it is found beside the package's main entry.
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

const sqlFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();

/**
 * Runs `drizzle-kit generate` against the schema with `out` = `migrationsDir`, in a scratch directory.
 * drizzle-kit wants paths relative to where it runs, and exits 0 even on errors, so its output is returned for checks.
 */
async function generateInto(workDir: string, migrationsDir: string): Promise<string> {
  writeFileSync(
    join(workDir, 'drizzle.config.mjs'),
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: relative(workDir, schemaFile), out: `./${relative(workDir, migrationsDir)}` })};\n`,
  );
  const { stdout, stderr } = await run(process.execPath, [drizzleKit, 'generate', '--config', 'drizzle.config.mjs'], {
    cwd: workDir,
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return `${stdout}\n${stderr}`;
}

describe('committed migrations', () => {
  const scratch: string[] = [];
  const scratchDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'openhouse-drizzle-'));
    scratch.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('match the schema: drizzle-kit finds nothing to generate', async () => {
    const work = scratchDir();
    const out = join(work, 'drizzle');
    cpSync(committedMigrations, out, { recursive: true });
    const before = sqlFiles(out);
    expect(before.length).toBeGreaterThan(0);

    const output = await generateInto(work, out);

    expect(output).toContain('No schema changes');
    expect(sqlFiles(out), `drizzle-kit generated a migration the repository lacks; run npm run db:generate -w @openhouse/server\n${output}`).toEqual(before);
  });

  it('would be caught when missing: generating into an empty folder writes a migration', async () => {
    const work = scratchDir();
    const out = join(work, 'drizzle');
    const output = await generateInto(work, out);
    expect(sqlFiles(out), output).toHaveLength(1);
  });
});

describe('a fresh database', () => {
  const databaseOf = freshDatabaseForSuite();

  it('has every table of the schema, with its columns, once the migrations are applied', async () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .map((table) => getTableConfig(table));
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['users', 'roles', 'user_roles', 'auth_tokens', 'notifications', 'user_settings', 'outbox_messages']),
    );

    const { rows } = await databaseOf().executeSql(
      `select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const columnsByTable = new Map<string, string[]>();
    for (const row of rows) {
      const name = String(row.table_name);
      columnsByTable.set(name, [...(columnsByTable.get(name) ?? []), String(row.column_name)]);
    }
    for (const table of tables) {
      expect(columnsByTable.get(table.name), `table ${table.name}`).toEqual(expect.arrayContaining(table.columns.map((column) => column.name)));
      expect(columnsByTable.get(table.name)!.length, `columns of ${table.name}`).toBe(table.columns.length);
    }
  });

  it('records the applied migrations, one per committed file', async () => {
    const { rows } = await databaseOf().executeSql('select count(*)::int as applied from drizzle.__drizzle_migrations');
    expect(rows[0]!.applied).toBe(sqlFiles(committedMigrations).length);
  });

  it('is up to date for a start (which then skips the migrator) until the journal holds a migration it has not applied', async () => {
    expect(await migrationsPending(databaseOf())).toBe(false);
    const { rows } = await databaseOf().executeSql('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at');
    expect(rows).toHaveLength(1);
    expect(await migrationsPending(databaseOf())).toBe(true);
    await databaseOf().executeSql('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [rows[0]!.hash, rows[0]!.created_at]);
    expect(await migrationsPending(databaseOf())).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('an empty PostgreSQL database that several processes start on at once', () => {
  it('is migrated by one of them while the others wait, and every one of them starts', async () => {
    const name = `${TEST_DATABASE_PREFIX}migrate_race_${process.pid}`;
    const serverUrl = process.env.DATABASE_URL!;
    await onServer(serverUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    });
    try {
      // As the web and jobs processes of `npm start` do, and instances behind a balancer.
      const starts = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 })));
      const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      try {
        expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started', 'started']);
        const { rows } = await opened[0]!.executeSql('select count(*)::int as applied from drizzle.__drizzle_migrations');
        expect(rows[0]!.applied).toBe(sqlFiles(committedMigrations).length);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
