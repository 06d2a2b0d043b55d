/**
 * Bidding under contention: BENCH_BIDDERS (default 200) approved bidders, one connection and one bearer
 * token each, all bidding on one hot auction, on PostgreSQL and on PGlite, in one run. Two workloads,
 * each on a fresh auction of its own, with its own bidders:
 *
 * 1. "own last answer": every bidder bids the next valid amount from what it last heard: a 201 carries
 *    the new highest amount; a 422 'Minimum bid amount N is required.' says the bid was stale and names
 *    the current minimum, so the next bid is N; any other refusal makes the bidder re-read
 *    GET /bidding_properties/{propertyId} first. The bidder that holds the highest bid still bids
 *    (highest + increment) and is refused with 409 'You already hold the highest bid.', counted on its own.
 *    This workload cannot reach the target below, however fast the server: every bidder always has a bid
 *    in the queue, and after each accepted bid all of them learn the same new minimum and bid it, so each
 *    accepted bid makes the ~199 bids queued behind it stale. At most one bid per queue turn is accepted:
 *    accepted/s <= decisions/s / 200 (1,000 decisions/s would give 5 accepted bids/s). It shows how the
 *    server copes with a crowd of stale bids, not how many bids it can accept.
 *
 * 2. "shared sequence": the bids are valid when they are sent. The load generator hands out the amounts
 *    from one shared, strictly increasing sequence: the next amount is the auction's highest amount when
 *    the run starts (the starting price, on the warm-up of the fresh auction) plus increment x n, with n
 *    taken from a shared counter when the bid is sent. Every bid is the next valid bid in send order, and
 *    only a bid overtaken in flight (a later one accepted first) is stale. The target is judged here.
 *    Bidders never re-read; a bidder still holding the highest bid when its next bid arrives is refused
 *    (already-highest), counted on its own.
 *
 * Load generator: autocannon, as a closed loop: each connection sends its next bid as soon as the last
 * one is answered, so 200 bids are always in flight and the mean latency is 200 / (bids answered per
 * second); a p99 under 50 ms therefore needs well over 4,000 answers per second. Its per-connection
 * `context` is reset before every request when there is only one request in the sequence, so it cannot
 * carry a bidder's state. Instead the request template holds a `bidder` object: autocannon deep-copies
 * the options for each connection, so every connection has its own copy, which setupRequest (building the
 * next request) and onResponse (`this` is that same copy) both see. One template therefore drives 200
 * independent bidders over keep-alive connections without leaving autocannon's event loop.
 *
 * Afterwards each auction is read back from the database and the invariants are checked: bids strictly
 * increasing by whole increments (at least one) in id order, no repeated amount, highest_bid_amount and
 * the highest bidder equal to the last bid's, bid_count equal to the number of rows, the end time not
 * before the scheduled end, and every bid a client saw accepted present with its amount.
 *
 * Target, on PostgreSQL, with workload 2: at least 500 accepted bids/s, p99 under 50 ms, no invariant broken.
 * Profiling: a "where the time goes" section follows the table (CPU per process, what PostgreSQL's
 * sessions wait on, the cost of one uncontended bid); BENCH_CPU_PROFILE=<folder> also writes the
 * server's V8 CPU profile; BENCH_POOL_SIZE sets the server's PostgreSQL pool size; BENCH_BIDDING_ON=postgres
 * or pglite measures one database only.
 * PostgreSQL: a database next to BENCH_DATABASE_URL's, named `<name>_bidding`, dropped and created again
 * on every run (the listings database is never touched).
 *
 * The workloads are in bidding-workloads.ts, the invariant checks in bidding-invariants.ts, the table, the
 * profile and the verdict in bidding-report.ts, and the CPU and session samplers in bidding-samplers.ts.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { AuctionSnapshot } from '../test/helpers/auction';
import { biddingViolations } from './bidding-invariants';
import { judge, profile, report, type RunResult } from './bidding-report';
import { cpuMark, sessionSampler } from './bidding-samplers';
import { DURATION, driveBidders, newTally, serialBids, type Auction, type BiddingTarget, type Workload } from './bidding-workloads';
import { freshDatabase, spawnTarget } from './spawn-target';

async function startBiddingTarget(env: Record<string, string>): Promise<BiddingTarget> {
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it exits (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const target = spawnTarget('bidding', env, profile);
  const ready = await target.nextJson<Omit<BiddingTarget, 'child' | 'ask' | 'close'>>();
  return { child: target.child, ...ready, ask: target.ask, close: target.close };
}

/**
 * One workload on one fresh auction: a one-second warm-up (JIT, connections; its answers are not counted,
 * but its accepted bids are checked), the measured run, for workload 1 the two-bidder turns, and the
 * invariants of everything the auction then holds.
 */
