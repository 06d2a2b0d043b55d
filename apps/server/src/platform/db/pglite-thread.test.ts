import { types } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { isUniqueViolation } from './errors';
import { DatabaseInUseError, lockFolder } from './folder-lock';
import { bootPglite, startPgliteEarly, type BootingPglite } from './pglite-boot';
import { PgliteThread } from './pglite-thread';
import { users } from '../../modules/accounts/accounts.schema';

const folder = mkdtempSync(join(tmpdir(), 'openhouse-pglite-thread-'));
/** One data folder, opened in turn by each part below: starting a new PostgreSQL cluster costs seconds. */
const dataDir = join(folder, 'db');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a server database on a folder', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dataDir });
  }, 120_000);
  afterAll(async () => database?.close());

  it('runs the migrations and the ORM through the thread', async () => {
    const email = 'thread@openhouse.test';
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values({ email, name: 'Thread', user_name: 'thread' });
      await tx.transaction(async (nested) => {
        await nested.update(users).set({ name: 'Never' }).where(eq(users.email, email));
        nested.rollback();
      }).catch(() => undefined);
    });
    const [user] = await database.db.select({ name: users.name, createdAt: users.created_at }).from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Thread');
    expect(user?.createdAt).toBeInstanceOf(Date);
    const { rows } = await database.executeSql('SELECT now()::text AS now', []);
    expect(rows[0]?.now).toMatch(/\+00$/);
    expect(database.kind).toBe('pglite');
  });
});

