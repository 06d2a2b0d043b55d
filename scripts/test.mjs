// `npm test`: every test. The Vitest projects first (shared rules, the web components, the API on PGlite), then
// the browser suite in Chromium. With POSTGRES_TEST_URL set (a PostgreSQL database the tests may fill), more runs
// beside the browser suite, which waits on its browsers and servers much of the time and leaves part of the two
// cores idle (two lanes of specs, each with its own server; e2e/playwright.config.ts): one after the other on
// one worker while it runs (and whatever is left all at once when it has ended), the API suite against PostgreSQL,
// then the web components' tests (taken out of the first stage, so the browser suite starts sooner), then, with
// CRASH_CYCLES_BESIDE_BROWSER=N (.ci/run sets 30), the crash suite killing N servers on PostgreSQL and N on PGlite.
// With NODE24_BIN set (a folder holding a Node 24 `node`, as .ci/run installs it), the PostgreSQL pass runs under
// Node 24, so both runtimes are tested without a longer run. With
// STAGE_TIMES_FILE set, each stage's duration is appended to it ("seconds<TAB>name"), for .ci/run's stage table.
// The passes beside the browser suite run at a lower CPU priority; with the crash cycles asked for, their file leaves
// the unit stage and the PostgreSQL pass. In CI a browser test that the whole suite skips fails the run.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';

/**
 * Runs an npm script; resolves with its exit code. Output goes to `output` (inherited by default). `niceness` lowers
 * its processes' CPU priority (nice(1), inherited by everything it starts).
 */
