import { MY_HOME_OFFER_LIMIT, SHOWINGS_SINCE_DAYS, type MyHome } from '@openhouse/shared/dashboard/my-home';
import { whoseTurn } from '@openhouse/shared/transactions/deal';
import { canAcceptAnotherBid } from '@openhouse/shared/transactions/statuses';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { bidHistory } from '../bidding/bids.service';
import { viewCountsSince } from '../insights/insights.queries';
import { getProperty } from '../properties/properties.service';
import { showingsOfProperty } from '../meetings/meetings.queries';
import { listingsOfPerson } from '../properties/properties.queries';

const WEEK_MS = 7 * 86_400_000;

/** One home: its page as the seller sees it (through the listing's own access), its open bids and its deal. */
async function homeOf(platform: Platform, actor: Actor, propertyId: number, views: number): Promise<MyHome> {
  const { data: property } = await getProperty(platform, actor, propertyId);
  const latest = property.transactions[0] ?? null;
  const open = property.bidding_property !== null && canAcceptAnotherBid(latest?.status_id);
  // The auction's bids through the bidding service, so bidders are named as the listing side may see them.
  const offers = open ? await bidHistory(platform, actor, { bid_property_id: property.bidding_property!.id, page: 1, per_page: MY_HOME_OFFER_LIMIT }) : null;
  const turn = latest ? whoseTurn(latest.status_id) : null;
  return {
    property,
    views_this_week: views,
    can_see_insights: property.is_listing_side,
    pending_offers: offers?.data ?? [],
    pending_offer_count: offers?.total ?? 0,
    // Accepting is for the listing side, while no deal is running, on a listing that has its seller (the accept route's own checks).
    can_accept: property.is_listing_side && property.seller !== null && (offers?.total ?? 0) > 0,
    deal:
      latest && turn
        ? { id: latest.id, status_id: latest.status_id, status: latest.status.name, turn, is_my_turn: turn.role === 'seller' && property.seller?.id === actor.id }
        : null,
    showings: await showingsOfProperty(platform.db, property.id, new Date(Date.now() - SHOWINGS_SINCE_DAYS * 86_400_000)),
  };
}

/**
 * GET /my-home: every home the caller sells (withdrawn ones are off the market and left out), each read
 * through the services and policies of the modules that own it, so a seller sees here exactly what they may
 * see on the listing, its bids and its deal, and nothing of anyone else's home.
 */
export async function readMyHome(platform: Platform, actor: Actor): Promise<{ data: MyHome[] }> {
  const homes = (await listingsOfPerson(platform.db, actor.id, 'seller')).filter((home) => home.status !== 'withdrawn');
  const views = await viewCountsSince(
    platform.db,
    homes.map((home) => home.id),
    new Date(Date.now() - WEEK_MS),
  );
  return { data: await Promise.all(homes.map((home) => homeOf(platform, actor, home.id, views.get(home.id) ?? 0))) };
}
