import { todayIn } from '@openhouse/shared/format/datetime';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import { DEFAULT_MILESTONES, transactionMilestoneDates } from '@openhouse/shared/projects/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listingWithSides } from '../../../test/helpers/properties';
import { milestonesOf, noticesOf } from '../../../test/helpers/projects';
import { acceptBid, insertAuctionWithBid } from '../../../test/helpers/transactions';
import { projectMilestones, projects } from './projects.schema';
import { openTransactionProject } from './transaction-projects';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function acceptedDeal(contingency: string[], escrow = '2030-03-01') {
  const sides = await listingWithSides(t);
  const buyer = await t.user({ roles: ['Buyer'] });
  const { bid } = await insertAuctionWithBid(t.database.db, { property: sides.property, buyer: buyer.user, amount: 701000, contingency, escrow_closing_date: escrow });
  const response = await acceptBid(t, sides.realtor.token, bid);
  expect(response.statusCode, response.body).toBe(201);
  await t.app.platform.events.idle();
  const transactionId = response.json().data.propertyTransaction.id as number;
  return { ...sides, buyer, bid, transactionId };
}

describe('accepting a bid opens the transaction project', () => {
  it('with the default milestones dated from the escrow date and contingencies, run by the realtor and followed by the seller', async () => {
    const deal = await acceptedDeal(['inspection', 'loan'], '2030-03-01');
    const [row] = await t.database.db.select().from(projects).where(eq(projects.transaction_id, deal.transactionId));
    expect(row).toMatchObject({ realtor_id: deal.realtor.user.id, seller_id: deal.seller.user.id, property_id: deal.property.id, value: 701000, due_date: '2030-03-01' });
    const project = (await t.call({ method: 'GET', url: `/api/v1/projects/${row!.id}`, token: deal.realtor.token })).json().data as Project;
    expect(project.my_role).toBe('owner');
    expect((await t.call({ method: 'GET', url: `/api/v1/projects/${row!.id}`, token: deal.seller.token })).json().data.my_role).toBe('seller');
    expect((await t.call({ method: 'GET', url: `/api/v1/projects/${row!.id}`, token: deal.buyer.token })).statusCode).toBe(404);

    const milestones = await milestonesOf(t, deal.realtor.token, row!.id);
    const accepted = todayIn(null);
    expect(milestones.map((mi) => [mi.milestone_name, mi.start_date, mi.end_date])).toEqual(
      transactionMilestoneDates(accepted, '2030-03-01', ['inspection', 'loan']).map((d) => [d.milestone_name, d.start_date, d.end_date]),
    );
    expect(milestones.map((mi) => mi.milestone_name)).toEqual([...DEFAULT_MILESTONES]);
    expect(milestones.find((mi) => mi.milestone_name === 'Appraisal')).toMatchObject({ start_date: null, end_date: null });
    expect(await noticesOf(t.database.db, deal.realtor.user.id)).toContain(`A project was opened for ${deal.property.street_address}, with its milestones dated from the accepted bid.`);
  });

  it('once, however often the event is delivered again (also at the same time)', async () => {
    const deal = await acceptedDeal(['appraisal']);
    const event = { transactionId: deal.transactionId, propertyId: deal.property.id, sellerId: deal.seller.user.id, realtorId: deal.realtor.user.id };
    await openTransactionProject(t.app.platform, event);
    await Promise.all([openTransactionProject(t.app.platform, event), openTransactionProject(t.app.platform, event)]);
    await t.app.platform.events.idle();
    const rows = await t.database.db.select().from(projects).where(eq(projects.transaction_id, deal.transactionId));
    expect(rows).toHaveLength(1);
    const milestones = await t.database.db.select().from(projectMilestones).where(eq(projectMilestones.project_id, rows[0]!.id));
    expect(milestones).toHaveLength(DEFAULT_MILESTONES.length);
    const opened = (await noticesOf(t.database.db, deal.realtor.user.id)).filter((message) => message.startsWith('A project was opened'));
    expect(opened).toHaveLength(1);
  });
});
