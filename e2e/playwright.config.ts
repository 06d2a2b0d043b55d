import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'openhouse-e2e-'));
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The specs that need what only the whole Chromium has: its PDF viewer (the proof of funds opens inline in a frame;
 * the headless shell downloads a PDF instead of showing it).
 */
const WHOLE_CHROMIUM_SPECS = ['bidding.spec.ts'];

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same engine without the browser around
 * it) runs every other spec when it is installed: the suite took about a fifth less time and CPU in it
 * (docs/ARCHITECTURE.md, "The slower machine's second round"). Without it, every spec runs in the whole Chromium.
 */
const projects = existsSync(headlessShell)
  ? [
      // First, as when every spec ran in file order: the bidding story ends in the transaction that
      // deal-accounts.spec.ts opens (the demo data has none; with none, that test is skipped). One worker runs the
      // projects in this order.
      { name: 'chromium', testMatch: WHOLE_CHROMIUM_SPECS, use: { launchOptions: { executablePath: chromium, args: chromiumArgs } } },
      { name: 'chromium-headless-shell', testIgnore: WHOLE_CHROMIUM_SPECS, use: { launchOptions: { executablePath: headlessShell, args: chromiumArgs } } },
    ]
  : [{ name: 'chromium', use: { launchOptions: { executablePath: chromium, args: chromiumArgs } } }];

/**
 * The whole app as a newcomer starts it (`npm start`: built web app, PGlite, demo data), on its own
 * port and data folder, driven by Debian's Chromium.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets `npm test` repeat the failures at the very end of its output, after the PostgreSQL pass's
  // report (scripts/test.mjs), where a CI log cut to its last lines still shows them.
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's screenshots and DOM snapshots: recorded for every test and kept only for a
    // failure, it cost the passing suite much of its CPU. The retry of a failed test records one instead.
    trace: 'on-first-retry',
  },
  projects,
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      // The suite signs in as the demo realtor some 60 times, through the form and the API, and on a fast machine
      // more than 10 of them fall in one minute: the limit (tested in accounts.login.test.ts) then refused one.
      LOGIN_ATTEMPTS_PER_MINUTE: '600',
    },
  },
});
