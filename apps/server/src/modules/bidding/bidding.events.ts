import { defineEvent } from '../../platform/events/events';

/** The listing as messages name it. */
type Listing = { propertyId: number; label: string; street: string };

/** Bidding was enabled or its terms changed; `startsAt` and `endsAt` (ISO instants) are the auction's window, shown to each reader in their zone. */
export const auctionEnabled = defineEvent<Listing & { sellerId: number | null; enabledBy: number; startsAt: string; endsAt: string }>('bidding.auction_enabled');
export const approvalRequested = defineEvent<Listing & { approvalId: number; nickname: string; listingSide: number[] }>('bidding.approval_requested');
export const approvalDecided = defineEvent<Listing & { approvalId: number; buyerId: number; approved: boolean }>('bidding.approval_decided');
/** A batch of bids displaced these bidders; `highest` is the auction's highest bid after the batch. */
export const biddersOutbid = defineEvent<{ propertyId: number; label: string; userIds: number[]; highest: number }>('bidding.outbid');
