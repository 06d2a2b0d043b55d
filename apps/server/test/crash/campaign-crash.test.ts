/**
 * Exactly-once sending of a campaign across a crash: the real server sends a campaign to a real SMTP peer and is
 * killed with SIGKILL while a batch is on the wire (the peer kills it from inside its 50th mail), then started
 * again on the same data. Nobody gets two mails; everyone queued at the kill is sent after the restart; the batch
 * the dead process had claimed is reported `unknown` (some of it was delivered, some perhaps not) and not resent.
 *
 * PGlite (default): the restart judges the dead claims at once. PostgreSQL (DATABASE_URL set): once they are
 * CAMPAIGN_CLAIM_TIMEOUT_SECONDS old (2 here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../src/modules/accounts/accounts.seed';
import { issueToken } from '../../src/modules/accounts/sessions';
import { networkLabels } from '../../src/modules/network/network.schema';
import { seedProspects } from '../helpers/campaigns';
import { startSmtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { crashData, type CrashData } from './crash-data';
import { stopServerProcess, type ServerProcess } from './server-process';

const PEOPLE = 120;
/** 40 a second, so a batch is 40 recipients. */
const RATE = '2400';
const KILL_AT = 50;

describe('a campaign whose server is killed mid-send', () => {
  let data: CrashData;
  let smtp: SmtpPeer;
  let token: string;
  let labelId: number;

  const start = () => data.start({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5', CAMPAIGN_RATE_PER_MINUTE: RATE, CAMPAIGN_CLAIM_TIMEOUT_SECONDS: '2' });
  async function call<T>(server: ServerProcess, method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${server.base}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBe(200);
    return (JSON.parse(text) as { data: T }).data;
  }

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    data = await crashData();
    await data.stored(async (database) => {
      const realtor = await seedUser(database.db, { email: 'crash.realtor@example.com', name: 'Rita Realtor', roles: ['Realtor'] });
      token = (await issueToken(database.db, realtor, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'crash test' } })).token;
      const [label] = await database.db.insert(networkLabels).values({ realtor_id: realtor.id, label_name: 'Everyone' }).returning({ id: networkLabels.id });
      labelId = label!.id;
      await seedProspects({ database }, realtor.id, labelId, Array.from({ length: PEOPLE }, (_, index) => ({ name: `Person ${index}`, email: `person${index}@example.com` })));
    });
  });

  afterAll(async () => {
    await data?.dispose();
    await smtp?.close();
  });

  it('sends each recipient at most once, and everyone still queued after the restart', { timeout: 60_000 }, async () => {
    const started = performance.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)}s`);
    const first = await start();
    phase('listening');
    const sender = (await call<{ id: number; is_account: boolean }[]>(first, 'GET', '/verified-emails')).find((row) => row.is_account)!;
    const template = await call<{ id: number }>(first, 'POST', '/user-email-templates', { name: 'Crash', blocks: [{ type: 'heading', text: 'Hello {{first_name}}' }] });
    const campaign = await call<{ id: number }>(first, 'POST', '/email-campaigns', { name: 'Crash', subject: 'Crash', preview_text: '', sender_id: sender.id, template_id: template.id, label_ids: [labelId] });
    const killed = new Promise<void>((resolve) => smtp.onReceived((count) => count === KILL_AT && (first.child.kill('SIGKILL'), resolve())));
    await call(first, 'POST', `/email-campaigns/${campaign.id}/send`, {});
    await killed;
    phase('killed');
    await stopServerProcess(first, 'SIGKILL');
    const beforeRestart = smtp.received.length;

    const second = await start();
    phase('restarted');
    const deadline = Date.now() + 30_000;
    let status = '';
    while (status !== 'sent' && Date.now() < deadline) {
      status = (await call<{ status: string }>(second, 'GET', `/email-campaigns/${campaign.id}`)).status;
      if (status !== 'sent') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const analytics = await call<{ recipients: { email: string; status: string }[] }>(second, 'GET', `/email-campaign-analytics?campaign_id=${campaign.id}`);
    await stopServerProcess(second, 'SIGTERM');
    phase('sent');
    console.log(`campaign crash: ${phases.join(', ')}; ${beforeRestart} mails before the restart`);
    expect(status).toBe('sent');

    const mails = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.to) mails.set(to, (mails.get(to) ?? 0) + 1);
    expect([...mails.values()].every((count) => count === 1), 'nobody gets two').toBe(true);
    expect(analytics.recipients).toHaveLength(PEOPLE);
    const inState = (wanted: string) => analytics.recipients.filter((recipient) => recipient.status === wanted);
    expect(new Set(analytics.recipients.map((recipient) => recipient.status))).toEqual(new Set(['sent', 'unknown']));
    // Every recipient recorded as sent got its mail; the dead batch is reported, not resent.
    expect(inState('sent').every((recipient) => mails.get(recipient.email) === 1)).toBe(true);
    const unknown = inState('unknown');
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThanOrEqual(40);
    expect(beforeRestart).toBeLessThan(PEOPLE);
    expect(smtp.received.length).toBeGreaterThan(beforeRestart);
  });
});