async function measureWorkload(target: BiddingTarget, auction: Auction, workload: Workload, databaseUrl?: string): Promise<RunResult> {
  const tally = newTally();
  const warmup = newTally();
  await driveBidders(target, auction, workload, 1, warmup);
  for (const [id, amount] of warmup.acceptedBids) tally.acceptedBids.set(id, amount);

  const loadBefore = loadavg()[0]!;
  const sampler = databaseUrl ? sessionSampler(databaseUrl) : null;
  const before = cpuMark(target.child.pid!, Boolean(databaseUrl));
  const run = await driveBidders(target, auction, workload, DURATION, tally);
  const after = cpuMark(target.child.pid!, Boolean(databaseUrl));
  const sessions = await sampler?.stop();

  let serial: RunResult['serial'];
  if (workload === 'own last answer') {
    const serialTally = newTally();
    serial = await serialBids(target, auction, 2, serialTally);
    for (const [id, amount] of serialTally.acceptedBids) tally.acceptedBids.set(id, amount);
  }
  const snapshot = JSON.parse(await target.ask(`snapshot ${auction.biddingPropertyId}`)) as AuctionSnapshot;
  const violations = biddingViolations(snapshot, tally.acceptedBids);
  const wall = after.at - before.at;
  const per = (from: number | null, to: number | null) => (from === null || to === null ? null : (to - from) / wall);
  return {
    database: target.database,
    workload,
    seconds: run.elapsed,
    tally,
    transportErrors: run.errors + run.timeouts,
    violations,
    bids: snapshot.bids.length,
    serial,
    cpu: {
      server: per(before.server, after.server),
      bench: (after.bench - before.bench) / wall,
      postgres: per(before.postgres, after.postgres),
      machineBusy: before.machine && after.machine ? (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total) : null,
      cores: availableParallelism(),
      loadBefore,
    },
    sessions,
  };
}

/** Both workloads on one server (one database), each on its own fresh auction. */
async function runOn(env: Record<string, string>, databaseUrl?: string): Promise<RunResult[]> {
  const target = await startBiddingTarget(env);
  try {
    const own = await measureWorkload(target, target.auction, 'own last answer', databaseUrl);
    const second = JSON.parse(await target.ask('auction')) as Auction;
    const shared = await measureWorkload(target, second, 'shared sequence', databaseUrl);
    return [own, shared];
  } finally {
    await target.close();
  }
}

export async function bidding(): Promise<void> {
  const results: RunResult[] = [];
  const on = process.env.BENCH_BIDDING_ON ?? 'postgres,pglite';
  const url = on.includes('postgres') ? await freshDatabase('bidding', 'Bidding bench') : null;
  if (url) {
    console.log(`\nBidding on PostgreSQL (${new URL(url).pathname.slice(1)}, created fresh) …`);
    results.push(...(await runOn({ DATABASE_URL: url }, url)));
  }
  if (on.includes('pglite')) {
    console.log('\nBidding on PGlite (a fresh data folder) …');
    results.push(...(await runOn({ DATABASE_URL: '' })));
  }
  report(results);
  for (const row of results) profile(row);
  judge(results);
}
