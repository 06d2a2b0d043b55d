import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../helpers/accounts';
import { campaignClient, seedProspects } from '../helpers/campaigns';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertApprovedBidders } from '../helpers/auction';
import { acceptedBid, approvedBidder, bidPayload, enableBidding, type Person } from '../helpers/bidding';
import { sendText, startConversation } from '../helpers/messaging';
import { notify } from '../helpers/notices';
import { createProject, createTask, milestonesOf } from '../helpers/projects';
import { insertProperty, listingWithSides } from '../helpers/properties';
import { costOf, listed, type Cost } from '../helpers/statements';
import { shareLinkEvents, shareLinks } from '../../src/modules/file-manager/share-links.schema';
import { projects } from '../../src/modules/projects/projects.schema';
import { writePendingRecipients } from '../../src/modules/campaigns/campaign-recipients';
import { countInState, moveCampaign } from '../../src/modules/campaigns/campaigns.repository';
import { STATEMENT_BUDGETS, type Budget } from './statement-budgets';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/app';

/**
 * Statements and jobs per operation on the hot paths, like Django's assertNumQueries: counts do not vary
 * with the machine's load the way timings do, so a change that multiplies an operation's statements fails
 * here, where a bench run on a busy machine would only look slow. The budgets, and why each is what it is,
 * are in statement-budgets.ts. Each operation runs once to warm up (prepared statements, the session
 * cache, the deliveries queue) and is counted the second time.
 */
let t: TestApp;
let realtor: Person;
let seller: Person;

beforeAll(async () => {
  // No job workers: deliveries still run in the request's wake, and no poll of a worker's is in the way.
  t = await createTestApp({ JOBS: 'false' });
  ({ realtor, seller } = await listingWithSides(t));
});
afterAll(async () => t?.close());

function expectWithin(cost: Cost, budget: Budget): void {
  const spent = `${cost.statements.length} statements and ${cost.jobs} jobs, against a budget of ${budget.statements} and ${budget.jobs}:\n${listed(cost)}`;
  expect(cost.statements.length, spent).toBeLessThanOrEqual(budget.statements);
  expect(cost.jobs, spent).toBeLessThanOrEqual(budget.jobs);
}

async function openAuction() {
  const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, label: 'Budget bungalow' });
  return { property, auction: await enableBidding(t, realtor, property) };
}