describe('PGlite in a thread of its own', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = new PgliteThread(dataDir);
    await thread.waitReady;
    await thread.exec('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, at timestamptz, doc jsonb, data bytea)');
  }, 60_000);
  afterAll(async () => thread?.close());

  it("starts with the server's settings, written by the database's first start on the folder", async () => {
    // The tests' own databases take a smaller buffer pool (test/helpers/database.ts); a server's is 32MB.
    const { rows } = await thread.query<{ shared_buffers: string; max_connections: string; zone: string }>(
      "SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('max_connections') AS max_connections, current_setting('TimeZone') AS zone",
    );
    expect(rows).toEqual([{ shared_buffers: '32MB', max_connections: '10', zone: 'UTC' }]);
  });

  it('sends parameters and answers rows in both modes, keeping the text of the types asked for', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    await thread.query('INSERT INTO item (id, name, at, doc, data) VALUES ($1, $2, $3, $4, $5)', [1, 'first', at, { rooms: 3 }, new Uint8Array([1, 2, 255])]);
    const parsed = await thread.query<{ id: number; at: Date; doc: unknown; data: Uint8Array }>('SELECT id, at, doc, data FROM item WHERE id = $1', [1]);
    expect(parsed.rows).toEqual([{ id: 1, at, doc: { rooms: 3 }, data: new Uint8Array([1, 2, 255]) }]);
    expect(parsed.fields.map((field) => field.name)).toEqual(['id', 'at', 'doc', 'data']);
    const keepText = (value: string) => value;
    const asText = await thread.query<unknown[]>("SELECT id, at AT TIME ZONE 'UTC' AS at FROM item", [], { rowMode: 'array', parsers: { [types.TIMESTAMP]: keepText } });
    expect(asText.rows).toEqual([[1, '2026-03-04 05:06:07']]);
  });

  it('refuses options it could not send, rather than losing them on the way', async () => {
    expect(() => thread.query('SELECT 1', [], { parsers: { [types.INT4]: (value: string) => Number(value) * 2 } })).toThrow('does not keep the text');
    expect(() => thread.query('SELECT 1', [], { paramTypes: [types.INT4] })).toThrow('paramTypes');
  });

  it("passes PostgreSQL's errors on with their fields", async () => {
    const failed = await thread.query('INSERT INTO item (id, name) VALUES (1, $1)', ['again']).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '23505', constraint: 'item_pkey', message: expect.stringContaining('duplicate key') });
    expect(isUniqueViolation(failed)).toBe(true);
  });

  it('commits a transaction that returns and rolls back one that throws, keeping other statements out meanwhile', async () => {
    const order: string[] = [];
    const committed = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (2, $1)', ['in a transaction']);
      order.push('inserted');
      // Sent while the transaction is open: it must not see the row before the commit, nor run inside it.
      void thread.query<{ count: number }>('SELECT count(*)::int AS count FROM item').then(({ rows }) => order.push(`outside saw ${rows[0]!.count}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('committing');
      return 'done';
    });
    await expect(committed).resolves.toBe('done');
    await thread.query('SELECT 1');
    expect(order).toEqual(['inserted', 'committing', 'outside saw 2']);

    const thrown = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (3, $1)', ['never kept']);
      throw new Error('changed my mind');
    });
    await expect(thrown).rejects.toThrow('changed my mind');
    let kept: boolean | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (4, $1)', ['rolled back']);
      await tx.rollback();
      kept = tx.closed;
      await expect(tx.query('SELECT 1')).rejects.toThrow('Transaction is closed');
    });
    expect(kept).toBe(true);
    const { rows } = await thread.query<{ id: number }>('SELECT id FROM item ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('hears committed notices until it stops listening', async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen('thread_test', (payload) => heard.push(payload));
    await thread.query("SELECT pg_notify('thread_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await unlisten();
    await thread.query("SELECT pg_notify('thread_test', 'two')");
    await thread.query('SELECT 1');
    expect(heard).toEqual(['one']);
  });
});

describe('PGlite started before the server bundle is read', () => {
  const early = () => (globalThis as { [key: symbol]: { booting: BootingPglite } | undefined })[Symbol.for('openhouse.earlyPglite')]?.booting;

  it("is taken over by the app's start on the same folder", async () => {
    startPgliteEarly({ DATA_DIR: folder });
    const started = early();
    expect(started?.client).toBeInstanceOf(PgliteThread);
    const booting = bootPglite(dataDir);
    expect(booting).toBe(started);
    // Taken once: nothing is left waiting for another start.
    expect(early()).toBeUndefined();
    const { rows } = await booting.client.query<{ answer: number }>('SELECT 41 + 1 AS answer');
    expect(rows[0]?.answer).toBe(42);
    await booting.client.close();
    booting.release();
  }, 60_000);

  it('is closed and its folder let go when the app opens another database', async () => {
    startPgliteEarly({ DATA_DIR: folder });
    expect(early()).toBeDefined();
    const other = bootPglite('memory://');
    expect(other.client).not.toBeInstanceOf(PgliteThread);
    await other.client.close();
    // The early thread closes, then its lock goes: the folder can be locked again.
    await expect.poll(() => {
      try {
        lockFolder(dataDir).release();
        return true;
      } catch {
        return false;
      }
    }, { timeout: 30_000 }).toBe(true);
  }, 60_000);

  it('starts nothing on PostgreSQL, and leaves a folder in use for the start to report', () => {
    startPgliteEarly({ DATA_DIR: folder, DATABASE_URL: 'postgres://localhost/openhouse' });
    expect(early()).toBeUndefined();
    const lock = lockFolder(dataDir);
    try {
      startPgliteEarly({ DATA_DIR: folder });
      expect(early()).toBeUndefined();
      expect(() => bootPglite(dataDir)).toThrow(DatabaseInUseError);
    } finally {
      lock.release();
    }
  });
});

describe('a thread whose PGlite cannot open', () => {
  it('fails what was sent with the reason, and what is sent after, instead of leaving them waiting', async () => {
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, 'not a data folder');
    const broken = new PgliteThread(notAFolder);
    const waiting = broken.query('SELECT 1');
    await expect(broken.waitReady).rejects.toThrow();
    await expect(waiting).rejects.toThrow();
    await expect(broken.query('SELECT 1')).rejects.toThrow();
    await broken.close().catch(() => undefined);
  }, 30_000);
});

describe('the process', () => {
  it('ends once its statements are answered, and waits for those still running', () => {
    const script = join(folder, 'one-query.mts');
    writeFileSync(
      script,
      `import { PgliteThread } from ${JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).href)};
      const thread = new PgliteThread(${JSON.stringify(dataDir)});
      const { rows } = await thread.query('SELECT 41 + 1 AS answer');
      console.log(rows[0].answer);`,
    );
    // Nothing closes the thread: the process must still end once the answer came, and not before.
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42');
    expect(run.status).toBe(0);
  }, 70_000);
});
