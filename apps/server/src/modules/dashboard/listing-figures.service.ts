import type { ListingFigures } from '@openhouse/shared/dashboard/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { auctionsOfListings, waitingApprovalCountsOf } from '../bidding/bidding.queries';
import { viewCountsSince } from '../insights/insights.queries';
import { listingsOfPerson } from '../properties/properties.queries';
import { waitingDocumentRequestCountsOf } from '../property-documents/property-documents.queries';

const DAY_MS = 86_400_000;

/**
 * GET /dashboard/listing-figures: for each listing the caller manages (as its realtor) or sells, the figures
 * My Listings shows beside it. Everyone else owns no listing and gets an empty list.
 */
export async function readListingFigures(platform: Platform, actor: Actor): Promise<{ data: ListingFigures[] }> {
  const db = platform.db;
  const [asRealtor, asSeller] = await Promise.all([listingsOfPerson(db, actor.id, 'realtor'), listingsOfPerson(db, actor.id, 'seller')]);
  const listings = [...new Map([...asRealtor, ...asSeller].map((listing) => [listing.id, listing])).values()];
  const ids = listings.map((listing) => listing.id);
  const now = Date.now();
  const [auctions, views, approvals, requests] = await Promise.all([
    auctionsOfListings(db, ids),
    viewCountsSince(db, ids, new Date(now - 7 * DAY_MS)),
    waitingApprovalCountsOf(db, ids),
    waitingDocumentRequestCountsOf(db, ids),
  ]);
  const bids = new Map(auctions.map((auction) => [auction.property_id, auction.bid_count]));
  return {
    data: listings.map((listing) => ({
      property_id: listing.id,
      days_on_market: Math.max(0, Math.floor((now - listing.created_at.getTime()) / DAY_MS)),
      views_this_week: views.get(listing.id) ?? 0,
      bid_count: bids.get(listing.id) ?? 0,
      pending_approvals: approvals.get(listing.id) ?? 0,
      document_requests: requests.get(listing.id) ?? 0,
    })),
  };
}
