/** The load bench's report: answers and errors, latency overall and per kind, throughput, heap, verdict. */
import { percentile } from './bidding-workloads';
import type { LoadTally } from './load-driver';

export const ERROR_RATE_TARGET = 0.001;
export const P99_TARGET_MS = 400;

export type HeapSample = { heapUsed: number; at: number };

/** What each instance's heap held: at start, after the warm-up, at the end. */
export type HeapTrace = { start: number; afterWarmUp: number; end: number };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

/**
 * heapUsed swings by tens of megabytes between collections; the lowest of a few samples is close to what
 * survives a collection, which is what growth means.
 */
export function settledHeap(samples: HeapSample[]): number {
  return samples.length === 0 ? Number.NaN : Math.min(...samples.map((sample) => sample.heapUsed));
}

export function report(tally: LoadTally, heaps: HeapTrace[], cpu: number[], load: { before: number[]; after: number[]; cores: number }): void {
  const rows = [...tally.kinds.entries()].sort((a, b) => b[1].sent - a[1].sent);
  const all = rows.flatMap(([, entry]) => entry.latencies);
  const sum = (pick: (entry: (typeof rows)[number][1]) => number) => rows.reduce((total, [, entry]) => total + pick(entry), 0);
  const sent = sum((entry) => entry.sent);
  const answered = sum((entry) => entry.answered);
  const errors = sum((entry) => entry.serverErrors + entry.unexpected + entry.transportErrors);
  const errorRate = sent === 0 ? 0 : errors / sent;

  console.log(`\nLoad (${tally.seconds} s measured, machine: ${load.cores} cores, load average ${load.before.map((v) => v.toFixed(1)).join(' ')} before, ${load.after.map((v) => v.toFixed(1)).join(' ')} after)\n`);
  console.log('kind'.padEnd(15), ...['sent', 'answered', 'refused', '5xx', 'other 4xx', 'transport', 'p50 ms', 'p95 ms', 'p99 ms'].map((title) => title.padStart(10)));
  const line = (label: string, values: (string | number)[]) => console.log(label.padEnd(15), ...values.map((value) => String(value).padStart(10)));
  for (const [kind, entry] of rows) {
    line(kind, [entry.sent, entry.answered, entry.refused, entry.serverErrors, entry.unexpected, entry.transportErrors, ms(percentile(entry.latencies, 50)), ms(percentile(entry.latencies, 95)), ms(percentile(entry.latencies, 99))]);
  }
  line('all', [sent, answered, sum((e) => e.refused), sum((e) => e.serverErrors), sum((e) => e.unexpected), sum((e) => e.transportErrors), ms(percentile(all, 50)), ms(percentile(all, 95)), ms(percentile(all, 99))]);
  console.log(`\nrefused = refusals the kind expects (stale or already-highest bids, repeated document requests); not errors.`);
  console.log(`requests left late by the generator: p99 ${ms(percentile(tally.sendLag, 99))} ms, max ${ms(Math.max(...tally.sendLag))} ms (counted in the latencies)`);
  tally.perInstance.forEach((count, index) => {
    const perSecond = count / tally.seconds;
    const share = cpu[index]!;
    console.log(`instance ${index + 1}: ${perSecond.toFixed(1)} answers/s, given ${(share * 100).toFixed(0)}% of a core (${((share * 1000) / perSecond).toFixed(1)} ms CPU per answer)`);
  });
  heaps.forEach((heap, index) =>
    console.log(`instance ${index + 1} heap: ${mb(heap.start)} at start, ${mb(heap.afterWarmUp)} after warm-up, ${mb(heap.end)} at the end: growth ${mb(heap.end - heap.afterWarmUp)} over the measured run`),
  );
  if (tally.errors.size > 0) {
    console.log('\nerrors:');
    for (const [key, count] of [...tally.errors.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(count).padStart(6)}  ${key}`);
  }
  const p99 = percentile(all, 99);
  console.log('');
  console.log(`error rate < ${ERROR_RATE_TARGET * 100}%: ${errorRate < ERROR_RATE_TARGET ? 'met' : 'NOT met'} (${(errorRate * 100).toFixed(3)}%, ${errors} of ${sent})`);
  console.log(`p99 < ${P99_TARGET_MS} ms: ${p99 < P99_TARGET_MS ? 'met' : 'NOT met'} (${ms(p99)} ms; p95 ${ms(percentile(all, 95))} ms)`);
}
