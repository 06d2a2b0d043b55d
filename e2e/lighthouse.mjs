// Lighthouse (performance and accessibility) against the built app, started as the e2e suite starts it
// (`npm start`: built web app, PGlite, demo data), in Debian's Chromium. Fails below 95 in either category.
// Run: npm run lighthouse -w @openhouse/e2e. LIGHTHOUSE_RUNS=3 measures every page three times, prints each run
// and judges the median: on a shared machine total blocking time moves by hundreds of milliseconds between runs.
// LIGHTHOUSE_PAGES=landing,property,dashboard picks some of the pages. LIGHTHOUSE_REPORT_DIR=<folder> keeps each
// run's full report there as JSON (name-run.json), for the audits the table leaves out (long tasks, script bootup …).
// The browser reaches the app through an HTTPS front speaking HTTP/2 (http2-front.mjs), as a deployment serves it;
// LIGHTHOUSE_HTTP=1.1 measures the app's own HTTP/1.1 listener instead.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startHttp2Front } from './http2-front.mjs';

const MIN_SCORE = 95;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const viaHttp2 = process.env.LIGHTHOUSE_HTTP !== '1.1';
const appOrigin = `http://localhost:${port}`;
// What the browser opens: the HTTP/2 front on the next port, or the app itself.
const origin = viaHttp2 ? `https://localhost:${port + 1}` : appOrigin;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// The front's certificate is made for the run, so no authority vouches for it.
if (viaHttp2) chromeFlags.push('--ignore-certificate-errors');

const server = spawn('node', [fileURLToPath(new URL('../scripts/start.mjs', import.meta.url))], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'openhouse-lighthouse-')),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    DATABASE_URL: '',
    SMTP_URL: '',
  },
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      if ((await fetch(`${appOrigin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start within 3 minutes');
}

async function api(path, init = {}) {
  const response = await fetch(`${appOrigin}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

let chrome;
let closeFront;
try {
  await waitForHealth();
  if (viaHttp2) closeFront = await startHttp2Front({ port: port + 1, appPort: port });
  const { data: session } = await api('/login', { method: 'POST', body: JSON.stringify({ email: 'realtor@openhouse.demo', password: 'Openhouse1!', remember_me: true }) });
  const signedIn = { authorization: `Bearer ${session.authorization.token}` };
  // The dashboard is measured as the realtor sees it every day: the welcome tour opens once, on the first visit,
  // and would be the first run's largest paint alone (the modal's text), so it is recorded as seen beforehand.
  await api(`/users/${session.user.id}`, { method: 'PUT', headers: signedIn, body: JSON.stringify({ show_guided_tour: 1 }) });
  session.user.show_guided_tour = 1;
  const listings = await api('/properties', { headers: signedIn });
  const listingId = JSON.stringify(listings).match(/"id":(\d+)/)?.[1];
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'property', path: `/properties/${listingId}` },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
  ].filter(({ name }) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(name));

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  const runs = pages.flatMap((target) => Array.from({ length: RUNS }, (_, run) => ({ ...target, run: run + 1 })));
  for (const { name, path, signedIn, run } of runs) {
    const page = await browser.newPage();
    await page.goto(`${origin}/terms-conditions`);
    // The session is stored where the web app keeps it (apps/web/src/lib/session.ts); Lighthouse must not wipe it.
    // The callback runs in the page, where localStorage is the browser's.
    await page.evaluate((payload) => {
      /* global localStorage */
      localStorage.clear();
      if (!payload) return;
      localStorage.setItem('access_token', JSON.stringify({ token: payload.authorization.token, timestamp: Date.now(), expires_at: payload.authorization.expires_at }));
      localStorage.setItem('user', JSON.stringify(payload.user));
      localStorage.setItem('user_email', payload.user.email);
    }, signedIn ? session : null);
    // Storage is kept for the session (disableStorageReset below), which would keep the HTTP cache too, warm from
    // the page above and from earlier runs: emptied here, so every run loads the app as a first visit does.
    const devtools = await page.createCDPSession();
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    // The listing map's OpenStreetMap tiles are blocked so they fail at once: the run must not depend on the
    // network, and a tile server's speed is not the app's.
    const { lhr } = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, blockedUrlPatterns: ['*tile.openstreetmap.org*'] }, undefined, page);
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${run}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) console.log(`  ${name} run ${run}: Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '';
    const shifted = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '';
    results.push({ name, run, benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0), performance: score('performance'), accessibility: score('accessibility'), fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), cls: metric('cumulative-layout-shift'), lcpElement: lcpElement.slice(-40), shifted: shifted.join(' | ').slice(0, 60) });
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id));
    for (const audit of failing) {
      const where = (audit.details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet).filter(Boolean);
      console.log(`  ${name}: accessibility audit failing: ${audit.id} (${audit.title})${where.map((snippet) => `\n    ${snippet}`).join('')}`);
    }
    await page.close();
  }
  await browser.disconnect();
  console.log(`\nLighthouse (default mobile settings, simulated throttling; ${viaHttp2 ? 'HTTPS with HTTP/2' : 'HTTP/1.1'})`);
  console.table(results);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const judged = pages.map(({ name }) => {
    const own = results.filter((result) => result.name === name);
    return { name, performance: median(own.map((result) => result.performance)), accessibility: median(own.map((result) => result.accessibility)) };
  });
  if (RUNS > 1) console.table(judged);
  const low = judged.filter((result) => result.performance < MIN_SCORE || result.accessibility < MIN_SCORE);
  if (low.length > 0) {
    console.error(`Below ${MIN_SCORE}${RUNS > 1 ? ` (median of ${RUNS} runs)` : ''}: ${low.map((result) => `${result.name} (performance ${result.performance}, accessibility ${result.accessibility})`).join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  await closeFront?.();
  server.kill('SIGTERM');
}
