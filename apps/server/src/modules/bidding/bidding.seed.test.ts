import type { BidApproval, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { biddingProperties, bids } from './bidding.schema';
import { DEMO_AUCTION_INCREMENT, DEMO_AUCTION_LISTING } from './bidding.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (email: string) => signInToken(t, email, DEMO_PASSWORD);

describe('the demo auction', () => {
  it('is live on one demo listing: the demo buyer approved and highest, another demo user waiting', { timeout: 120_000 }, async () => {
    expect(await seedDemo(t.app.platform)).toBe(true);
    const buyer = await tokenOf('buyer@openhouse.demo');
    const realtor = await tokenOf('realtor@openhouse.demo');

    const search = await t.call({ method: 'GET', url: `/api/v1/properties?q=${encodeURIComponent('bay views')}`, token: buyer });
    const listing = (search.json() as { data: { id: number; label: string; value: number; bidding_property: BiddingProperty | null }[] }).data.find(
      (item) => item.label === DEMO_AUCTION_LISTING,
    )!;
    const auction = listing.bidding_property!;
    expect(auction).toMatchObject({ status: 'active', bid_count: 1, is_highest_bidder: true, highest_bid_amount: listing.value + DEMO_AUCTION_INCREMENT, highest_bidder: 'Blake' });
    const startsIn = new Date(auction.bid_starting_time).getTime() - Date.now();
    const endsIn = new Date(auction.bid_ending_time).getTime() - Date.now();
    expect(startsIn).toBeLessThan(-23 * 3600_000);
    expect(endsIn).toBeGreaterThan(4.9 * 24 * 3600_000);

    const approvals = (await t.call({ method: 'GET', url: `/api/v1/bidding_approval?property_id=${listing.id}`, token: realtor })).json() as Page<BidApproval>;
    expect(approvals.data.map((row) => [row.user.email, row.approval]).sort()).toEqual([
      ['buyer@openhouse.demo', 'approved'],
      ['seller@openhouse.demo', 'submitted'],
    ]);
    const proof = await t.call({ method: 'GET', url: `/api/v1/storage/${approvals.data[0]!.proof_document}`, token: realtor });
    expect(proof.statusCode).toBe(200);
    expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The buyer already leads, so the bid wizard tells them so instead of opening.
    expect((await t.call({ method: 'GET', url: `/api/v1/bidding_approval/property/${listing.id}`, token: buyer })).statusCode).toBe(409);

    expect(await seedDemo(t.app.platform)).toBe(false);
    expect(await t.database.db.select().from(biddingProperties)).toHaveLength(1);
    expect(await t.database.db.select().from(bids)).toHaveLength(1);
  });
});
