import type { Campaign } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { COMPLETED_TASK_STATUS_ID } from '@openhouse/shared/projects/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { campaignClient, seedProspects } from '../../../test/helpers/campaigns';
import { listingWithSides } from '../../../test/helpers/properties';
import { createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { startSmtpPeer, type SmtpPeer } from '../../../test/helpers/smtp-peer';
import { acceptBid, insertAuctionWithBid } from '../../../test/helpers/transactions';
import { prospectLabels, prospects } from '../network/network.schema';
import { projects } from '../projects/projects.schema';
import { campaignRecipients, emailUnsubscribes } from './campaigns.schema';
import { sweepLabelSteps } from './sequence-steps';

let smtp: SmtpPeer;
let t: TestApp;
let realtor: Someone, otherRealtor: Someone, buyer: Someone;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' });
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const DAY = 24 * 60 * 60 * 1000;
/** The campaign mails (subject 'Spring news') an address got; a deal's people also get the deal's own mail. */
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address) && /^Subject: Spring news/m.test(mail.raw)).length;
/** Waits until nobody of the step is still queued (its run happens in the background), and answers the campaign. */
async function settled(id: number, token = realtor.token): Promise<Campaign> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const campaign = await campaignClient(t, token).read(id);
    if (campaign.counts.queued === 0) return campaign;
    if (Date.now() > deadline) throw new Error(`still queued: ${JSON.stringify(campaign.counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
async function stepCampaign(token: string, trigger: object, name = 'Step'): Promise<Campaign> {
  const me = campaignClient(t, token);
  return me.campaign({ name, sender_id: await me.accountSender(), template_id: await me.template(), trigger });
}

describe('a label step: 3 days after a prospect gets a label', () => {
  let step: Campaign;
  let label: number;

  beforeAll(async () => {
    const me = campaignClient(t, realtor.token);
    label = await me.label('Hot lead');
    // Labelled before the step starts: a step answers labels given from its start on, not the list as it stands.
    await seedProspects(t, realtor.user.id, label, [{ name: 'Long Known', email: 'old@example.com' }]);
    step = await stepCampaign(realtor.token, { kind: 'label_added', label_id: label, delay_days: 3 });
    expect(step).toMatchObject({ status: 'draft', step: { kind: 'label_added', label_id: label, label_name: 'Hot lead', delay_days: 3 } });
    const started = await me.call('POST', `/email-campaigns/${step.id}/send`, {});
    expect(started.json()).toMatchObject({ message: m.stepStarted, data: { status: 'active', counts: { total: 0 } } });
    await seedProspects(t, realtor.user.id, label, [
      { name: 'Ann Able', email: 'ann@example.com' },
      { name: 'Ben Baker', email: 'ben@example.com' },
      { name: 'Cy Gone', email: 'cy@example.com' },
    ]);
    await t.database.db.insert(emailUnsubscribes).values({ user_id: realtor.user.id, email: 'cy@example.com' });
  });

  it('sends nothing before the delay has passed', async () => {
    await sweepLabelSteps(t.app.platform, new Date(Date.now() + 3 * DAY - 60 * 60 * 1000));
    expect((await settled(step.id)).counts.total).toBe(0);
    expect(mailsTo('ann@example.com')).toBe(0);
  });

  it('sends each newly labelled prospect one mail once it has, skipping an unsubscribed address and the ones labelled before the start', async () => {
    await sweepLabelSteps(t.app.platform, new Date(Date.now() + 3 * DAY + 5 * 60 * 1000));
    const done = await settled(step.id);
    expect(done).toMatchObject({ status: 'active', counts: { total: 3, sent: 2, skipped: 1, queued: 0, failed: 0 } });
    expect([mailsTo('ann@example.com'), mailsTo('ben@example.com'), mailsTo('cy@example.com'), mailsTo('old@example.com')]).toEqual([1, 1, 0, 0]);
    const [cy] = await t.database.db.select().from(campaignRecipients).where(and(eq(campaignRecipients.campaign_id, step.id), eq(campaignRecipients.email, 'cy@example.com')));
    expect(cy).toMatchObject({ status: 'skipped', skip_reason: 'unsubscribed', source: 'label' });
  });

  it('sends nothing more on the next runs, even to a prospect whose label was taken off and given again', async () => {
    const later = new Date(Date.now() + 7 * DAY);
    await Promise.all([sweepLabelSteps(t.app.platform, later), sweepLabelSteps(t.app.platform, later)]);
    const [ann] = await t.database.db.select().from(prospects).where(eq(prospects.email, 'ann@example.com'));
    await t.database.db.delete(prospectLabels).where(eq(prospectLabels.prospect_id, ann!.id));
    await t.database.db.insert(prospectLabels).values({ prospect_id: ann!.id, label_id: label });
    await sweepLabelSteps(t.app.platform, new Date(Date.now() + 10 * DAY));
    expect((await settled(step.id)).counts).toMatchObject({ total: 3, sent: 2, skipped: 1 });
    expect([mailsTo('ann@example.com'), mailsTo('ben@example.com')]).toEqual([1, 1]);
  });

  it('is set by its realtor alone, with their own label', async () => {
    const fields = { name: 'Taken', subject: 'x', sender_id: step.sender!.id, template_id: step.template!.id, trigger: { kind: 'label_added', label_id: label, delay_days: 1 } };
    for (const token of [undefined, otherRealtor.token, buyer.token]) {
      expect((await campaignClient(t, token).call('PUT', `/email-campaigns/${step.id}`, fields)).statusCode).toBe(token ? 404 : 401);
    }
    const theirs = campaignClient(t, otherRealtor.token);
    const own = { sender_id: await theirs.accountSender(), template_id: await theirs.template() };
    expect((await theirs.call('POST', '/email-campaigns', { name: 'Borrowed', subject: 'x', ...own, trigger: { kind: 'label_added', label_id: label, delay_days: 0 } })).statusCode).toBe(404);
    expect((await campaignClient(t, buyer.token).call('POST', '/email-campaigns', fields)).statusCode).toBe(403);
    expectError(await theirs.call('POST', '/email-campaigns', { name: 'Both', subject: 'x', ...own, label_ids: [await theirs.label('Mine')], trigger: { kind: 'milestone_reached', milestone_name: 'Closing' } }), 422, m.stepNeedsNoLists);
    expectError(await theirs.call('POST', '/email-campaigns', { name: 'Long', subject: 'x', ...own, trigger: { kind: 'label_added', label_id: label, delay_days: 366 } }), 422, m.delayDaysRange);
    expect(await campaignClient(t, realtor.token).read(step.id)).toMatchObject({ name: 'Step', status: 'active', step: { delay_days: 3 } });
  });
});

/** A listing sold through an accepted bid: its sides, the deal's buyer, and the Closing milestone of the deal's project. */
async function dealAtClosing() {
  const sides = await listingWithSides(t);
  const dealBuyer = await t.user({ roles: ['Buyer'] });
  const { bid } = await insertAuctionWithBid(t.database.db, { property: sides.property, buyer: dealBuyer.user, amount: 701000, contingency: [], escrow_closing_date: '2030-03-01' });
  expect((await acceptBid(t, sides.realtor.token, bid)).statusCode).toBe(201);
  await t.app.platform.events.idle();
  const [project] = await t.database.db.select().from(projects).where(eq(projects.property_id, sides.property.id));
  const closing = (await milestonesOf(t, sides.realtor.token, project!.id)).find((milestone) => milestone.milestone_name === 'Closing')!;
  return { sides, dealBuyer, closing };
}

describe('a milestone step: when a project reaches a milestone, to the deal’s buyer and seller', () => {
  it('fires once when its milestone is reached, and not again when it is reached again', async () => {
    const { sides, dealBuyer, closing } = await dealAtClosing();
    const step = await stepCampaign(sides.realtor.token, { kind: 'milestone_reached', milestone_name: ' closing ' });
    expect((await campaignClient(t, sides.realtor.token).call('POST', `/email-campaigns/${step.id}/send`, {})).json()).toMatchObject({ data: { status: 'active', step: { kind: 'milestone_reached', milestone_name: 'closing' } } });
    // Another realtor's step on the same milestone name is not theirs to fire.
    const stranger = await stepCampaign(otherRealtor.token, { kind: 'milestone_reached', milestone_name: 'Closing' }, 'Not mine');
    await campaignClient(t, otherRealtor.token).call('POST', `/email-campaigns/${stranger.id}/send`, {});

    const tasks = [await createTask(t, sides.realtor.token, { milestone_id: closing.id, title: 'Sign the deed' }), await createTask(t, sides.realtor.token, { milestone_id: closing.id, title: 'Hand over keys' })];
    const complete = async (id: number, status_id = COMPLETED_TASK_STATUS_ID) => {
      expect((await t.call({ method: 'PUT', url: `/api/v1/milestone/task/${id}`, token: sides.realtor.token, payload: { status_id } })).statusCode).toBe(200);
      await t.app.platform.events.idle();
    };
    await complete(tasks[0]!.id);
    expect((await settled(step.id, sides.realtor.token)).counts.total).toBe(0);

    await complete(tasks[1]!.id);
    const done = await settled(step.id, sides.realtor.token);
    expect(done).toMatchObject({ status: 'active', counts: { total: 2, sent: 2 } });
    expect([mailsTo(sides.seller.user.email), mailsTo(dealBuyer.user.email)]).toEqual([1, 1]);

    await complete(tasks[1]!.id, 2);
    await complete(tasks[1]!.id);
    expect((await settled(step.id, sides.realtor.token)).counts).toMatchObject({ total: 2, sent: 2 });
    expect([mailsTo(sides.seller.user.email), mailsTo(dealBuyer.user.email)]).toEqual([1, 1]);
    expect((await campaignClient(t, otherRealtor.token).read(stranger.id)).counts.total).toBe(0);
  });

  it('fires when the last open task of its milestone is removed, the others being done', async () => {
    const { sides, dealBuyer, closing } = await dealAtClosing();
    const step = await stepCampaign(sides.realtor.token, { kind: 'milestone_reached', milestone_name: 'Closing' }, 'Closed by removal');
    await campaignClient(t, sides.realtor.token).call('POST', `/email-campaigns/${step.id}/send`, {});
    const done = await createTask(t, sides.realtor.token, { milestone_id: closing.id, title: 'Sign the deed' });
    const open = await createTask(t, sides.realtor.token, { milestone_id: closing.id, title: 'Not needed after all' });
    expect((await t.call({ method: 'PUT', url: `/api/v1/milestone/task/${done.id}`, token: sides.realtor.token, payload: { status_id: COMPLETED_TASK_STATUS_ID } })).statusCode).toBe(200);
    await t.app.platform.events.idle();
    expect((await settled(step.id, sides.realtor.token)).counts.total).toBe(0);

    expect((await t.call({ method: 'DELETE', url: `/api/v1/milestone/task/${open.id}`, token: sides.realtor.token })).statusCode).toBe(200);
    await t.app.platform.events.idle();
    expect(await settled(step.id, sides.realtor.token)).toMatchObject({ status: 'active', counts: { total: 2, sent: 2 } });
    expect([mailsTo(sides.seller.user.email), mailsTo(dealBuyer.user.email)]).toEqual([1, 1]);
  });
});
