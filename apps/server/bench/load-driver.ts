/**
 * An open-loop load generator: requests leave at a constant arrival rate whatever the answers' latency,
 * so a server that falls behind shows it in the percentiles instead of slowing the load down (a closed
 * loop like autocannon's waits for each answer and hides the queue). Latency is counted from the moment a
 * request was due, not when it left: if this process falls behind too, that wait is counted, and how late
 * requests left is reported on its own so the two can be told apart. Failed requests count in the latencies too,
 * with the time they took to fail (a timeout is at least TIMEOUT_MS).
 */
import { performance } from 'node:perf_hooks';
import type { Kind, LoadRequest } from './load-traffic';

/** An answer not back within this long counts as a failure (a client would have given up). */
const TIMEOUT_MS = 10_000;

export type KindTally = {
  sent: number;
  answered: number;
  /** Refusals this kind expects (a stale bid, a repeated document request). */
  refused: number;
  serverErrors: number;
  unexpected: number;
  transportErrors: number;
  latencies: number[];
};

export type LoadTally = {
  kinds: Map<Kind, KindTally>;
  /** Answers per instance, in the order of `bases`. */
  perInstance: number[];
  /** "kind status message" of every error, with counts. */
  errors: Map<string, number>;
  /** How late each request left (ms after it was due). */
  sendLag: number[];
  seconds: number;
};

function tallyFor(tally: LoadTally, kind: Kind): KindTally {
  let entry = tally.kinds.get(kind);
  if (!entry) tally.kinds.set(kind, (entry = { sent: 0, answered: 0, refused: 0, serverErrors: 0, unexpected: 0, transportErrors: 0, latencies: [] }));
  return entry;
}

function noteError(tally: LoadTally, key: string): void {
  tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
}

async function send(base: string, request: LoadRequest): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${request.path}`, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, body: await response.text() };
}

/** Sends `rate` requests a second for `seconds`, alternating between the instances; resolves when all are answered. */
export async function driveLoad(bases: string[], rate: number, seconds: number, next: () => LoadRequest): Promise<LoadTally> {
  const tally: LoadTally = { kinds: new Map(), perInstance: bases.map(() => 0), errors: new Map(), sendLag: [], seconds };
  const total = Math.round(rate * seconds);
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const dueAt = started + (sent / rate) * 1000;
      const instance = sent % bases.length;
      const request = next();
      const entry = tallyFor(tally, request.kind);
      entry.sent += 1;
      tally.sendLag.push(now - dueAt);
      const answer = send(bases[instance]!, request).then(
        ({ status, body }) => {
          entry.latencies.push(performance.now() - dueAt);
          entry.answered += 1;
          tally.perInstance[instance]! += 1;
          if (status < 300) return;
          if (request.expected.includes(status)) {
            entry.refused += 1;
            return;
          }
          if (status >= 500) entry.serverErrors += 1;
          else entry.unexpected += 1;
          let message = body.slice(0, 80);
          try {
            message = (JSON.parse(body) as { message?: string }).message ?? message;
          } catch {
            // not JSON: keep the start of the body
          }
          noteError(tally, `${request.kind} ${status} ${message}`);
        },
        (error: Error) => {
          // A request that timed out or lost its connection still took this long for its client: leaving it out
          // of the latencies would make the percentiles look best exactly when the servers are furthest behind.
          entry.latencies.push(performance.now() - dueAt);
          entry.transportErrors += 1;
          noteError(tally, `${request.kind} ${error.name}: ${error.message}`);
        },
      );
      const settled = answer.finally(() => inFlight.delete(settled));
      inFlight.add(settled);
    }
    // Wake up at the next request's due time; a timer can be late on a busy machine, and the catch-up above sends what fell due meanwhile.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + (sent / rate) * 1000 - performance.now())));
  }
  await Promise.all(inFlight);
  return tally;
}
