/**
 * Campaign sending (`BENCH_ONLY=campaigns npm run bench`): a seeding process (target.ts `campaigns`) writes a
 * realtor, a label of BENCH_CAMPAIGN_RECIPIENTS prospects (default 10,000), a template and a draft into a fresh
 * PostgreSQL database and exits; then the server as `npm start` runs it (the bundle, spawnBundledServer: a web and
 * a jobs process) sends the campaign through its pooled SMTP connections to a local SMTP peer (smtp-server, in this
 * process), with the throttle off. Reported: e-mails per second from the send request until the campaign is `sent`
 * (every recipient written, every mail handed over and recorded), and each process's RSS before the send and at its
 * peak, sampled every 200 ms from /proc. Targets: at least 1,000 e-mails a second; under 200 MB RSS for each process
 * (run with BENCH_CAMPAIGN_RECIPIENTS=100000 for the memory target of the issue).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { record } from './bench-results';
import { freshDatabase, spawnBundledServer, spawnTarget } from './spawn-target';

const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 10_000);
const RATE_TARGET = 1000;
const RSS_TARGET_MB = 200;
const SERVER_PORT = 4393;

/** An SMTP peer that takes every mail and only counts it (the bodies are read and dropped). */
async function countingPeer(): Promise<{ url: string; count: () => number; firstAt: () => number | undefined; close: () => Promise<void> }> {
  let mails = 0;
  let firstAt: number | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        mails += 1;
        firstAt ??= performance.now();
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, count: () => mails, firstAt: () => firstAt, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function campaigns(): Promise<void> {
  const database = await freshDatabase('campaigns', 'Campaign sending bench');
  if (!database) return;
  const seeding = spawnTarget('campaigns', { DATABASE_URL: database, BENCH_CAMPAIGN_RECIPIENTS: String(RECIPIENTS) });
  const world = await seeding.nextJson<{ token: string; campaignId: number }>();
  await seeding.close();
  const smtp = await countingPeer();
  const server = await spawnBundledServer({ DATABASE_URL: database, SMTP_URL: smtp.url, CAMPAIGN_RATE_PER_MINUTE: '0' }, SERVER_PORT);
  try {
    const base = `http://127.0.0.1:${server.port}/api/v1/email-campaigns/${world.campaignId}`;
    const headers = { authorization: `Bearer ${world.token}`, 'content-type': 'application/json' };
    const before = server.rss();
    const started = performance.now();
    const sent = await fetch(`${base}/send`, { method: 'POST', headers, body: '{}' });
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
    const peaks: Record<string, number> = {};
    /** When each process peaked, in seconds from the send: during the recipients' writing (before the first mail) or the sending. */
    const peakedAt: Record<string, number> = {};
    let status = '';
    while (status !== 'sent' && performance.now() - started < 600_000) {
      for (const [name, rss] of Object.entries(server.rss())) {
        if (rss <= (peaks[name] ?? 0)) continue;
        peaks[name] = rss;
        peakedAt[name] = (performance.now() - started) / 1000;
      }
      status = ((await (await fetch(base, { headers })).json()) as { data: { status: string } }).data.status;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = smtp.count() / seconds;
    const mb = (bytes: number) => bytes / 1024 / 1024;
    // Each process the server runs as (npm start on PostgreSQL: web and jobs) must stay under the target.
    const largest = Math.max(...Object.values(peaks).map(mb));
    const perProcess = Object.entries(peaks)
      .map(([name, peak]) => `${name} ${mb(peak).toFixed(0)} MB at ${peakedAt[name]!.toFixed(1)} s (${mb(before[name] ?? 0).toFixed(0)} MB before the send)`)
      .join(', ');
    // The first mail's time tells the run's start (the jobs process woken, the recipients written) from the sending.
    const firstMail = (((smtp.firstAt() ?? performance.now()) - started) / 1000).toFixed(1);
    console.log(
      `\nCampaign sending (postgres, ${RECIPIENTS} recipients, throttle off): ${smtp.count()} e-mails in ${seconds.toFixed(1)} s (the first after ${firstMail} s), ` +
        `${Math.round(rate)} e-mails/s; peak RSS ${perProcess}; status ${status}`,
    );
    console.log(`campaign send rate target >= ${RATE_TARGET} e-mails/s: ${rate >= RATE_TARGET ? 'met' : 'NOT met'}; RSS target < ${RSS_TARGET_MB} MB per process: ${largest < RSS_TARGET_MB ? 'met' : 'NOT met'}`);
    record('campaigns.e-mails/s', rate, 'e-mails/s', 'higher');
    record('campaigns.peak RSS', largest, 'MB', 'lower');
    for (const [name, peak] of Object.entries(peaks)) record(`campaigns.peak RSS (${name})`, mb(peak), 'MB', 'lower');
  } finally {
    await server.close();
    await smtp.close();
  }
}
