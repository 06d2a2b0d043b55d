import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, run by node from scripts/start.mjs as well as imported here.
import { serverProcesses } from '../server-processes.mjs';

type ServerProcess = { name: string; flags: string[]; env: Record<string, string> };
const processes = (env: Record<string, string>) => serverProcesses(env) as ServerProcess[];
const semiSpace = (flags: string[]) => Number(/^--max-semi-space-size=(\d+)$/.exec(flags.find((flag) => flag.startsWith('--max-semi-space-size=')) ?? '')?.[1]);

describe('the processes `npm start` runs', () => {
  it('is one on PGlite, whose data folder one process opens', () => {
    expect(processes({}).map((each) => each.name)).toEqual(['server']);
    expect(processes({ DATA_DIR: 'data' })).toHaveLength(1);
  });

  it('is a web process without workers and a jobs process without HTTP on PostgreSQL, the jobs one with the smaller young generation', () => {
    const [web, jobs] = processes({ DATABASE_URL: 'postgres://db/openhouse' });
    expect(web).toMatchObject({ name: 'web', env: { JOBS: 'false' } });
    expect(jobs).toMatchObject({ name: 'jobs', env: { HTTP: 'false', SERVE_WEB: 'false', SEED_DEMO: 'false' } });
    expect(semiSpace(jobs!.flags)).toBeLessThan(semiSpace(web!.flags));
  });

  it('is one on PostgreSQL when asked for one role, or for the workers inline', () => {
    for (const env of [{ JOBS_PROCESS: 'inline' }, { JOBS: 'false' }, { JOBS: '0' }] as Record<string, string>[]) {
      expect(processes({ DATABASE_URL: 'postgres://db/openhouse', ...env }).map((each) => each.name), JSON.stringify(env)).toEqual(['server']);
    }
    expect(processes({ DATABASE_URL: 'postgres://db/openhouse', HTTP: 'false' })).toEqual([processes({ DATABASE_URL: 'postgres://db/openhouse' })[1]!].map((jobs) => ({ ...jobs, env: {} })));
  });
});
