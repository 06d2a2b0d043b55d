// The processes `npm start` runs for the server, each with its own V8 flags (node-flags.json): shared by
// scripts/start.mjs and the bench, so that what is measured is what runs (docs/ARCHITECTURE.md, "The jobs process").
import { readFileSync } from 'node:fs';

const nodeFlags = JSON.parse(readFileSync(new URL('./node-flags.json', import.meta.url), 'utf8'));

/**
 * On PostgreSQL, a web process that answers requests (its young generation sized for the auction's bursts) and a
 * jobs process that runs every worker (a small young generation: a campaign to 100,000 people streams through it).
 * One process on PGlite, whose data folder only one process may open, or when JOBS_PROCESS=inline, JOBS=false or
 * HTTP=false asks for a single role. `env` is the environment the processes would start with.
 * @param {Record<string, string | undefined>} env
 * @returns {{ name: 'server' | 'web' | 'jobs', flags: string[], env: Record<string, string> }[]}
 */
export function serverProcesses(env) {
  const off = (name) => env[name] === 'false' || env[name] === '0';
  // An instance started as a jobs process only (another machine answers HTTP) is sized as one.
  if (off('HTTP')) return [{ name: 'jobs', flags: nodeFlags.jobs, env: {} }];
  if (!env.DATABASE_URL || env.JOBS_PROCESS === 'inline' || off('JOBS')) return [{ name: 'server', flags: nodeFlags.server, env: {} }];
  return [
    { name: 'web', flags: nodeFlags.server, env: { JOBS: 'false' } },
    // The web process seeds the demo data and serves the web app; this one answers nothing.
    { name: 'jobs', flags: nodeFlags.jobs, env: { HTTP: 'false', SERVE_WEB: 'false', SEED_DEMO: 'false' } },
  ];
}
