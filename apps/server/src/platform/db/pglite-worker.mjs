// The thread that runs PGlite on a data folder for the server (pglite-thread.ts is the other end). Plain
// JavaScript, so that the same file runs as a worker under the tests (TypeScript sources) and beside the bundle
// (the build copies it into dist/). PostgreSQL's start inside the wasm, and then every statement, run here
// instead of on the main thread, which meanwhile loads the app and then answers requests (docs/ARCHITECTURE.md,
// "Starting the server").
import { performance } from 'node:perf_hooks';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

const client = new PGlite(workerData.dir);
/** The open transactions, by the number the main thread knows them by: each ends when told to. */
const transactions = new Map();
let nextTransaction = 1;
/** Unsubscribe functions of the channels listened to, by channel. */
const listeners = new Map();

/** drizzle asks PGlite to keep the text of some types (timestamps, dates, intervals); functions cannot cross threads, their type numbers do. */
function queryOptions(options) {
  if (!options) return undefined;
  const keepText = (value) => value;
  return { rowMode: options.rowMode, parsers: Object.fromEntries(options.textTypes.map((oid) => [oid, keepText])) };
}

/** A PostgreSQL error's fields (code, constraint, detail …) travel with its message; the options holding functions do not. */
function errorFields(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  }
  return fields;
}

/** Why a transaction's promise was rejected when the main thread ended it with a rollback. */
const ROLLED_BACK = new Error('rolled back by the main thread');

/**
 * Opens a transaction inside PGlite's own transaction(), which keeps every other statement waiting until it
 * ends, and answers its number once BEGIN has run. It stays open until the main thread sends `end`.
 */
function begin() {
  return new Promise((opened, failed) => {
    const entry = {};
    entry.settled = client.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          const id = nextTransaction++;
          transactions.set(id, entry);
          opened(id);
        }),
    );
    // A BEGIN that failed is answered here; after it opened, end() answers how the transaction settled.
    entry.settled.catch(failed);
  });
}

/** Ends a transaction: answers once PGlite has committed (or rolled back); a failed COMMIT is the answer's error. */
async function end(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  if (commit) {
    entry.commit();
    await entry.settled;
    return;
  }
  entry.rollback(ROLLED_BACK);
  await entry.settled.catch((error) => {
    if (error !== ROLLED_BACK) throw error;
  });
}

async function handle(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : client;
  switch (message.op) {
    case 'query':
      if (!target) throw new Error('the transaction has ended');
      return target.query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      if (!target) throw new Error('the transaction has ended');
      return target.exec(message.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'listen': {
      const unlisten = await client.listen(message.channel, (payload) => port.postMessage({ notice: message.channel, payload }));
      listeners.set(message.channel, unlisten);
      return undefined;
    }
    case 'unlisten': {
      const unlisten = listeners.get(message.channel);
      listeners.delete(message.channel);
      if (unlisten && !client.closed) await unlisten();
      return undefined;
    }
    case 'ready':
      await client.waitReady;
      return undefined;
    case 'close':
      await client.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${String(message.op)}`);
  }
}

/** Statements being run; while there are, the next waits its turn in PGlite anyway. */
let running = 0;

/**
 * How long an idle thread keeps looking for the next statement before it sleeps. A transaction is a string of
 * statements, each sent once the app has the answer to the one before; a thread that went back to sleep between
 * them took some 0.15 ms to wake for each on a slow machine, about a third of a simple statement's cost.
 */
const LOOK_FOR_NEXT_MS = 0.2;

function run(message) {
  running += 1;
  handle(message)
    .then(
      (result) => ({ id: message.id, result }),
      (error) => ({ id: message.id, error: errorFields(error) }),
    )
    .then((reply) => {
      running -= 1;
      try {
        port.postMessage(reply);
      } catch (error) {
        // A value that cannot be copied to the main thread: the statement fails there instead of never answering.
        port.postMessage({ id: message.id, error: errorFields(error) });
      }
      if (running === 0) lookForNext();
    });
}

function lookForNext() {
  const until = performance.now() + LOOK_FOR_NEXT_MS;
  do {
    const next = receiveMessageOnPort(port);
    if (next) return run(next.message);
  } while (performance.now() < until);
  return undefined;
}

port.on('message', run);
