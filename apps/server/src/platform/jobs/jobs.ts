import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

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
};

export type JobHandler<T extends object> = (data: T, job: { id: string; name: string }) => Promise<void>;

export type Jobs = {
  /** Installs or migrates pg-boss's schema and starts maintenance and cron. Idempotent. */
  start(): Promise<void>;
  /** Stops polling and waits (bounded) for running handlers; the database stays open. */
  stop(): Promise<void>;
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of the queue on this instance; a throw fails the job and pg-boss retries it. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** A cron schedule (one per name, shared by all instances); times are read in `tz`, by default the product's zone. */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>;
};

export type JobsOptions = {
  /** How often an idle worker looks for work. pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
};

const DEFAULT_TZ = 'America/Los_Angeles';

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
    // Polling is the only cost of an idle worker; on the single-connection PGlite every poll
    // waits behind the app's queries, so it stays modest there.
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    // Finished jobs are kept a week for support questions, then dropped by maintenance.
    deleteAfterDays: 7,
  });
  // An EventEmitter without an 'error' listener would crash the process on a failed poll.
  boss.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));

  let starting: Promise<void> | null = null;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();

  function start(): Promise<void> {
    starting ??= boss.start().then(() => log.info({ database: database.kind }, 'jobs started'));
    return starting;
  }

  /** pg-boss 10 refuses to send to, work on or schedule a queue that does not exist. */
  function ensureQueue(name: string): Promise<void> {
    let created = queues.get(name);
    if (!created) {
      created = start().then(() => boss.createQueue(name));
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  }

  return {
    start,
    async stop() {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
    async send(name, data = {}, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, sendOptions);
    },
    async work<T extends object>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      // batchSize 1: pg-boss fails a whole batch when its handler throws, so one job per call.
      await boss.work<T>(name, { batchSize: 1 }, async (batch) => {
        for (const job of batch) {
          try {
            await handler(job.data, { id: job.id, name: job.name });
          } catch (error) {
            log.warn({ err: error, job: job.id, queue: name }, 'jobs: handler failed; pg-boss will retry it if it may');
            throw error;
          }
        }
      });
    },
    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? DEFAULT_TZ });
    },
  };
}
