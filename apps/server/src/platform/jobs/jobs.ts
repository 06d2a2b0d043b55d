import PgBoss from 'pg-boss';
import type { Database, SqlRunner } from '../db/client';
import type { Unlisten } from '../db/listen';

/** PostgreSQL's SQLSTATE for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/** The slice of the app's logger (Fastify's pino) that jobs use. */
export type JobsLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type SendOptions = {
  /** A Date, an ISO string, or seconds from now. */
  startAfter?: number | string | Date;
  /** At most one queued job per key (e.g. one reminder per meeting). */
  singletonKey?: string;
  priority?: number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Write the job through this runner (an open transaction): it exists only if that transaction commits. */
  db?: SqlRunner;
};

export type JobHandler<T extends object> = (data: T, job: { id: string; name: string }) => Promise<void>;

/** What became of a job run here and now (runNow): not ours to run, done, or failed (pg-boss retries it). */
export type RunOutcome = 'taken' | 'done' | 'failed';

export type Jobs = {
  /** Installs or migrates pg-boss's schema and starts maintenance and cron. Idempotent. */
  start(): Promise<void>;
  /** Stops polling and waits (bounded) for running handlers; the database stays open. */
  stop(): Promise<void>;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Makes sure the queue exists (pg-boss refuses jobs for unknown queues). */
  createQueue(name: string): Promise<void>;
  /** Runs `handler` for each job of the queue on this instance; a throw fails the job and pg-boss retries it. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Runs one job at once on this instance, if no worker has taken it yet: it is claimed the way a worker
   * fetches (state active), then completed, or failed so that pg-boss retries it with its backoff.
   */
  runNow<T extends object>(name: string, id: string, data: T, handler: JobHandler<T>): Promise<RunOutcome>;
  /** Jobs of these queues not yet finished (created, retrying or active): tests wait for none. */
  unfinished(names: string[]): Promise<number>;
  /** A cron schedule (one per name, shared by all instances); times are read in `tz`, by default the product's zone. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
  /** Starts the workers that `work` held back (holdWorkers); nothing otherwise. */
  releaseWorkers(): Promise<void>;
  /**
   * Asks the workers of this queue, in whichever process they run, to look for work now instead of at their next
   * poll: one NOTIFY, for a job just committed by a process without workers (the web process beside a jobs
   * process). A notice lost on the way costs only the wait for that poll.
   */
  wake(name: string): Promise<void>;
};

/** The channel that wake() notifies and every process with workers listens on; the payload is the queue's name. */
export const WAKE_CHANNEL = 'openhouse_jobs';

export type JobsOptions = {
  /** How often an idle worker looks for work. pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  /** How long a started job may run before pg-boss counts it as failed (a crashed instance's jobs come back then). */
  expireInSeconds?: number;
  /** How often pg-boss looks for expired jobs and runs its housekeeping. */
  maintenanceIntervalSeconds?: number;
  /**
   * `work` makes its queue but starts polling only at releaseWorkers(): the server answers first and its
   * workers' first polls follow (docs/ARCHITECTURE.md, "Starting the server").
   */
  holdWorkers?: boolean;
};

const DEFAULT_TZ = 'America/Los_Angeles';

/** Takes one waiting job the way pg-boss's fetch does (its first start: retry_count stays). */
const CLAIM_SQL = `UPDATE pgboss.job SET state = 'active', started_on = now()
  WHERE name = $1 AND id = $2 AND state = 'created' RETURNING id`;
const UNFINISHED_SQL = `SELECT count(*)::int AS count FROM pgboss.job WHERE name = ANY($1::text[]) AND state < 'completed'`;

/**
 * pg-boss's view of our database. Database.executeSql already sends parameterless scripts
 * (pg-boss's schema plans and maintenance, "BEGIN; …; COMMIT;") through PGlite's exec(), which
 * runs exclusively and waits for any open transaction, so a script cannot interleave with the app's queries.
 */
export function pgBossDb(database: Database): PgBoss.Db {
  return { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> };
}

