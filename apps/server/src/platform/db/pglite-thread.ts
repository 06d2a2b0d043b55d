import type { QueryOptions, Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';

/** What the app asks of an open PGlite transaction (drizzle's session and the migrator use these). */
export type PgliteTransaction = {
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
};

/** What the app asks of PGlite, in this process (tests' memory databases) or in a thread of its own (a data folder). */
export type PgliteClient = {
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

type Operation =
  | { op: 'ready' | 'close' | 'begin' }
  | { op: 'query'; sql: string; params?: unknown[]; options?: WireOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string };
type WireOptions = { rowMode?: 'array' | 'object'; textTypes: number[] };
type ErrorFields = { name: string; message: string; stack?: string } & Record<string, unknown>;
type Reply = { id: number; result?: unknown; error?: ErrorFields } | { notice: string; payload: string };

/**
 * PGlite on a data folder, run in a worker thread (pglite-worker.mjs). PostgreSQL's start inside the wasm takes
 * most of a second of one core on a slow machine; in a thread it overlaps loading the app on the main thread,
 * and later each statement runs there while the main thread goes on with requests (docs/ARCHITECTURE.md,
 * "Starting the server"). Statements keep PGlite's order and its transactions' isolation: the thread runs them
 * through PGlite's own query(), exec() and transaction().
 */
export class PgliteThread implements PgliteClient {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  constructor(dir: string) {
    this.#worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir } });
    // The thread keeps the process alive only while a statement is waiting for it (#send), as a socket would.
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#receive(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the database thread stopped (exit code ${code})`)));
    this.waitReady = this.#send<void>({ op: 'ready' });
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({ op: 'query', sql, params, options: wireOptions(options) });
  }

  exec(sql: string): Promise<Results[]> {
    return this.#send({ op: 'exec', sql });
  }

  /** As PGlite's: committed when the callback returns, rolled back when it throws; nothing else runs meanwhile. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let ended = false;
    const end = async (commit: boolean) => {
      ended = true;
      await this.#send({ op: 'end', tx, commit });
    };
    const whileOpen = () => {
      if (ended) throw new Error('Transaction is closed');
    };
    const transaction: PgliteTransaction = {
      get closed() {
        return ended;
      },
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        whileOpen();
        return this.#send<Results<R>>({ op: 'query', sql, params, options: wireOptions(options), tx });
      },
      exec: async (sql: string) => {
        whileOpen();
        return this.#send<Results[]>({ op: 'exec', sql, tx });
      },
      rollback: async () => {
        whileOpen();
        await end(false);
      },
    };
    let result: T;
    try {
      result = await callback(transaction);
    } catch (error) {
      if (!ended) await end(false);
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#send({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#send({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#failure = new Error('PGlite is closed');
      await this.#worker.terminate();
    }
  }

  #send<T>(operation: Operation): Promise<T> {
    if (this.#closed || this.#failure) return Promise.reject(this.#failure ?? new Error('PGlite is closed'));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...operation });
    });
  }

  #receive(reply: Reply): void {
    if ('notice' in reply) {
      for (const callback of this.#listeners.get(reply.notice) ?? []) callback(reply.payload);
      return;
    }
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#settled(reply.id);
    if (reply.error) waiting.reject(errorFrom(reply.error));
    else waiting.resolve(reply.result);
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  /** The thread is gone (PGlite aborted, or it was closed): what waits for it fails, and so does what comes after. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const [id, waiting] of this.#pending) {
      this.#settled(id);
      waiting.reject(this.#failure);
    }
  }
}

/** Parsers that keep a type's text checked once each: drizzle passes only such ones. */
const keepsText = new WeakSet<object>();
const PROBE = 'openhouse-probe 2026-01-01 00:00:00';

/**
 * The query options as they cross to the thread. Functions cannot be sent; drizzle's only ones are parsers that
 * keep a type's text (timestamps, dates, intervals), which go as the types' numbers. Any other option would be
 * lost on the way, so it is refused here.
 */
function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers = {}, ...rest } = options;
  if (Object.keys(rest).length > 0) throw new Error(`query options ${Object.keys(rest).join(', ')} cannot be sent to the database thread`);
  const textTypes = Object.entries(parsers).map(([oid, parser]) => {
    if (!keepsText.has(parser)) {
      if (parser(PROBE, Number(oid)) !== PROBE) throw new Error(`the parser of type ${oid} does not keep the text, and cannot be sent to the database thread`);
      keepsText.add(parser);
    }
    return Number(oid);
  });
  return { rowMode, textTypes };
}

/** A PostgreSQL error as the thread sent it: its fields (code, constraint …) and the thread's stack on an Error. */
function errorFrom({ name, message, stack, ...fields }: ErrorFields): Error {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return Object.assign(error, fields);
}
