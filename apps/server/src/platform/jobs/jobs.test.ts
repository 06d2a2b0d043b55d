import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createJobs, type Jobs, type JobsLog } from './jobs';

type Opened = { database: Database; dispose(): Promise<void> };

async function openPglite(): Promise<Opened> {
  const database = await openDatabase({});
  return { database, dispose: () => database.close() };
}

/** A database of its own on the server DATABASE_URL points at, dropped afterwards. */
async function openFreshPostgres(url: string): Promise<Opened> {
  const name = `oh_jobs_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const targets: [string, () => Promise<Opened>][] = [['PGlite', openPglite]];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) targets.push(['PostgreSQL', () => openFreshPostgres(databaseUrl)]);

function recordingLog(): JobsLog & { lines: { level: string; msg?: string; obj: object }[] } {
  const lines: { level: string; msg?: string; obj: object }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, obj, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Resolves with what `predicate` returns once it is truthy; pg-boss works by polling. */
async function eventually<T>(predicate: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(targets)('jobs on %s', (_label, open) => {
  let opened: Opened;
  let jobs: Jobs;
  const log = recordingLog();

  beforeAll(async () => {
    opened = await open();
    jobs = createJobs(opened.database, log, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await opened?.dispose();
  });

  it('hands a sent job to its worker with its data', async () => {
    const seen: { data: { listingId: number; note: string }; id: string; name: string }[] = [];
    await jobs.work<{ listingId: number; note: string }>('listing-published', async (data, job) => {
      seen.push({ data, ...job });
    });
    const id = await jobs.send('listing-published', { listingId: 42, note: 'café – ünïcode' });
    const [handled] = await eventually(() => (seen.length ? seen : undefined));
    expect(handled).toEqual({ data: { listingId: 42, note: 'café – ünïcode' }, id, name: 'listing-published' });
  });

  it('sends before any worker exists and retries a job whose handler throws', async () => {
    await jobs.send('flaky', { attempt: 'x' }, { retryLimit: 2, retryDelay: 0 });
    let calls = 0;
    await jobs.work('flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider hiccup');
    });
    await eventually(() => calls >= 2);
    expect(calls).toBe(2);
    expect(log.lines.some((line) => line.level === 'warn' && /handler failed/.test(line.msg ?? ''))).toBe(true);
  });

  it('keeps a cron schedule in the database', async () => {
    await jobs.schedule('daily-digest', '0 8 * * *', { kind: 'digest' });
    const { rows } = await opened.database.executeSql('SELECT name, cron, timezone, data FROM pgboss.schedule WHERE name = $1', ['daily-digest']);
    expect(rows).toEqual([{ name: 'daily-digest', cron: '0 8 * * *', timezone: 'America/Los_Angeles', data: { kind: 'digest' } }]);
  });

  it('asks for the existing queues once at start, instead of creating each again', async () => {
    await jobs.createQueue('listing-published');
    // Held workers: no cron clock, whose own queue pg-boss creates at each of its starts.
    const again = createJobs(opened.database, log, { pollingIntervalSeconds: 0.5, holdWorkers: true });
    const sent: string[] = [];
    const stopWatching = opened.database.statements.watch((text) => void sent.push(text));
    try {
      await again.createQueue('listing-published');
      expect(sent.filter((text) => text.includes('create_queue'))).toEqual([]);
      await again.createQueue('a-new-queue');
      expect(sent.filter((text) => text.includes('create_queue'))).toHaveLength(1);
    } finally {
      stopWatching();
      await again.stop();
    }
  });

  it('holds its workers back until they are released (the server answers first)', async () => {
    const held = createJobs(opened.database, log, { pollingIntervalSeconds: 0.5, holdWorkers: true });
    try {
      const seen: number[] = [];
      await held.work<{ n: number }>('held-queue', async (data) => void seen.push(data.n));
      await held.send('held-queue', { n: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen).toEqual([]);
      await held.releaseWorkers();
      await eventually(() => (seen.length ? seen : undefined));
      expect(seen).toEqual([1]);
    } finally {
      await held.stop();
    }
  });

  it('works through a backlog without waiting a polling interval between its jobs', async () => {
    // A minute between polls: at one job a poll, the five jobs below would take four minutes.
    const slow = createJobs(opened.database, log, { pollingIntervalSeconds: 60, holdWorkers: true });
    try {
      const seen: number[] = [];
      await slow.work<{ n: number }>('backlog-queue', async (data) => void seen.push(data.n));
      for (const n of [1, 2, 3, 4, 5]) await slow.send('backlog-queue', { n });
      await slow.releaseWorkers();
      await eventually(() => seen.length === 5);
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await slow.stop();
    }
  });

  it('starts idempotently and reports no pg-boss errors', async () => {
    await jobs.start();
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});
