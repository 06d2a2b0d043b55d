import type { Db } from '../db/client';
import type { Jobs, JobsLog } from '../jobs/jobs';
import { sqlRunnerFor } from './sql-runner';

/**
 * A named domain event and the shape of what it carries. Modules define their events in
 * `<module>.events.ts`; the payload is a snapshot of what subscribers need (names, labels, ids), so a
 * subscriber never has to read the emitting module's tables.
 */
export type EventType<T extends object> = { readonly name: string; readonly payload?: T };

export function defineEvent<T extends object>(name: string): EventType<T> {
  return { name };
}

/** A subscriber's work for one event. `id` is the delivery's id: the same on every retry, so work keyed by it runs once. */
export type EventHandler<T extends object> = (payload: T, delivery: { id: string }) => Promise<void>;

/** The emit that transaction() hands its work, for helpers that write part of a transaction's change. */
export type Emit = <T extends object>(event: EventType<T>, payload: T) => Promise<void>;

/** Deliveries written by emit(), to be run once their transaction has committed. */
export type Emitted = { id: string; delivery: Delivery }[];

/** A job of the deliveries queue: which subscriber of which event, and what the event carried. */
type Delivery = { subscriber: string; payload: object };

export type Events = {
  /** Subscribes before start(); every instance registers the same subscribers, so any of them may deliver. */
  on<T extends object>(event: EventType<T>, subscriber: string, handler: EventHandler<T>): void;
  /**
   * Writes one delivery per subscriber on `db`, which may be an open transaction: then the event commits
   * or rolls back with the change it describes. Hand the result to deliver() after the commit.
   */
  emit<T extends object>(db: Db, event: EventType<T>, payload: T): Promise<Emitted>;
  /**
   * Runs committed deliveries here and now (unless a worker got there first). A failure is logged and
   * left to pg-boss, which retries it with backoff; it never fails the caller, whose change is committed.
   * `wait: false` returns at once (hot paths), the work still runs and idle() still waits for it.
   */
  deliver(emitted: Emitted, options?: { wait?: boolean }): Promise<void>;
  /** emit() outside a transaction, then deliver(): for a change that was a single committed statement. */
  publish<T extends object>(event: EventType<T>, payload: T, options?: { wait?: boolean }): Promise<void>;
  /** A transaction whose events are delivered once it has committed (`emit` writes them inside it). */
  transaction<R>(work: (tx: Db, emit: Emit) => Promise<R>, options?: { wait?: boolean }): Promise<R>;
  /** Creates the deliveries queue and starts its worker, which picks up what was left (a crash, a retry). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Work that will publish events once its turn comes (a coalescing queue): idle() and stop() wait for it too. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves when no delivery is running here and none is waiting in the database (tests, shutdown). */
  idle(options?: { timeoutMs?: number }): Promise<void>;
};

/** Retries with exponential backoff from 2 s: about 17 minutes of trying before a delivery is given up and kept as failed. */
const RETRY = { retryLimit: 9, retryDelay: 2, retryBackoff: true } as const;
/**
 * A delivery taken by an instance that then died stays active until it expires; only then does pg-boss
 * retry it (its housekeeping looks every couple of minutes). Deliveries are short, so a minute is plenty,
 * where pg-boss's default (15 minutes) would leave such a notice that late.
 */
const EXPIRE_IN_SECONDS = 60;

/**
 * Every delivery is a job of one queue: one worker per instance polls it, however many subscribers there
 * are (a poll costs little on PostgreSQL, but on the single-connection PGlite each one waits its turn with
 * the requests). Each delivery is still its own job, retried on its own.
 */
export const DELIVERIES_QUEUE = 'events';
const subscriberKey = (event: string, subscriber: string) => `${event}:${subscriber}`;

export type EventsOptions = {
  db: Db;
  jobs: Jobs;
  log: JobsLog;
  /** Deliver in the request that committed (default); off leaves every delivery to the workers. */
  inline?: boolean;
  /** Run workers on this instance (default). */
  workers?: boolean;
};

export function createEvents(options: EventsOptions): Events {
  const { jobs, log } = options;
  const subscribers = new Map<string, string[]>();
  const handlers = new Map<string, EventHandler<object>>();
  const running = new Set<Promise<unknown>>();
  let started = false;

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  }

  /** Runs one delivery with its subscriber's handler; one no longer subscribed (an old deploy's) is dropped. */
  async function run(delivery: Delivery, job: { id: string }): Promise<void> {
    const handler = handlers.get(delivery.subscriber);
    if (!handler) return log.warn({ subscriber: delivery.subscriber, job: job.id }, 'events: no such subscriber; delivery dropped');
    await handler(delivery.payload, { id: job.id });
  }

  async function runOne(delivery: Emitted[number]): Promise<void> {
    try {
      await jobs.runNow(DELIVERIES_QUEUE, delivery.id, delivery.delivery, run);
    } catch (error) {
      // The claim itself failed (database away): the delivery stays waiting and a worker takes it later.
      log.error({ err: error, job: delivery.id }, 'events: delivery deferred to the workers');
    }
  }

  const events: Events = {
    track,

    on(event, subscriber, handler) {
      if (started) throw new Error(`events: subscribe to ${event.name} before start()`);
      const key = subscriberKey(event.name, subscriber);
      if (handlers.has(key)) throw new Error(`events: ${subscriber} already subscribes to ${event.name}`);
      handlers.set(key, handler as EventHandler<object>);
      subscribers.set(event.name, [...(subscribers.get(event.name) ?? []), key]);
    },

    async emit(db, event, payload) {
      const emitted: Emitted = [];
      for (const subscriber of subscribers.get(event.name) ?? []) {
        const delivery: Delivery = { subscriber, payload };
        const id = await jobs.send(DELIVERIES_QUEUE, delivery, { ...RETRY, expireInSeconds: EXPIRE_IN_SECONDS, db: sqlRunnerFor(db) });
        if (id) emitted.push({ id, delivery });
      }
      return emitted;
    },

    async deliver(emitted, deliverOptions = {}) {
      if (emitted.length === 0 || options.inline === false) return;
      // One after another, in the order the subscribers registered: follow-ups of one change happen in a
      // known order (the notice, then any e-mail of the emitting module's own).
      const work = track(
        (async () => {
          for (const delivery of emitted) await runOne(delivery);
        })(),
      );
      if (deliverOptions.wait !== false) await work;
    },

    async publish(event, payload, publishOptions) {
      await events.deliver(await events.emit(options.db, event, payload), publishOptions);
    },

    async transaction(work, transactionOptions) {
      const emitted: Emitted = [];
      const result = await options.db.transaction((tx) =>
        work(tx, async (event, payload) => {
          emitted.push(...(await events.emit(tx, event, payload)));
        }),
      );
      await events.deliver(emitted, transactionOptions);
      return result;
    },

    async start() {
      started = true;
      // The queue exists before any request can emit: pg-boss refuses jobs for unknown queues, and on the
      // single-connection PGlite creating one inside an open transaction would wait for that transaction.
      if (options.workers === false) await jobs.createQueue(DELIVERIES_QUEUE);
      else await jobs.work(DELIVERIES_QUEUE, run);
    },

    async stop() {
      await Promise.allSettled([...running]);
      await jobs.stop();
    },

    async idle({ timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (running.size > 0) await Promise.allSettled([...running]);
        if ((await jobs.unfinished([DELIVERIES_QUEUE])) === 0 && running.size === 0) return;
        if (Date.now() > deadline) throw new Error('events: deliveries still waiting');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
  return events;
}
