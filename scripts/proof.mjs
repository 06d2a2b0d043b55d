// `npm run proof`: the size-driven proofs at full size, which CI runs smaller (docs/ARCHITECTURE.md, "Where CI's
// time goes"): 100 crash cycles on PGlite and 100 on PostgreSQL (side by side), the fuzzer at 1,000 bodies per
// write route, the 10,000-row vendor import, and the 10-minute load run on two instances. Each proof's output is
// printed as it finishes; one summary table ends the run, and the exit code is non-zero when any proof failed.
// POSTGRES_TEST_URL names the PostgreSQL database the proofs may fill (default: the local server's `test`).
import { spawn } from 'node:child_process';

const postgresUrl = process.env.POSTGRES_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const loadSeconds = process.env.LOAD_SECONDS ?? '600';

/** Runs a command; resolves with its exit code, its output (also printed unless `quiet`) and its duration. */
function run(command, args, env, { quiet = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Without colours, so that the summary can quote the proofs' own lines.
    const child = spawn(command, args, { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

const vitest = (file, env, options) => run('npx', ['vitest', 'run', '--project', 'server', file], env, options);

/** What a proof's output says of its size and outcome, for the summary (the last matching line, if any). */
function found(output, pattern) {
  const lines = output.split('\n').filter((line) => pattern.test(line));
  return lines.at(-1)?.trim() ?? '';
}

const rows = [];
function record(name, size, result, detail) {
  const passed = result.code === 0;
  rows.push({ name, size, passed, seconds: result.seconds, detail });
  console.log(`\n== ${name}: ${passed ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(0)} s\n`);
}

console.log('== crash cycles: 100 SIGKILLs on PGlite and 100 on PostgreSQL, side by side (PGlite\'s output follows PostgreSQL\'s)');
const [crashPostgres, crashPglite] = await Promise.all([
  vitest('test/crash/crash-cycles.test.ts', { DATABASE_URL: postgresUrl, CRASH_CYCLES: '100' }),
  vitest('test/crash/crash-cycles.test.ts', { DATABASE_URL: '', CRASH_CYCLES: '100' }, { quiet: true }),
]);
process.stdout.write(crashPglite.output);
const crashDetail = (result) => found(result.output, /SIGKILL cycles in/);
record('crash cycles on PostgreSQL', '100 cycles', crashPostgres, crashDetail(crashPostgres));
record('crash cycles on PGlite', '100 cycles', crashPglite, crashDetail(crashPglite));

console.log('== the fuzzer: 1,000 bodies per write route');
const fuzz = await vitest('test/proof/fuzz.test.ts', { DATABASE_URL: '', FUZZ_RUNS: '1000' });
record('fuzzer', '1,000 bodies per write route', fuzz, found(fuzz.output, /Fuzzed \d+ write routes/));

console.log('== the vendor import: 10,000 rows in one upload');
const importRun = await vitest('src/modules/vendors/vendors.import-large.test.ts', { DATABASE_URL: '', IMPORT_ROWS: '10000' });
record('vendor import', '10,000 rows', importRun, found(importRun.output, /vendor rows imported in/));

console.log(`== the load run: ${loadSeconds} s on two instances over PostgreSQL and Redis`);
const load = await run('npm', ['run', 'bench:load', '--silent'], { LOAD_SECONDS: loadSeconds });
const loadVerdicts = ['error rate', 'p99 <'].map((start) => found(load.output, new RegExp(`^${start}`)));
// The load run reports its targets; a target not met fails the proof as surely as a non-zero exit.
const loadResult = { ...load, code: load.code !== 0 ? load.code : loadVerdicts.some((line) => !line || line.includes('NOT met')) ? 1 : 0 };
record('load run', `${loadSeconds} s at ${process.env.LOAD_RPS ?? 200} req/s`, loadResult, loadVerdicts.join('; '));

console.log('== proof summary');
const table = [
  ['proof', 'size', 'result', 'seconds', 'what it reported'],
  ...rows.map((row) => [row.name, row.size, row.passed ? 'passed' : 'FAILED', row.seconds.toFixed(0), row.detail]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
process.exit(rows.every((row) => row.passed) ? 0 : 1);