/** Background jobs (retries, delays, cron) on pg-boss, in the app's own database. */
export function createJobs(database: Database, log: JobsLog, options: JobsOptions = {}): Jobs {
  const boss = new PgBoss({
    db: pgBossDb(database),
    // Held workers hold the cron clock too: its worker and queue are started with them (releaseWorkers).
    schedule: !options.holdWorkers,
    // Polling is the only cost of an idle worker; on the single-connection PGlite every poll
    // waits behind the app's queries, so it stays modest there.
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    // Finished jobs are kept a week for support questions, then dropped by maintenance.
    deleteAfterDays: 7,
    ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds, monitorStateIntervalSeconds: options.maintenanceIntervalSeconds } : {}),
    ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
  });
  // An EventEmitter without an 'error' listener would crash the process on a failed poll.
  boss.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));
  /**
   * pg-boss starts its cron clock only inside start(), so a clock started later is a second pg-boss on the same
   * database that does nothing else (no maintenance, no schema check beyond the version), as another instance
   * of the app would be.
   */
  let clock: PgBoss | null = null;

  let starting: Promise<void> | null = null;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();
  /** Queues that existed when pg-boss started: asked once, instead of one create_queue call per queue. */
  let existing = new Set<string>();
  let held: (() => Promise<void>)[] | null = options.holdWorkers ? [] : null;
  /** This process's workers by queue, for wake notices to hurry. */
  const workers = new Map<string, string[]>();
  let listening: Promise<Unlisten | null> | null = null;

  /** Once the first worker runs, notices for its queues reach it (on failure, only the polls do: logged). */
  function listenForWakes(): void {
    // A worker started while the process stops (a start cut short) must not open a connection nobody closes.
    if (stopped) return;
    listening ??= database
      .listen(WAKE_CHANNEL, (queue) => {
        for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'jobs: not listening for wake notices; workers find new jobs when they poll');
        return null;
      });
  }

  function start(): Promise<void> {
    starting ??= boss.start().then(async () => {
      existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      log.info({ database: database.kind }, 'jobs started');
    });
    return starting;
  }

  /**
   * Two processes starting on a new database at once (the web and jobs processes) can make the same queue at the
   * same moment, and PostgreSQL then ends one of them as a deadlock. pg-boss makes a queue idempotently, so the
   * one ended tries again.
   */
  async function createQueueRetryingDeadlock(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await boss.createQueue(name);
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /** pg-boss 10 refuses to send to, work on or schedule a queue that does not exist. */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = start().then(() => (existing.has(name) ? undefined : createQueueRetryingDeadlock(name)));
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  async function workOn<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    // Known once pg-boss has made the worker; a job done before then only waits for the next poll.
    const worker = { id: '' };
    // batchSize 1: pg-boss fails a whole batch when its handler throws, so one job per call.
    worker.id = await boss.work<T>(name, { batchSize: 1 }, async (batch) => {
      try {
        for (const job of batch) {
          try {
            await handler(job.data, { id: job.id, name: job.name });
          } catch (error) {
            log.warn({ err: error, job: job.id, queue: name }, 'jobs: handler failed; pg-boss will retry it if it may');
            throw error;
          }
        }
      } finally {
        // pg-boss waits a whole polling interval after every fetch, so one job per interval: a backlog (the
        // deliveries a crashed instance left, a burst sent without a wake) would drain at one job every two
        // seconds. A worker that found a job looks again at once; only an empty queue waits for the next poll.
        if (worker.id) boss.notifyWorker(worker.id);
      }
    });
    workers.set(name, [...(workers.get(name) ?? []), worker.id]);
    listenForWakes();
  }

  return {
    start,
    async stop() {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => undefined);
      // A database already gone (a failed start, a lost server) must not stop the workers from stopping.
      await (await listening)?.().catch((error: unknown) => log.warn({ err: error }, 'jobs: could not stop listening for wake notices'));
      await clock?.stop({ graceful: true, timeout: 10_000, wait: true }).catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
    createQueue: ensureQueue,
    async send(name, data = {}, sendOptions = {}) {
      await ensureQueue(name);
      const { db, ...rest } = sendOptions;
      return boss.send(name, data, db ? { ...rest, db: { executeSql: db as PgBoss.Db['executeSql'] } } : rest);
    },
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      const startWorker = () => workOn(name, handler);
      if (held) held.push(startWorker);
      else await startWorker();
    },
    async releaseWorkers() {
      if (!held) return;
      const starters = held;
      held = null;
      if (stopped) return;
      for (const startWorker of starters) await startWorker();
      clock = new PgBoss({ db: pgBossDb(database), supervise: false, migrate: false, schedule: true });
      clock.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss cron clock error'));
      await clock.start();
    },
    async runNow(name, id, data, handler) {
      const { rows } = await database.executeSql(CLAIM_SQL, [name, id]);
      if (rows.length === 0) return 'taken';
      try {
        await handler(data, { id, name });
      } catch (error) {
        log.warn({ err: error, job: id, queue: name }, 'jobs: handler failed; pg-boss will retry it if it may');
        await boss.fail(name, id, { message: error instanceof Error ? error.message : String(error) });
        return 'failed';
      }
      await boss.complete(name, id);
      return 'done';
    },
    async unfinished(names) {
      if (names.length === 0) return 0;
      const { rows } = await database.executeSql(UNFINISHED_SQL, [names]);
      return Number(rows[0]?.count ?? 0);
    },
    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? DEFAULT_TZ });
    },
    async wake(name) {
      await database.executeSql('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, name]);
    },
  };
}
