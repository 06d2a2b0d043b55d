/** The bidding bench's table, its "where the time goes" section per run, and the verdict on the target. */
import { record } from './bench-results';
import type { sessionSampler } from './bidding-samplers';
import { DURATION, percentile, type Tally, type Workload } from './bidding-workloads';

const TARGET_ACCEPTED_PER_SECOND = 500;
const TARGET_P99_MS = 50;

export type RunResult = {
  database: 'pglite' | 'postgres';
  workload: Workload;
  seconds: number;
  tally: Tally;
  transportErrors: number;
  violations: string[];
  bids: number;
  /** Two bidders taking turns (measured after workload 1 only). */
  serial?: { perSecond: number; p50: number };
  cpu: { server: number | null; bench: number; postgres: number | null; machineBusy: number | null; cores: number; loadBefore: number };
  sessions?: Awaited<ReturnType<ReturnType<typeof sessionSampler>['stop']>>;
};

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** A rate: whole numbers, with one decimal below 10 so that small rates do not read as zero. */
const rate = (count: number, seconds: number) => fixed(count / seconds, count / seconds < 10 ? 1 : 0);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(0)}%`);

const WORKLOAD_LABEL: Record<Workload, string> = { 'own last answer': '1 own last answer', 'shared sequence': '2 shared sequence' };

export function report(results: RunResult[]): void {
  const bidders = Number(process.env.BENCH_BIDDERS ?? 200);
  console.log(`\nBidding (one hot auction per workload, ${bidders} bidders on ${bidders} connections, ${DURATION}s each; rates per second)\n`);
  const header = ['workload', 'database', 'accepted/s', 'stale/s', 'already-hi/s', 're-reads/s', 'other err', '5xx', 'p50 ms', 'p99 ms', 'bids stored', 'invariants'];
  const widths = [19, 9, 11, 9, 13, 11, 10, 5, 8, 8, 12, 11];
  const line = (cells: string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' ');
  console.log(line(header));
  for (const row of results) {
    const { tally, seconds } = row;
    console.log(
      line([
        WORKLOAD_LABEL[row.workload],
        row.database,
        rate(tally.accepted, seconds),
        rate(tally.stale, seconds),
        rate(tally.alreadyHighest, seconds),
        rate(tally.reads, seconds),
        String(tally.otherErrors + row.transportErrors),
        String(tally.serverErrors),
        fixed(percentile(tally.bidLatencies, 50), 1),
        fixed(percentile(tally.bidLatencies, 99), 1),
        String(row.bids),
        row.violations.length === 0 ? 'hold' : `${row.violations.length} broken`,
      ]),
    );
    const name = `bidding.${row.database}.workload ${WORKLOAD_LABEL[row.workload]}`;
    record(`${name}.accepted/s`, tally.accepted / seconds, 'bids/s', 'higher', row.cpu.loadBefore);
    record(`${name}.decided/s`, tally.decided / seconds, 'bids/s', 'higher', row.cpu.loadBefore);
    record(`${name}.p50`, percentile(tally.bidLatencies, 50), 'ms', 'lower', row.cpu.loadBefore);
    record(`${name}.p99`, percentile(tally.bidLatencies, 99), 'ms', 'lower', row.cpu.loadBefore);
    record(`${name}.5xx`, tally.serverErrors, 'answers', 'lower', row.cpu.loadBefore);
    record(`${name}.invariant violations`, row.violations.length, 'violations', 'lower', row.cpu.loadBefore);
  }
  for (const row of results) {
    const name = `${row.database}, workload ${WORKLOAD_LABEL[row.workload]}`;
    for (const [answer, count] of row.tally.otherAnswers) console.log(`  ${name}: ${count} x ${answer}`);
    if (row.transportErrors > 0) console.log(`  ${name}: ${row.transportErrors} connection errors or timeouts`);
    for (const violation of row.violations.slice(0, 20)) console.log(`  ${name} INVARIANT BROKEN: ${violation}`);
    if (row.violations.length > 20) console.log(`  ${name}: … and ${row.violations.length - 20} more`);
  }
}

export function profile(row: RunResult): void {
  const { tally, seconds, cpu } = row;
  const attempts = tally.decided;
  const meanLatency = tally.bidLatencies.reduce((sum, value) => sum + value, 0) / Math.max(1, tally.bidLatencies.length);
  const oldest = tally.bidLatencies.reduce((most, value) => Math.max(most, value), 0);
  const bidders = Number(process.env.BENCH_BIDDERS ?? 200);
  console.log(`\nWhere the time goes (${row.database}, workload ${WORKLOAD_LABEL[row.workload]})`);
  console.log(`  bid requests decided:            ${fixed(attempts / seconds)}/s (accepted + stale + already-highest + other), mean ${fixed(meanLatency, 1)} ms each`);
  console.log(`  unanswered when the run stopped: ${tally.unanswered} bids (counted in p50/p99 at their age then; the longest wait seen: ${fixed(oldest)} ms)`);
  // Seen on PGlite, whose database runs on the server's own event loop: while it is saturated, new
  // connections wait in the listen queue, and their first bid waits the whole run.
  console.log(`  connections never answered:      ${tally.neverAnswered} of ${bidders} (their first bid waited the whole run)`);
  console.log(`  accepted share of decisions:     ${fixed((100 * tally.accepted) / Math.max(1, attempts), 2)}% (1 in ${fixed(attempts / Math.max(1, tally.accepted), 1)})`);
  if (row.workload === 'own last answer') {
    // Each bidder acts on its own last answer, and every connection always has a bid in the queue: a bid can
    // only be accepted if no other was accepted since its bidder's previous answer, one queue length ago.
    // After each accepted bid every bidder learns the same new minimum and bids it; one wins, the others are
    // refused one by one. So at most one bid per queue turn (one mean latency) is accepted.
    console.log(`  ceiling for this workload:       1 accepted bid per queue turn = 1000 / mean latency = ${rate(1000, meanLatency)}/s (measured ${rate(tally.accepted, seconds)}/s)`);
  } else {
    // A closed loop: every connection sends its next bid when the last is answered, so the mean latency is
    // the number of bids in flight over the rate they are answered at (Little's law).
    console.log(`  closed loop (Little's law):      ${bidders} bids in flight / ${fixed(attempts / seconds)} answered/s = ${fixed((1000 * bidders * seconds) / Math.max(1, attempts), 1)} ms mean; a p99 under ${TARGET_P99_MS} ms needs more than ${fixed((1000 * bidders) / TARGET_P99_MS)} answers/s`);
  }
  console.log(`  time per decision:               ${fixed((1000 * seconds) / Math.max(1, attempts), 2)} ms (the server's whole cost per bid at this load, not how long the auction is held)`);
  console.log(`  accepted p50 / p99:              ${fixed(percentile(tally.acceptedLatencies, 50), 1)} / ${fixed(percentile(tally.acceptedLatencies, 99), 1)} ms`);
  if (row.serial) console.log(`  two bidders taking turns:        ${rate(row.serial.perSecond, 1)} accepted/s, p50 ${fixed(row.serial.p50, 1)} ms (no waiting: the cost of one accepted bid end to end)`);
  console.log(
    `  CPU (of one core):               server ${percent(cpu.server)}, load generator ${percent(cpu.bench)}${cpu.postgres === null ? '' : `, all postgres processes ${percent(cpu.postgres)}`}; whole machine ${percent(cpu.machineBusy)} busy of ${cpu.cores} cores (load average ${cpu.loadBefore.toFixed(1)} at the start)`,
  );
  if (cpu.server !== null && attempts > 0) {
    const perBid = (share: number | null) => (share === null ? 'n/a' : `${fixed((1000 * share * seconds) / attempts, 2)} ms`);
    console.log(`  CPU per bid answered:            server ${perBid(cpu.server)}, load generator ${perBid(cpu.bench)}${cpu.postgres === null ? '' : `, postgres ${perBid(cpu.postgres)}`}`);
    const name = `bidding.${row.database}.workload ${WORKLOAD_LABEL[row.workload]}`;
    const msPerBid = (share: number | null) => (share === null ? null : (1000 * share * seconds) / attempts);
    record(`${name}.server CPU per bid`, msPerBid(cpu.server), 'ms', 'lower', row.cpu.loadBefore);
    record(`${name}.postgres CPU per bid`, msPerBid(cpu.postgres), 'ms', 'lower', row.cpu.loadBefore);
  }
  if (row.sessions && row.sessions.samples > 0) {
    const { samples, states, statements } = row.sessions;
    console.log(`  PostgreSQL sessions of the app's pool, average over ${samples} samples:`);
    for (const [state, count] of [...states].sort((a, b) => b[1] - a[1])) console.log(`    ${fixed(count / samples, 2).padStart(6)}  ${state}`);
    console.log('  statements seen in flight (share of busy samples):');
    const busy = [...statements.values()].reduce((sum, value) => sum + value, 0);
    for (const [statement, count] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${fixed((100 * count) / Math.max(1, busy)).padStart(4)}%  ${statement}`);
  }
}

/** Runs with broken invariants or 5xx answers fail; the target is judged on PostgreSQL, workload 2. */
export function judge(results: RunResult[]): void {
  const broken = results.filter((row) => row.violations.length > 0 || row.tally.serverErrors > 0);
  for (const row of broken) console.log(`\nbidding on ${row.database}, workload ${WORKLOAD_LABEL[row.workload]}: FAIL — invariant violations or 5xx answers (see above)`);
  const postgres = results.find((row) => row.database === 'postgres' && row.workload === 'shared sequence');
  if (!postgres) {
    console.log('\nbidding target (PostgreSQL, workload 2): FAIL (not measured: no PostgreSQL)');
    return;
  }
  const acceptedPerSecond = postgres.tally.accepted / postgres.seconds;
  const p99 = percentile(postgres.tally.bidLatencies, 99);
  const checks = [
    `${rate(postgres.tally.accepted, postgres.seconds)} accepted bids/s (>= ${TARGET_ACCEPTED_PER_SECOND})`,
    `p99 ${fixed(p99, 1)} ms (< ${TARGET_P99_MS})`,
    `${postgres.violations.length} invariant violations (0)`,
    `${postgres.tally.serverErrors} 5xx (0)`,
  ];
  const pass = acceptedPerSecond >= TARGET_ACCEPTED_PER_SECOND && p99 < TARGET_P99_MS && postgres.violations.length === 0 && postgres.tally.serverErrors === 0;
  console.log(`\nbidding target on PostgreSQL, workload 2 (bids valid when sent): ${pass ? 'PASS' : 'FAIL'} — ${checks.join(', ')}`);
  console.log('(workload 1 is not judged against the target: it accepts at most decisions/s / 200 bids, see bidding.ts)');
}
