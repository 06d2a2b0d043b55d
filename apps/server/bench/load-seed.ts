/**
 * The load bench's world, written straight to the database by the first instance: a realtor with
 * LOAD_LISTINGS generated listings (default 3,000) for search, and one live auction with LOAD_BUYERS
 * approved buyers (default 200), whose bearer tokens drive every signed-in request.
 */
import { eq } from 'drizzle-orm';
import { seedUser } from '../src/modules/accounts/accounts.seed';
import { properties } from '../src/modules/properties/properties.schema';
import type { Platform } from '../src/platform/context';
import { seedBulkListings } from '../src/seed/bulk-listings';
import { seedAuction } from '../test/helpers/auction';

export type LoadWorld = {
  auction: { propertyId: number; biddingPropertyId: number; startAmount: number; increment: number };
  tokens: string[];
  /** Active listings: anyone may open them, and a buyer may ask for their documents. */
  listingIds: number[];
};

export async function seedLoad(platform: Platform): Promise<LoadWorld> {
  const realtor = await seedUser(platform.db, { email: 'load-realtor@example.com', roles: ['Realtor'] });
  await seedBulkListings(platform.db, { total: Number(process.env.LOAD_LISTINGS ?? 3000), realtorIds: [realtor.id] });
  const auction = await seedAuction(platform.db, { bidders: Number(process.env.LOAD_BUYERS ?? 200), startAmount: 500_000, increment: 100 });
  await platform.database.executeSql('analyze', []);
  const active = await platform.db.select({ id: properties.id }).from(properties).where(eq(properties.status, 'active'));
  const { propertyId, biddingPropertyId, startAmount, increment } = auction;
  return { auction: { propertyId, biddingPropertyId, startAmount, increment }, tokens: auction.bidders.map((bidder) => bidder.token), listingIds: active.map((row) => row.id) };
}