describe('statements and jobs per operation, within statement-budgets.ts', () => {
  it('an accepted bid that outbids someone, its notice and e-mail included', async () => {
    const { property, auction } = await openAuction();
    const [first, second, third] = [await approvedBidder(t, property), await approvedBidder(t, property), await approvedBidder(t, property)];
    await acceptedBid(t, first, auction);
    await acceptedBid(t, second, { ...auction, highest_bid_amount: 102500 });
    const cost = await costOf(t, () => acceptedBid(t, third, { ...auction, highest_bid_amount: 105000 }));
    expectWithin(cost, STATEMENT_BUDGETS.acceptedBid);
    // The follow-up did happen: a budget met by skipping the notice would prove nothing.
    expect(cost.statements.some((text) => text.startsWith('insert into "notifications"'))).toBe(true);
  });

  it('50 bids by 50 bidders sent together, all accepted, the notices of the 50 they displaced included', async () => {
    const { property, auction } = await openAuction();
    const [opener, ...crowd] = await insertApprovedBidders(t.database.db, { id: property.id, realtor_id: realtor.user.id }, 51);
    await acceptedBid(t, opener!, auction);
    const placed = { ...auction, highest_bid_amount: 102500 };
    let statuses: number[] = [];
    const cost = await costOf(t, async () => {
      // Each bid the next valid one in send order: all 50 are accepted, each displacing the one before.
      const responses = await Promise.all(
        crowd.map((bidder, index) =>
          t.call({ method: 'POST', url: '/api/v1/bidding_history', token: bidder.token, payload: bidPayload(placed, { bid_amount: 105000 + 2500 * index }), remoteAddress: nextIp() }),
        ),
      );
      statuses = responses.map((response) => response.statusCode);
    });
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expectWithin(cost, STATEMENT_BUDGETS.batchOf50Bids);
    expect(cost.statements.some((text) => text.startsWith('insert into "notifications"'))).toBe(true);
  });

  it('a search of listings the catalogue cache has not seen', async () => {
    const search = (q: string) => t.call({ method: 'GET', url: `/api/v1/properties?q=${q}&min_beds=2&property_type=single_family` });
    await search('bungalow');
    const cost = await costOf(t, async () => expect((await search('budget')).statusCode).toBe(200));
    expectWithin(cost, STATEMENT_BUDGETS.search);
  });

  it('/me', async () => {
    const me = await t.user({ roles: ['Buyer'] });
    const ask = () => t.call({ method: 'GET', url: '/api/v1/me', token: me.token });
    await ask();
    const cost = await costOf(t, async () => expect((await ask()).statusCode).toBe(200));
    expectWithin(cost, STATEMENT_BUDGETS.me);
  });

  it('a message sent to someone offline, their notice and e-mail included', async () => {
    const [from, to] = [await t.user({ roles: ['Buyer'] }), await t.user({ roles: ['Realtor'] })];
    const conversation = await startConversation(t, from, [to]);
    await sendText(t, from, conversation.id, 'Hello');
    const cost = await costOf(t, () => sendText(t, from, conversation.id, 'Is the house still available?'));
    expectWithin(cost, STATEMENT_BUDGETS.messageSent);
    expect(cost.jobs).toBe(1);
  });

  it("a page of a project's activity, as many statements for 25 tasks as for one", async () => {
    const owner = await t.user({ roles: ['Realtor'] });
    const project = await createProject(t, owner.token);
    const [milestone] = await milestonesOf(t, owner.token, project.id);
    const read = () => t.call({ method: 'GET', url: `/api/v1/projects/${project.id}/activity`, token: owner.token });
    await createTask(t, owner.token, { milestone_id: milestone!.id, title: 'The first task' });
    await read();
    const few = await costOf(t, async () => expect((await read()).statusCode).toBe(200));
    for (let n = 0; n < 24; n += 1) {
      const task = await createTask(t, owner.token, { milestone_id: milestone!.id, title: `Task number ${n}` });
      await t.call({ method: 'PUT', url: `/api/v1/milestone/task/${task.id}`, token: owner.token, payload: { status_id: 2 } });
    }
    const many = await costOf(t, async () => expect((await read()).json().data).toHaveLength(20));
    expectWithin(many, STATEMENT_BUDGETS.projectActivity);
    // The session's once-a-minute activity write may fall in either read; the reads themselves must cost the same.
    const reads = (cost: Cost) => cost.statements.filter((text) => !text.includes('session_activity')).length;
    expect(reads(many)).toBe(reads(few));
  });

  it('a notification read', async () => {
    const reader = await t.user({ roles: ['Buyer'] });
    const [first, second] = [await notify(t.app.platform, reader.user.id, 'One'), await notify(t.app.platform, reader.user.id, 'Two')];
    const read = (id: number) => t.call({ method: 'PUT', url: '/api/v1/notifications', token: reader.token, payload: { notification_id: id } });
    await read(first.id);
    const cost = await costOf(t, async () => expect((await read(second.id)).statusCode).toBe(200));
    expectWithin(cost, STATEMENT_BUDGETS.notificationRead);
  });

  it("a property's shared document packages in its insights", async () => {
    const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, label: 'Budget cottage' });
    const [project] = await t.database.db
      .insert(projects)
      .values({ realtor_id: realtor.user.id, property_id: property.id, property_address: '3 Budget Row, Davis, CA 95616', city: 'Davis', state: 'CA', value: 1 })
      .returning();
    const links = await t.database.db
      .insert(shareLinks)
      .values(['a', 'b'].map((name) => ({ token: `budget-${name}-${property.id}`, owner_id: realtor.user.id, project_id: project!.id, title: name, audience: 'anyone' as const, permission: 'download' as const })))
      .returning();
    await t.database.db.insert(shareLinkEvents).values(links.flatMap((link) => (['open', 'view', 'download'] as const).map((action) => ({ link_id: link.id, action, viewer_email: `${link.title}@example.com` }))));
    const ask = () => t.call({ method: 'GET', url: `/api/v1/property/document-packages?property_id=${property.id}`, token: realtor.token });
    await ask();
    const cost = await costOf(t, async () => expect((await ask()).json().data).toMatchObject({ opens: 2, views: 2, downloads: 2, viewer_count: 2 }));
    expectWithin(cost, STATEMENT_BUDGETS.packageInsights);
  });

  it('a server start on a database already set up reads what it needs and writes no table of the app', async () => {
    // Another instance of the app on this file's database, as a restart or a second instance would start on it.
    let started: Awaited<ReturnType<typeof buildApp>> | undefined;
    const cost = await costOf(t, async () => {
      started = await buildApp({ config: testConfig({ JOBS: 'false' }), database: t.database, logger: false });
      await started.ready();
    });
    await started?.close();
    expectWithin(cost, STATEMENT_BUDGETS.startOnExistingDatabase);
    // pg-boss keeps its own clock and queues in its schema; none of the app's tables is written.
    expect(cost.statements.filter((text) => /^(insert|update|delete)\b/i.test(text) && !text.includes('pgboss.')), listed(cost)).toEqual([]);
  });

  it('a campaign to 2,500 people: its send costs what one to a single person does, and writing its recipients grows by the page of 1,000', async () => {
    const owner = await t.user({ roles: ['Realtor'] });
    const me = campaignClient(t, owner.token);
    const [sender, template] = [await me.accountSender(), await me.template()];
    const sendTo = async (people: number) => {
      const label = await me.label(`Budget ${people} ${Math.random()}`);
      await seedProspects(t, owner.user.id, label, Array.from({ length: people }, (_, index) => ({ name: `Person ${index}`, email: `budget.${label}.${index}@example.com` })));
      const campaign = await me.campaign({ sender_id: sender, template_id: template, label_ids: [label] });
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const send = await costOf(t, async () => expect((await me.call('POST', `/email-campaigns/${campaign.id}/send`, { scheduled_at: tomorrow })).statusCode).toBe(200));
      // The run's first step, as a worker would take it once the date comes (this app has none).
      const started = await moveCampaign(t.database.db, campaign.id, ['scheduled'], { status: 'sending' });
      const write = await costOf(t, async () => expect((await writePendingRecipients(t.database.db, started!))?.recipients_pending).toBe(false));
      expect(await countInState(t.database.db, campaign.id, 'queued')).toBe(people);
      return { send, write };
    };
    await sendTo(1);
    const one = await sendTo(1);
    const many = await sendTo(2_500);
    expectWithin(many.send, STATEMENT_BUDGETS.campaignScheduled);
    expectWithin(many.write, STATEMENT_BUDGETS.campaignRecipientsWritten);
    const reads = (cost: Cost) => cost.statements.filter((text) => !text.includes('session_activity')).length;
    expect(reads(many.send), listed(many.send)).toBe(reads(one.send));
    // Three pages instead of one: two more reads of the label, two more unsubscribe checks and two more inserts.
    expect(reads(many.write) - reads(one.write), listed(many.write)).toBe(6);
  });
});
