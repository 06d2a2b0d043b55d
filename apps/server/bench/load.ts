/**
 * `npm run bench:load`: mixed traffic at a constant LOAD_RPS (default 200) for LOAD_SECONDS (default 600),
 * after LOAD_WARMUP_SECONDS (default 30) at the same rate that is not counted, split evenly across two
 * Openhouse instances in their own processes sharing one PostgreSQL database and one Redis (REDIS_URL,
 * default the local server), jobs on, as two instances behind a load balancer would run.
 *
 * The database is `<bench database>_load`, made fresh on every run (see spawn-target.ts); the first
 * instance seeds it (load-seed.ts) before the second starts. The mix (load-traffic.ts): anonymous
 * browsing, search and home lists, listing pages, insights events, signed-in reads, favourite toggles,
 * document access requests and bids on one live auction. The generator is an open loop (load-driver.ts).
 * Each instance's heap is sampled every 5 s over stdin (target.ts, `heap`).
 *
 * Targets: errors (5xx, transport failures, refusals a kind does not expect) under 0.1% of requests,
 * p99 under 400 ms.
 */
import { availableParallelism, loadavg } from 'node:os';
import { cpuMark } from './bidding-samplers';
import { driveLoad } from './load-driver';
import { report, settledHeap, type HeapSample, type HeapTrace } from './load-report';
import type { LoadWorld } from './load-seed';
import { trafficFor } from './load-traffic';
import { freshDatabase, spawnTarget, type SpawnedTarget } from './spawn-target';

const RATE = Number(process.env.LOAD_RPS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);
const HEAP_EVERY_MS = 5_000;
/** The heap after warm-up and at the end are each the settled value over this long (see settledHeap). */
const HEAP_WINDOW_MS = 30_000;

type Ready = { port: number; database: string; seeded?: LoadWorld };

/** Asks every instance for its heap every few seconds until stopped; one ask at a time per instance, so answers cannot cross. */
function heapSampler(targets: SpawnedTarget[]) {
  const samples = targets.map((): HeapSample[] => []);
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(targets.map(async (target, index) => samples[index]!.push(JSON.parse(await target.ask('heap')) as HeapSample)));
      await new Promise((resolve) => setTimeout(resolve, HEAP_EVERY_MS));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
    },
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const url = await freshDatabase('load', 'Load bench');
  if (!url) process.exit(1);
  const env = { DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', JOBS: 'true' };
  console.log(`Load bench: ${new URL(url).pathname.slice(1)} (fresh), seeding …`);
  const first = spawnTarget('load', { ...env, BENCH_LOAD_SEED: '1' });
  const targets = [first];
  try {
    const ready = [await first.nextJson<Ready>()];
    const second = spawnTarget('load', env);
    targets.push(second);
    ready.push(await second.nextJson<Ready>());
    const world = ready[0]!.seeded!;
    console.log(`${world.listingIds.length} active listings, ${world.tokens.length} buyers on one auction; ${RATE} req/s for ${WARMUP_SECONDS} s warm-up + ${SECONDS} s over 2 instances …`);
    const bases = ready.map((target) => `http://127.0.0.1:${target.port}`);
    const next = trafficFor(world);

    const sampler = heapSampler(targets);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const warmUp = await driveLoad(bases, RATE, WARMUP_SECONDS, next);
    const warmErrors = [...warmUp.errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(`warm-up done (${warmErrors} errors, not counted); measuring …`);
    const measuredFrom = Date.now();
    const cpuBefore = targets.map((target) => cpuMark(target.child.pid!, false));
    const tally = await driveLoad(bases, RATE, SECONDS, next);
    const cpuAfter = targets.map((target) => cpuMark(target.child.pid!, false));
    const measuredTo = Date.now();
    await sampler.stop();

    const heaps: HeapTrace[] = sampler.samples.map((samples) => ({
      start: samples[0]!.heapUsed,
      afterWarmUp: settledHeap(samples.filter((sample) => sample.at >= measuredFrom && sample.at < measuredFrom + HEAP_WINDOW_MS)),
      // An instance too busy to answer a heap sample in the last window still reports its latest one.
      end: settledHeap(samples.filter((sample) => sample.at > Math.max(measuredFrom + HEAP_WINDOW_MS, measuredTo - HEAP_WINDOW_MS))) || (samples.at(-1)?.heapUsed ?? Number.NaN),
    }));
    // CPU seconds each instance got per second of the run: on a shared machine, what it was given to work with.
    const cpu = cpuBefore.map((before, index) => {
      const after = cpuAfter[index]!;
      return before.server === null || after.server === null ? Number.NaN : (after.server - before.server) / (after.at - before.at);
    });
    report(tally, heaps, cpu, { before: loadBefore, after: loadavg(), cores: availableParallelism() });
    // Requests a client gave up on may still be queued in the servers: let them finish before closing.
    for (const base of bases) {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(60_000) }).then(
        (response) => response.text(),
        (error: Error) => console.log(`\n!!! ${base} did not answer a health check after the run: ${error.message}`),
      );
    }
  } finally {
    await Promise.all(targets.map((target) => target.close()));
  }
}

await main();
