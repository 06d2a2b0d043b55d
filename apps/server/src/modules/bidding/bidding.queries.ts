import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { nextVersion, type AuctionRow, type BidRow } from './bidding.repository';
import { biddingProperties, bids } from './bidding.schema';

/*
 * What other modules may ask of bidding's tables. Accepting a bid (transactions) takes the same auction
 * lock as enabling or editing the auction, so the lock is defined once, here.
 */

/** The property's auction row, locked until the transaction ends: every change of the auction queues here. */
export async function lockAuctionOfProperty(tx: Db, propertyId: number): Promise<AuctionRow | null> {
  const [row] = await tx.select().from(biddingProperties).where(eq(biddingProperties.property_id, propertyId)).for('update');
  return row ?? null;
}

/**
 * A new version of the auction without changing its terms: accepting a bid calls this under the auction's
 * row lock, so a bid judged before the accept committed finds the version moved and is not placed.
 */
export async function touchAuction(tx: Db, id: number): Promise<void> {
  await tx.update(biddingProperties).set({ updated_at: nextVersion }).where(eq(biddingProperties.id, id));
}

export async function findBid(db: Db, id: number): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
  return row ?? null;
}
