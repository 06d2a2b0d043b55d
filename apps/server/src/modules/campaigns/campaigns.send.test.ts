import type { Campaign, CampaignAnalytics, RecipientPreview } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../platform/mail/outbox.schema';
import { campaignLinks } from './campaigns.schema';
import { runCampaign } from './campaign-sender';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { campaignClient, campaignReaches, seedProspects } from '../../../test/helpers/campaigns';
import type { Someone } from '../../../test/helpers/projects';
import { decodeQuotedPrintable, startSmtpPeer, type Received, type SmtpPeer } from '../../../test/helpers/smtp-peer';

let smtp: SmtpPeer;
let t: TestApp;
let realtor: Someone, otherRealtor: Someone, buyer: Someone;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  // Refused-for-now recipients are tried again after 1 s, then 2 s (the retry test's whole wait).
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5', MAIL_RETRY_SECONDS: '1' });
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (address: string, mails: Received[] = smtp.received) => mails.filter((mail) => mail.to.includes(address));
const htmlOf = (mail: Received) => decodeQuotedPrintable(mail.raw);
/** Every address that got mail, with how many mails it got. */
function deliveries(mails: Received[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe('a campaign to a label of a thousand', () => {
  let campaign: Campaign;
  const people = Array.from({ length: 1000 }, (_, index) => ({ name: `Person ${index}`, email: `person${index}@example.com` }));

  beforeAll(async () => {
    const me = campaignClient(t, realtor.token);
    const label = await me.label('Thousand');
    await seedProspects(t, realtor.user.id, label, [
      ...people.slice(0, 999),
      { name: '<b>Eve</b> & co', email: 'person999@example.com' },
      { name: 'Same address again', email: 'PERSON1@example.com' },
      { name: 'No address', email: null },
    ]);
    const template = await me.template();
    campaign = await me.campaign({ sender_id: await me.accountSender(), template_id: template, label_ids: [label] });
  });

  it('previews the count and who is skipped and why', async () => {
    const preview = await campaignClient(t, realtor.token).ok<RecipientPreview>('GET', `/email-campaign-recipients/${campaign.id}`);
    expect(preview.count).toBe(1000);
    expect(preview.skipped).toEqual(
      expect.arrayContaining([
        { email: 'person1@example.com', name: 'Same address again', source: 'label', reason: 'duplicate' },
        { email: null, name: 'No address', source: 'label', reason: 'no_email' },
      ]),
    );
  });

  it('refuses to send to nobody and leaves the draft as it was, which sends once someone is on its list', async () => {
    const me = campaignClient(t, realtor.token);
    const fields = { sender_id: campaign.sender!.id, template_id: campaign.template!.id };
    const noLists = await me.campaign({ ...fields, name: 'No lists', label_ids: [] });
    expectError(await me.call('POST', `/email-campaigns/${noLists.id}/send`, {}), 422, m.noRecipients);
    const label = await me.label('Nobody reachable');
    await seedProspects(t, realtor.user.id, label, [{ name: 'No address', email: null }]);
    const draft = await me.campaign({ ...fields, name: 'Nobody reachable', label_ids: [label] });
    expectError(await me.call('POST', `/email-campaigns/${draft.id}/send`, {}), 422, m.nobodyToSend);
    // The refusal comes after the draft was moved and its links written, in the same transaction: all undone.
    expect(await me.read(draft.id)).toMatchObject({ status: 'draft', counts: { total: 0 } });
    expect(await t.database.db.select({ n: count() }).from(campaignLinks).where(eq(campaignLinks.campaign_id, draft.id))).toEqual([{ n: 0 }]);
    await seedProspects(t, realtor.user.id, label, [{ name: 'Reachable', email: 'reachable@example.com' }]);
    expect((await me.call('POST', `/email-campaigns/${draft.id}/send`, {})).statusCode).toBe(200);
    expect((await campaignReaches(() => me.read(draft.id), 'sent')).counts).toMatchObject({ total: 1, sent: 1 });
  });

  it('refuses outsiders on every call, and a subject or preview with a line break', async () => {
    const id = campaign.id;
    for (const token of [undefined, otherRealtor.token, buyer.token]) {
      const them = campaignClient(t, token);
      for (const [method, url] of [
        ['GET', `/email-campaigns/${id}`],
        ['PUT', `/email-campaigns/${id}`],
        ['DELETE', `/email-campaigns/${id}`],
        ['POST', `/email-campaigns/${id}/send`],
        ['POST', `/email-campaigns/${id}/pause`],
        ['GET', `/email-campaign-recipients/${id}`],
        ['GET', `/email-campaign-analytics?campaign_id=${id}`],
      ] as const) {
        const response = await them.call(method, url, method === 'PUT' ? { name: 'x', subject: 'x', sender_id: 1, template_id: 1 } : method === 'POST' ? {} : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(token ? 404 : 401);
      }
    }
    expect((await campaignClient(t, buyer.token).call('GET', '/email-campaigns')).statusCode).toBe(403);
    const me = campaignClient(t, realtor.token);
    const base = { name: 'Injected', sender_id: campaign.sender!.id, template_id: campaign.template!.id };
    expectError(await me.call('POST', '/email-campaigns', { ...base, subject: 'Hello\r\nBcc: victim@example.com' }), 422, 'This field may not contain control characters.');
    expectError(await me.call('POST', '/email-campaigns', { ...base, subject: 'Hello\nBcc: victim@example.com' }), 422, 'This field may not contain control characters.');
    expect((await me.call('POST', '/email-campaigns', { ...base, subject: 'x', template_id: (await campaignClient(t, otherRealtor.token).template()) })).statusCode).toBe(404);
    expect((await me.read(campaign.id)).status).toBe('draft');
  });

  // A thousand mails take about 20 s on a busy two-core machine: room for a slower one before the test gives up.
  it('sends each address one mail with one-click unsubscribe, bulk precedence, its own Message-ID and escaped merge values', { timeout: 90_000 }, async () => {
    const me = campaignClient(t, realtor.token);
    const before = smtp.received.length;
    const sending = await me.call('POST', `/email-campaigns/${campaign.id}/send`, {});
    expect(sending.json()).toMatchObject({ message: m.campaignSending, data: { status: 'sending' } });
    expectError(await me.call('POST', `/email-campaigns/${campaign.id}/send`, {}), 409, m.campaignCannotSend);
    const done = await campaignReaches(() => me.read(campaign.id), 'sent');
    expect(done.counts).toMatchObject({ total: 1000, sent: 1000, queued: 0, failed: 0, unknown: 0 });

    const mails = smtp.received.slice(before);
    const counts = deliveries(mails);
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const eve = mailsTo('person999@example.com', mails)[0]!;
    expect(eve.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/openhouse\.test\/api\/v1\/email\/unsubscribe\/[\w-]+>/m);
    expect(eve.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(eve.raw).toMatch(/^Precedence: bulk/m);
    expect(eve.raw).toMatch(/^Message-ID: <campaign-\d+-[\w-]+@openhouse\.test>/m);
    expect(eve.raw).toMatch(/^From: Rita Realtor </m);
    const html = htmlOf(eve);
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toMatch(/<h1[^>]*>Hello <b>/);
    expect(html).not.toContain('homes.example.com/1"');
    // The recipient rows are the record: no copy of each mail in the outbox (docs/DECISIONS.md, Exactly once).
    const copies = await t.database.db.select({ n: count() }).from(outboxMessages).where(like(outboxMessages.recipient, 'person%@example.com'));
    expect(copies[0]!.n).toBe(0);
  });

  it('edits a draft, never a campaign that was sent', async () => {
    const me = campaignClient(t, realtor.token);
    const draft = await me.campaign({ name: 'Draft', sender_id: campaign.sender!.id, template_id: campaign.template!.id, label_ids: [] });
    const fields = { name: 'Draft (2)', subject: 'A better subject', preview_text: 'Now with more', sender_id: campaign.sender!.id, template_id: campaign.template!.id, label_ids: campaign.label_ids };
    const edited = await me.call('PUT', `/email-campaigns/${draft.id}`, fields);
    expect(edited.json()).toMatchObject({ message: m.campaignUpdated, data: { name: 'Draft (2)', subject: 'A better subject', preview_text: 'Now with more', label_ids: campaign.label_ids, status: 'draft' } });
    expectError(await me.call('PUT', `/email-campaigns/${campaign.id}`, fields), 409, m.campaignNotEditable);
    expect(await me.read(campaign.id)).toMatchObject({ name: 'Spring', subject: 'Spring news', status: 'sent' });
    // A label deleted after the draft was saved leaves the draft; the lists that remain still count.
    const gone = await me.label('Gone soon');
    await me.ok('PUT', `/email-campaigns/${draft.id}`, { ...fields, label_ids: [...campaign.label_ids, gone] });
    expect((await me.call('DELETE', `/network-labels/${gone}`)).statusCode).toBe(200);
    expect((await me.read(draft.id)).label_ids).toEqual(campaign.label_ids);
    expect((await me.ok<RecipientPreview>('GET', `/email-campaign-recipients/${draft.id}`)).count).toBe(1000);
    expect((await me.call('DELETE', `/email-campaigns/${draft.id}`)).statusCode).toBe(200);
  });

  it('redirects a click only to a link of the campaign, counts opens and clicks, and unsubscribes only on POST', async () => {
    const me = campaignClient(t, realtor.token);
    const html = htmlOf(mailsTo('person5@example.com')[0]!);
    const click = new URL(/href="(http:\/\/openhouse\.test\/api\/v1\/email\/click\/[^"]+)"/.exec(html)![1]!);
    const pixel = new URL(/src="(http:\/\/openhouse\.test\/api\/v1\/email\/open\/[^"]+)"/.exec(html)![1]!);
    const unsubscribe = new URL(/href="(http:\/\/openhouse\.test\/api\/v1\/email\/unsubscribe\/[^"]+)"/.exec(html)![1]!);
    const browser = { 'user-agent': 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15' };

    const opened = await t.call({ method: 'GET', url: pixel.pathname, headers: browser });
    expect(opened.headers['content-type']).toBe('image/gif');
    const redirected = await t.call({ method: 'GET', url: click.pathname, headers: browser });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://homes.example.com/1');
    // Another link id (another campaign's, or none), or a made-up token, is never an open redirect.
    const [, , , , , token, linkId] = click.pathname.split('/');
    for (const path of [`/api/v1/email/click/${token}/${Number(linkId) + 1}`, `/api/v1/email/click/${'x'.repeat(32)}/${linkId}`, `/api/v1/email/click/${token}/${linkId}?url=https://evil.example.com`]) {
      const response = await t.call({ method: 'GET', url: path });
      expect(response.headers.location === 'https://homes.example.com/1' || response.statusCode === 404, path).toBe(true);
      expect(response.headers.location ?? '').not.toContain('evil');
    }

    const page = await t.call({ method: 'GET', url: unsubscribe.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    let analytics = await me.ok<CampaignAnalytics>('GET', `/email-campaign-analytics?campaign_id=${campaign.id}`);
    expect(analytics.totals).toMatchObject({ sent: 1000, delivered: 1000, clicked: 1, unsubscribed: 0 });
    expect(analytics.totals.opened).toBeGreaterThanOrEqual(1);
    // The probe with an extra query was still the recipient's own link: a second click, the same person.
    expect(analytics.links).toEqual([{ url: 'https://homes.example.com/1', clicks: 2, unique_clicks: 1 }]);

    const oneClick = await t.call({ method: 'POST', url: unsubscribe.pathname, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain(m.unsubscribed);
    analytics = await me.ok<CampaignAnalytics>('GET', `/email-campaign-analytics?campaign_id=${campaign.id}`);
    expect(analytics.totals.unsubscribed).toBe(1);
    expect(analytics.recipients.find((r) => r.email === 'person5@example.com')).toMatchObject({ status: 'sent', unsubscribed: true });

    // The next campaign to the same label skips the address, for good, and says why.
    const next = await me.campaign({ name: 'Summer', sender_id: campaign.sender!.id, template_id: campaign.template!.id, label_ids: campaign.label_ids });
    const preview = await me.ok<RecipientPreview>('GET', `/email-campaign-recipients/${next.id}`);
    expect(preview.count).toBe(999);
    expect(preview.skipped).toContainEqual({ email: 'person5@example.com', name: 'Person 5', source: 'label', reason: 'unsubscribed' });
  });
});

describe('pause and resume', () => {
  it('send everyone exactly once, however the pause falls', async () => {
    const slow = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5', MAIL_RETRY_SECONDS: '1', CAMPAIGN_RATE_PER_MINUTE: '600' }, { database: t.database });
    try {
      const me = campaignClient(slow, realtor.token);
      const label = await me.label('Thirty');
      const people = Array.from({ length: 30 }, (_, index) => ({ name: `Slow ${index}`, email: `slow${index}@example.com` }));
      await seedProspects(slow, realtor.user.id, label, people);
      const campaign = await me.campaign({ name: 'Slow', sender_id: await me.accountSender(), template_id: await me.template('Slow'), label_ids: [label] });
      const before = smtp.received.length;
      await me.ok('POST', `/email-campaigns/${campaign.id}/send`, {});
      const deadline = Date.now() + 20_000;
      while (smtp.received.length - before < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await me.call('POST', `/email-campaigns/${campaign.id}/pause`)).json().message).toBe(m.campaignPaused);
      // Whatever batch was in flight finishes; then nothing more goes while paused.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const whilePaused = smtp.received.length;
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(smtp.received.length).toBe(whilePaused);
      expect(whilePaused - before).toBeLessThan(30);
      expect((await me.read(campaign.id)).status).toBe('paused');
      expectError(await me.call('POST', `/email-campaigns/${campaign.id}/pause`), 409, m.campaignCannotPause);

      expect((await me.call('POST', `/email-campaigns/${campaign.id}/resume`)).json().message).toBe(m.campaignResumed);
      const done = await campaignReaches(() => me.read(campaign.id), 'sent', 30_000);
      expect(done.counts).toMatchObject({ total: 30, sent: 30 });
      const counts = deliveries(smtp.received.slice(before));
      expect(people.every((person) => counts.get(person.email) === 1)).toBe(true);
      expect(counts.size).toBe(30);
    } finally {
      await slow.app.close();
    }
  });
});

describe('refusals', () => {
  it('tries a recipient refused for now (4xx) again with backoff up to the limit, and never one refused for good (5xx)', async () => {
    const me = campaignClient(t, realtor.token);
    const label = await me.label('Refusals');
    const addresses = { later: 'later@example.com', busy: 'busy@example.com', gone: 'gone@example.com', fine: 'fine@example.com' };
    await seedProspects(t, realtor.user.id, label, Object.entries(addresses).map(([name, email]) => ({ name, email })));
    const tries = new Map<string, number[]>();
    smtp.refuse((address) => {
      const seen = [...(tries.get(address) ?? []), Date.now()];
      tries.set(address, seen);
      if (address === addresses.later) return seen.length < 3 ? 451 : undefined;
      if (address === addresses.busy) return 452;
      return address === addresses.gone ? 550 : undefined;
    });
    try {
      const campaign = await me.campaign({ name: 'Refusals', sender_id: await me.accountSender(), template_id: await me.template('Refusals'), label_ids: [label] });
      const before = smtp.received.length;
      await me.ok('POST', `/email-campaigns/${campaign.id}/send`, {});
      const done = await campaignReaches(() => me.read(campaign.id), 'sent', 30_000);
      expect(done.counts).toMatchObject({ total: 4, sent: 2, failed: 1, bounced: 1, queued: 0 });
      expect(deliveries(smtp.received.slice(before))).toEqual(new Map([[addresses.fine, 1], [addresses.later, 1]]));
      expect(tries.get(addresses.gone)).toHaveLength(1);
      expect(tries.get(addresses.fine)).toHaveLength(1);
      const busy = tries.get(addresses.busy)!;
      expect(busy).toHaveLength(3);
      // Backoff: about 1 s, then about 2 s between the tries.
      expect(busy[1]! - busy[0]!).toBeGreaterThanOrEqual(900);
      expect(busy[2]! - busy[1]!).toBeGreaterThanOrEqual(1900);
      const analytics = await me.ok<CampaignAnalytics>('GET', `/email-campaign-analytics?campaign_id=${campaign.id}`);
      const status = (email: string) => analytics.recipients.find((recipient) => recipient.email === email);
      expect(status(addresses.busy)).toMatchObject({ status: 'failed', error: expect.stringContaining('452') });
      expect(status(addresses.gone)).toMatchObject({ status: 'bounced', error: expect.stringContaining('550') });
      expect(status(addresses.later)).toMatchObject({ status: 'sent' });
    } finally {
      smtp.refuse(() => undefined);
    }
  });
});

describe('sent from a web process without workers (JOBS=false), as `npm start` runs on PostgreSQL', () => {
  it("is left to the jobs process's workers, which write its recipients and send each of them one mail", { timeout: 60_000 }, async () => {
    // The web process gets an SMTP peer of its own: a mail there would mean it ran the campaign itself.
    const webSmtp = await startSmtpPeer();
    const web = await createTestApp({ SMTP_URL: webSmtp.url, JOBS: 'false' }, { database: t.database });
    try {
      const me = campaignClient(web, realtor.token);
      const label = await me.label('Web and jobs');
      const people = Array.from({ length: 30 }, (_, index) => ({ name: `Split ${index}`, email: `split${index}@example.com` }));
      await seedProspects(web, realtor.user.id, label, people);
      const campaign = await me.campaign({ sender_id: await me.accountSender(), template_id: await me.template(), label_ids: [label] });
      const sending = await me.call('POST', `/email-campaigns/${campaign.id}/send`, {});
      // The request wrote nobody: the run does, once, where the workers are.
      expect(sending.json()).toMatchObject({ data: { status: 'sending', recipients_pending: true, counts: { total: 0 } } });
      const done = await campaignReaches(() => campaignClient(t, realtor.token).read(campaign.id), 'sent');
      expect(done).toMatchObject({ recipients_pending: false, counts: { total: 30, sent: 30, queued: 0, unknown: 0 } });
      const counts = deliveries(smtp.received.filter((mail) => mail.to.some((to) => to.startsWith('split'))));
      expect([...counts.keys()].sort()).toEqual(people.map((person) => person.email).sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(webSmtp.received).toHaveLength(0);
    } finally {
      await web.close();
      await webSmtp.close();
    }
  });

  it('wakes the workers: the run starts on the send, not at their next poll', { timeout: 60_000 }, async () => {
    // A database of its own whose only workers poll once a minute, after a first look when they start: without
    // the web process's wake notice the run would wait for that minute.
    const ownSmtp = await startSmtpPeer();
    const workers = await createTestApp({ SMTP_URL: ownSmtp.url, JOBS_POLL_SECONDS: '60' });
    const web = await createTestApp({ SMTP_URL: ownSmtp.url, JOBS: 'false' }, { database: workers.database });
    try {
      const owner = await workers.user({ roles: ['Realtor'] });
      const me = campaignClient(web, owner.token);
      const label = await me.label('Woken');
      await seedProspects(web, owner.user.id, label, Array.from({ length: 5 }, (_, index) => ({ name: `Woken ${index}`, email: `woken${index}@example.com` })));
      const campaign = await me.campaign({ sender_id: await me.accountSender(), template_id: await me.template(), label_ids: [label] });
      await me.ok('POST', `/email-campaigns/${campaign.id}/send`, {});
      const done = await campaignReaches(() => me.read(campaign.id), 'sent', 20_000);
      expect(done.counts).toMatchObject({ total: 5, sent: 5 });
      expect(deliveries(ownSmtp.received).size).toBe(5);
    } finally {
      await web.close();
      await workers.close();
      await ownSmtp.close();
    }
  });

  it('writes nobody while paused or cancelled before its run, and everyone once when resumed', { timeout: 60_000 }, async () => {
    // A database of its own with no workers at all: each run below is one a worker would take, run by hand.
    const ownSmtp = await startSmtpPeer();
    const alone = await createTestApp({ SMTP_URL: ownSmtp.url, JOBS: 'false' });
    try {
      const owner = await alone.user({ roles: ['Realtor'] });
      const me = campaignClient(alone, owner.token);
      const label = await me.label('Paused early');
      await seedProspects(alone, owner.user.id, label, Array.from({ length: 12 }, (_, index) => ({ name: `Early ${index}`, email: `early${index}@example.com` })));
      const [sender, template] = [await me.accountSender(), await me.template()];
      const paused = await me.campaign({ name: 'Paused', sender_id: sender, template_id: template, label_ids: [label] });
      const cancelled = await me.campaign({ name: 'Cancelled', sender_id: sender, template_id: template, label_ids: [label] });
      for (const campaign of [paused, cancelled]) await me.ok('POST', `/email-campaigns/${campaign.id}/send`, {});
      await me.ok('POST', `/email-campaigns/${paused.id}/pause`);
      await me.ok('POST', `/email-campaigns/${cancelled.id}/cancel`);
      for (const campaign of [paused, cancelled]) await runCampaign(alone.app.platform, campaign.id);
      expect(await me.read(paused.id)).toMatchObject({ status: 'paused', recipients_pending: true, counts: { total: 0 } });
      expect(await me.read(cancelled.id)).toMatchObject({ status: 'cancelled', recipients_pending: true, counts: { total: 0 } });

      await me.ok('POST', `/email-campaigns/${paused.id}/resume`);
      // The run queued by the send and the one queued by the resume: the recipients are written once.
      await Promise.all([runCampaign(alone.app.platform, paused.id), runCampaign(alone.app.platform, paused.id)]);
      expect(await me.read(paused.id)).toMatchObject({ status: 'sent', recipients_pending: false, counts: { total: 12, sent: 12 } });
      const counts = deliveries(ownSmtp.received);
      expect(counts.size).toBe(12);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await alone.close();
      await ownSmtp.close();
    }
  });
});
