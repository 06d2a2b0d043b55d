import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 4310);
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The lanes. Each runs its specs one after the other in file order, on one worker, against a server of its own (its
 * own port, data folder and demo data); two lanes run at a time. On one worker the suite kept about one of the two
 * cores busy, waiting on the browser, the server and each step in turn (docs/ARCHITECTURE.md, "The fifth round").
 * Two workers on one server interfered: the stories share the demo accounts, and who is online, what is unread and
 * which listings exist are part of what several of them test.
 * - The bidding story runs in the whole Chromium: the proof of funds opens inline in its PDF viewer (the headless shell
 *   downloads a PDF instead of showing it). The deal record test follows it on its server: the story ends in the
 *   transaction that deal-accounts.spec.ts opens (the demo data has none; with none, that test is skipped).
 * - The routes' audits (accessibility.spec.ts, the longest spec) and the specs listed with them.
 * - Every other spec.
 * The first two start together and the third follows the first; the lists are chosen so that the second lane takes
 * about as long as the other two (docs/ARCHITECTURE.md, "The fifth round", has each spec's time).
 * Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the browser around it)
 * runs the last two lanes when it is installed: the suite took about a fifth less time and CPU in it
 * (docs/ARCHITECTURE.md, "The slower machine's second round"); without it, the whole Chromium runs them.
 * E2E_LANES=1 runs the lanes one after the other against one server, on one worker.
 */
const LANES: { name: string; specs: string[] | null; wholeChromium: boolean }[] = [
  { name: 'bidding story', specs: ['bidding.spec.ts', 'deal-accounts.spec.ts'], wholeChromium: true },
  {
    name: 'lane 2',
    specs: [
      'accessibility.spec.ts',
      'accounts.spec.ts',
      'admin.spec.ts',
      'browse.spec.ts',
      'campaign-sequence.spec.ts',
      'campaigns.spec.ts',
      'inbox.spec.ts',
      'listing-drafts.spec.ts',
      'messaging.spec.ts',
      'my-home.spec.ts',
      'public-pages.spec.ts',
      'server-rendered.spec.ts',
      'settings.spec.ts',
    ],
    wholeChromium: false,
  },
  { name: 'lane 3', specs: null, wholeChromium: false },
];
const oneServer = process.env.E2E_LANES === '1';
const portOf = (laneIndex: number) => (oneServer ? firstPort : firstPort + laneIndex);
const listedSpecs = LANES.flatMap((lane) => lane.specs ?? []);

const projects = LANES.map((lane, index) => ({
  name: lane.name,
  ...(lane.specs ? { testMatch: lane.specs } : { testIgnore: listedSpecs }),
  workers: 1,
  use: {
    baseURL: `http://localhost:${portOf(index)}`,
    launchOptions: { executablePath: lane.wholeChromium || !existsSync(headlessShell) ? chromium : headlessShell, args: chromiumArgs },
  },
}));

/** A server's data folder. Made by the runner only: each worker loads this file again, and starts no server. */
function dataDirFor(port: number): string {
  if (process.env.E2E_DATA_DIR) return join(process.env.E2E_DATA_DIR, String(port));
  return process.env.TEST_WORKER_INDEX === undefined ? mkdtempSync(join(tmpdir(), 'openhouse-e2e-')) : '';
}

/**
 * The whole app as a newcomer starts it (`npm start`: built web app, PGlite, demo data), once per lane on the lane's
 * own port and data folder, driven by Debian's Chromium.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: oneServer ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets `npm test` repeat the failures at the very end of its output, after the PostgreSQL pass's
  // report (scripts/test.mjs), where a CI log cut to its last lines still shows them.
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    // A trace records every action's screenshots and DOM snapshots: recorded for every test and kept only for a
    // failure, it cost the passing suite much of its CPU. The retry of a failed test records one instead.
    trace: 'on-first-retry',
  },
  projects,
  // Started one after the other: the first builds the web app and the server's bundle when they are stale.
  webServer: [...new Set(LANES.map((_, index) => portOf(index)))].map((port) => ({
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDirFor(port),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The suite signs in as the demo realtor some 60 times, through the form and the API, and on a fast machine
      // more than 10 of them fall in one minute: the limit (tested in accounts.login.test.ts) then refused one.
      LOGIN_ATTEMPTS_PER_MINUTE: '600',
    },
  })),
});