function npmRun(args, { env = process.env, output = 'inherit', niceness = 0 } = {}) {
  return new Promise((resolve) => {
    const command = ['npm', 'run', ...args];
    const [file, ...rest] = niceness > 0 ? ['nice', '-n', String(niceness), ...command] : command;
    const child = spawn(file, rest, { stdio: ['ignore', output, output], env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Each timed stage's whole seconds, by name. */
const stageSeconds = new Map();

/** Records a stage's time for .ci/run's table ("seconds<TAB>name"). */
function recordStage(name, seconds) {
  stageSeconds.set(name, seconds);
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${seconds}\t${name}\n`);
}

/** Runs `work` and records how long it took under `name`. */
async function timed(name, work) {
  const started = Date.now();
  const result = await work();
  recordStage(name, Math.round((Date.now() - started) / 1000));
  return result;
}

/** The text of a message without its terminal colour codes (ESC [ … m). */
const stripColours = (text) => text.split(String.fromCharCode(27)).map((part, index) => (index === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');

/**
 * The browser tests that failed (both tries) or passed only on their retry, with the start of each error, read
 * from Playwright's JSON report: printed last, so that the end of the output names them. Answers how many tests
 * the whole suite skipped, each also named: a skip there is a test whose setup the suite no longer provides (a
 * spec that made its data moved behind it once), and CI fails on one.
 */
function printBrowserFailures() {
  let report;
  try {
    report = JSON.parse(readFileSync(new URL('../e2e/test-results/report.json', import.meta.url), 'utf8'));
  } catch {
    console.log('== browser suite: no report to read its failures from (e2e/test-results/report.json)');
    return 0;
  }
  const lines = [];
  const skipped = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') {
          const reason = test.annotations?.find((annotation) => annotation.type === 'skip')?.description;
          skipped.push(`skipped: ${file}:${spec.line} › ${spec.title}${reason ? ` (${reason})` : ''}`);
        }
        if (test.status === 'expected' || test.status === 'skipped') continue;
        lines.push(`${test.status === 'flaky' ? 'flaky' : 'FAILED'}: ${file}:${spec.line} › ${spec.title}`);
        for (const result of test.results ?? []) {
          const message = stripColours(result.error?.message ?? '').split('\n').slice(0, 12).join('\n    ');
          if (message) lines.push(`  try ${result.retry + 1} (${result.status}):\n    ${message}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  if (skipped.length > 0) console.log(['== browser tests the whole suite skipped', ...skipped].join('\n'));
  if (lines.length > 0) console.log(['== browser tests that failed, or passed only on their retry', ...lines].join('\n'));
  return skipped.length;
}

const postgresUrl = process.env.POSTGRES_TEST_URL;
if (!postgresUrl) {
  const unit = await timed('unit: shared, web and the server on PGlite', () => npmRun(['test:unit']));
  if (unit !== 0) process.exit(unit);
  process.exit(await timed('browser suite', () => npmRun(['test:e2e'])));
}

// With PostgreSQL, the web components' tests join the passes beside the browser suite: on one worker they fit in the
// CPU it leaves idle, and the browser suite starts that much sooner.
const crashCycles = Number(process.env.CRASH_CYCLES_BESIDE_BROWSER ?? 0);
// The crash cycles' file runs beside the browser suite when they are asked for, at that length on each database; its
// 5 cycles in the unit stage and the PostgreSQL pass would only repeat the first of them.
const crashCyclesFile = 'test/crash/crash-cycles.test.ts';
const withoutShortCrashCycles = crashCycles > 0 ? ['--exclude', `**/${crashCyclesFile}`] : [];
const unit = await timed('unit: shared and the server on PGlite', () => npmRun(['test:unit:server', '--', ...withoutShortCrashCycles]));
if (unit !== 0) process.exit(unit);

const node24 = process.env.NODE24_BIN;
/**
 * At a lower priority on a machine the browser suite keeps busy, a test gets only the CPU left over: in one CI run a
 * booking modal's test passed the web project's limit of 20 s there. A project's limits are for catching a test
 * that hangs, set for a test running alone; beside the browser suite they are three times as long (a limit a test
 * sets itself, as the crash cycles do, stands).
 */
const BESIDE_BROWSER_TIME_LIMITS = {
  server: ['--testTimeout=90000', '--hookTimeout=180000'],
  web: ['--testTimeout=60000'],
};
const onPostgres = { ...process.env, DATABASE_URL: postgresUrl };
/**
 * The passes beside the browser suite, one after the other on one worker while it runs (runBesideBrowser): the server
 * suite on PostgreSQL (on Node 24 when given), the web components, then the crash cycles when asked for. Each run
 * reports to a file of its own, printed once all are done, so that the reports do not interleave.
 */
const besideBrowser = [
  {
    name: `server suite on PostgreSQL${node24 ? ' (Node 24)' : ''}, beside the browser suite`,
    runs: [{ args: ['test:server', '--', '--maxWorkers=1', ...BESIDE_BROWSER_TIME_LIMITS.server, ...withoutShortCrashCycles], env: { ...onPostgres, ...(node24 ? { PATH: `${node24}${delimiter}${process.env.PATH}` } : {}) } }],
  },
  {
    name: 'web components, beside the browser suite',
    runs: [{ args: ['test:unit:web', '--', '--maxWorkers=1', ...BESIDE_BROWSER_TIME_LIMITS.web], env: process.env }],
  },
  ...(crashCycles > 0
    ? [
        {
          // Each kills and restarts its own servers in a fresh database; longer than the 5 cycles of the passes.
          name: `crash cycles: ${crashCycles} on PostgreSQL, then ${crashCycles} on PGlite, beside the browser suite`,
          runs: [onPostgres, { ...process.env, DATABASE_URL: '' }].map((env) => ({ args: ['test:server', '--', crashCyclesFile], env: { ...env, CRASH_CYCLES: String(crashCycles) } })),
        },
      ]
    : []),
];
console.log(`== beside the browser suite, one after the other while it runs: ${besideBrowser.map((pass) => pass.name.replace(', beside the browser suite', '')).join('; ')}. Their reports follow the browser suite's.`);

/**
 * The passes beside the browser suite yield the CPU to it: it sets the run's length, and at equal priority it ran
 * 1.7 times slower beside them than alone (the routes' audits, 2026-12-02), while they only need the core it leaves
 * idle. At nice 10 a pass still gets about a tenth of a busy core, so none of its deadlines starves.
 */
const BESIDE_BROWSER_NICENESS = 10;

const besideLogPath = (passIndex, runIndex) => join(tmpdir(), `openhouse-beside-browser-${process.pid}-${passIndex}-${runIndex}.log`);

let browserEnded;
const browserDone = new Promise((resolve) => {
  browserEnded = resolve;
});

/**
 * Runs the passes' runs in order, each to a log of its own: one at a time while the browser suite runs (in the core it
 * leaves), and once it has ended, every run not yet started at once: the two cores are then theirs, and one after the
 * other on one worker, the last passes had kept one of them idle (docs/ARCHITECTURE.md, "The slower machine's fourth
 * round"). Records each pass's time from its first run's start to its last run's end, and answers each pass's exit
 * code (non-zero when any of its runs failed) with the time from the first start to the last end of them all.
 */
async function runBesideBrowser() {
  const began = Date.now();
  const spans = besideBrowser.map(() => ({ start: 0, end: 0 }));
  const codes = besideBrowser.map(() => 0);
  const running = [];
  let previous = Promise.resolve();
  for (const [passIndex, pass] of besideBrowser.entries()) {
    for (const [runIndex, run] of pass.runs.entries()) {
      await Promise.race([previous, browserDone]);
      spans[passIndex].start ||= Date.now();
      const log = openSync(besideLogPath(passIndex, runIndex), 'w');
      previous = npmRun(run.args, { env: run.env, output: log, niceness: BESIDE_BROWSER_NICENESS }).then((code) => {
        closeSync(log);
        codes[passIndex] ||= code;
        spans[passIndex].end = Math.max(spans[passIndex].end, Date.now());
      });
      running.push(previous);
    }
  }
  await Promise.all(running);
  besideBrowser.forEach((pass, index) => recordStage(pass.name, Math.round((spans[index].end - spans[index].start) / 1000)));
  return { codes, seconds: Math.round((Math.max(...spans.map((span) => span.end)) - began) / 1000) };
}

const [browser, beside] = await Promise.all([timed('browser suite', () => npmRun(['test:e2e'])).finally(() => browserEnded()), runBesideBrowser()]);
// The browser suite keeps most of the two cores busy in its two lanes, and the passes beside it take what it leaves,
// then both cores once it has ended: their budget is the whole span, from the browser suite's start to the last end
// (docs/ARCHITECTURE.md, "CI's budget").
recordStage('browser suite and the passes beside it, in all', Math.max(stageSeconds.get('browser suite'), beside.seconds));
besideBrowser.forEach((pass, index) => {
  console.log(`== ${pass.name}`);
  for (const runIndex of pass.runs.keys()) {
    process.stdout.write(readFileSync(besideLogPath(index, runIndex)));
    rmSync(besideLogPath(index, runIndex), { force: true });
  }
  console.log(`${pass.name}: exit ${beside.codes[index]}`);
});
const skippedInCi = printBrowserFailures() > 0 && process.env.CI === 'true' ? 1 : 0;
console.log(`browser suite: exit ${browser}${skippedInCi ? '; tests were skipped (listed above), which CI does not allow' : ''}`);
process.exit(browser || skippedInCi || beside.codes.find((code) => code !== 0) || 0);
