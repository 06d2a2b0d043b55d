// `npm test`: every test. The Vitest projects first (shared rules, the web components, the API on PGlite), then
// the browser suite in Chromium. With POSTGRES_TEST_URL set (a PostgreSQL database the tests may fill), the API
// suite also runs against PostgreSQL, beside the browser suite: that suite drives one browser at a time and
// leaves about a core idle, which the second pass uses instead of adding its own stage. With NODE24_BIN set (a
// folder holding a Node 24 `node`, as .ci/run installs it), that pass runs under Node 24, so both runtimes are
// tested without a longer run. With CRASH_CYCLES_BESIDE_BROWSER=N as well (.ci/run sets 30), the crash suite then
// kills N servers on PostgreSQL and N on PGlite, one database after the other, still beside the browser suite, in the
// core it leaves idle once the PostgreSQL pass is done. With STAGE_TIMES_FILE set, each stage's duration is appended
// to it ("seconds<TAB>name"), for .ci/run's stage table.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { tmpdir } from 'node:os';

/** Runs an npm script; resolves with its exit code. Output goes to `output` (inherited by default). */
function npmRun(args, { env = process.env, output = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...args], { stdio: ['ignore', output, output], env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Runs `work` and records how long it took under `name`. */
async function timed(name, work) {
  const started = Date.now();
  const result = await work();
  if (process.env.STAGE_TIMES_FILE) appendFileSync(process.env.STAGE_TIMES_FILE, `${Math.round((Date.now() - started) / 1000)}\t${name}\n`);
  return result;
}

/** The text of a message without its terminal colour codes (ESC [ … m). */
const stripColours = (text) => text.split(String.fromCharCode(27)).map((part, index) => (index === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');

/**
 * The browser tests that failed (both tries) or passed only on their retry, with the start of each error, read
 * from Playwright's JSON report: printed last, so that the end of the output names them.
 */
function printBrowserFailures() {
  let report;
  try {
    report = JSON.parse(readFileSync(new URL('../e2e/test-results/report.json', import.meta.url), 'utf8'));
  } catch {
    console.log('== browser suite: no report to read its failures from (e2e/test-results/report.json)');
    return;
  }
  const lines = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
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
  if (lines.length > 0) console.log(['== browser tests that failed, or passed only on their retry', ...lines].join('\n'));
}

const unit = await timed('unit: shared, web and the server on PGlite', () => npmRun(['test:unit']));
if (unit !== 0) process.exit(unit);

const postgresUrl = process.env.POSTGRES_TEST_URL;
if (!postgresUrl) process.exit(await timed('browser suite', () => npmRun(['test:e2e'])));

const node24 = process.env.NODE24_BIN;
const postgresPass = `server suite on PostgreSQL${node24 ? ' (Node 24)' : ''}, beside the browser suite`;
// The PostgreSQL pass writes to a file, printed once both are done, so the two reports do not interleave.
const logPath = join(tmpdir(), `openhouse-server-on-postgres-${process.pid}.log`);
const log = openSync(logPath, 'w');
console.log(`== the API suite against PostgreSQL${node24 ? ' on Node 24' : ''} runs beside the browser suite; its report follows the browser suite`);
const postgresEnv = { ...process.env, DATABASE_URL: postgresUrl, ...(node24 ? { PATH: `${node24}${delimiter}${process.env.PATH}` } : {}) };
const crashCycles = Number(process.env.CRASH_CYCLES_BESIDE_BROWSER ?? 0);
const crashStage = `crash cycles: ${crashCycles} on PostgreSQL, then ${crashCycles} on PGlite, beside the browser suite`;
const crashLogPath = join(tmpdir(), `openhouse-crash-cycles-${process.pid}.log`);

/** The crash suite at CI's size, once per database, one after the other (each kills and restarts its own servers). */
async function crashCyclesOnBoth() {
  const crashLog = openSync(crashLogPath, 'w');
  const cycles = (databaseUrl) => npmRun(['test:server', '--', 'test/crash/crash-cycles.test.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl, CRASH_CYCLES: String(crashCycles) }, output: crashLog });
  const onPostgres = await cycles(postgresUrl);
  const onPglite = await cycles('');
  closeSync(crashLog);
  return { onPostgres, onPglite };
}

// One worker each: the browser suite keeps the other core.
const [browser, { postgres, crash }] = await Promise.all([
  timed('browser suite', () => npmRun(['test:e2e'])),
  (async () => {
    const postgres = await timed(postgresPass, () => npmRun(['test:server', '--', '--maxWorkers=1'], { env: postgresEnv, output: log }));
    const crash = crashCycles > 0 ? await timed(crashStage, crashCyclesOnBoth) : null;
    return { postgres, crash };
  })(),
]);
closeSync(log);
console.log(`== the API suite against PostgreSQL${node24 ? ' on Node 24' : ''}`);
process.stdout.write(readFileSync(logPath));
rmSync(logPath, { force: true });
if (crash) {
  console.log(`== ${crashStage}`);
  process.stdout.write(readFileSync(crashLogPath));
  rmSync(crashLogPath, { force: true });
  console.log(`crash cycles on PostgreSQL: exit ${crash.onPostgres}; on PGlite: exit ${crash.onPglite}`);
}
printBrowserFailures();
console.log(`browser suite: exit ${browser}; API suite against PostgreSQL: exit ${postgres}`);
const crashStatus = crash ? crash.onPostgres || crash.onPglite : 0;
process.exit(browser || postgres || crashStatus);
