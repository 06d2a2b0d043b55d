import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A real Openhouse server in a child process (crash-server.ts), for tests that kill and restart it. */
export type ServerProcess = { child: ChildProcess; base: string; stderr: string[] };

/** crash-server.ts as bundled by build.mjs (test/global-setup.ts builds it when stale): it starts as the product does. */
const ENTRY = new URL('../../dist/test-server.mjs', import.meta.url).pathname;
/** Where the servers keep V8's compiled code of the bundle between starts, as `npm start` does (bundle-loader.mjs). */
const COMPILE_CACHE = new URL('../../../../node_modules/.cache/openhouse-test-server', import.meta.url).pathname;

/** Starts the server with this environment; resolves once it listens. Every child started is in `children`. */
export async function startServerProcess(env: Record<string, string>, children: Set<ChildProcess>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [ENTRY], { stdio: ['ignore', 'pipe', 'pipe'], env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env, ...env } });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s:\n${stderr.join('\n')}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${stderr.join('\n')}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}/api/v1`, stderr };
}

/** Stops it with this signal (SIGKILL: a crash; SIGTERM: a clean shutdown) and waits for the process to end. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}
