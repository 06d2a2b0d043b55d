// `npm test`: every test. The Vitest projects first (shared rules, the API on PGlite, the web components),
// then the browser suite in Chromium. With POSTGRES_TEST_URL set (a PostgreSQL database the tests may fill),
// the API suite also runs against PostgreSQL, beside the browser suite: that suite drives one browser at a
// time and leaves about a core idle, which the second pass uses instead of adding its own stage.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs an npm script; resolves with its exit code. Output goes to `output` (inherited by default). */
function npmRun(args, { env = process.env, output = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...args], { stdio: ['ignore', output, output], env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const unit = await npmRun(['test:unit']);
if (unit !== 0) process.exit(unit);

const postgresUrl = process.env.POSTGRES_TEST_URL;
if (!postgresUrl) process.exit(await npmRun(['test:e2e']));

// The PostgreSQL pass writes to a file, printed once both are done, so the two reports do not interleave.
const logPath = join(tmpdir(), `openhouse-server-on-postgres-${process.pid}.log`);
const log = openSync(logPath, 'w');
console.log('== the API suite against PostgreSQL runs beside the browser suite; its report follows the browser suite');
const [browser, postgres] = await Promise.all([
  npmRun(['test:e2e']),
  // One worker: the browser suite keeps the other core.
  npmRun(['test:server', '--', '--maxWorkers=1'], { env: { ...process.env, DATABASE_URL: postgresUrl }, output: log }),
]);
closeSync(log);
console.log('== the API suite against PostgreSQL');
process.stdout.write(readFileSync(logPath));
rmSync(logPath, { force: true });
console.log(`browser suite: exit ${browser}; API suite against PostgreSQL: exit ${postgres}`);
process.exit(browser !== 0 ? browser : postgres);
