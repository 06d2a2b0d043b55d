import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { toBiddingProperty } from './bidding-mappers';
import { auctionViews } from './bidding.repository';

/**
 * The live auctions of some listings, as this viewer sees them, by property id. Listings read their
 * auction here rather than from a cached list, so a bid never has to invalidate the catalogue.
 */
export async function auctionsOf(platform: Platform, actor: Actor | null, propertyIds: number[]): Promise<Map<number, BiddingProperty>> {
  const views = await auctionViews(platform.db, [...new Set(propertyIds)]);
  const now = Date.now();
  return new Map(views.map((view) => [view.property_id, toBiddingProperty(view, actor?.id ?? null, now)]));
}

/** One listing's auction as this viewer sees it, or null when bidding is not enabled on it. */
export async function auctionOf(platform: Platform, actor: Actor | null, propertyId: number): Promise<BiddingProperty | null> {
  return (await auctionsOf(platform, actor, [propertyId])).get(propertyId) ?? null;
}
