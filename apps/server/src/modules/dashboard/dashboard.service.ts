import { QUEUE_LIMIT, SUMMARY_LIMIT, type DashboardSummary, type WaitingOnMe } from '@openhouse/shared/dashboard/schemas';
import { statusName } from '@openhouse/shared/transactions/statuses';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { findPeople } from '../accounts/people';
import { approvalsOfBuyer, auctionsOfListings, liveBidsOfBuyer, waitingApprovalCountsOf, waitingApprovalsOf } from '../bidding/bidding.queries';
import { viewCountsSince } from '../insights/insights.queries';
import { findListings, listingsOfPerson, savedListingsOf } from '../properties/properties.queries';
import type { PropertyRow } from '../properties/properties.access';
import { waitingDocumentRequestCountsOf, waitingDocumentRequestsOf } from '../property-documents/property-documents.queries';
import { transactionsOfParty } from '../transactions/transactions.queries';

const WEEK_MS = 7 * 86_400_000;
const ref = (listing: Pick<PropertyRow, 'id' | 'label' | 'street_address'>) => ({
  property_id: listing.id,
  label: listing.label,
  street_address: listing.street_address,
});
const isLive = (auction: { bid_starting_time: Date; bid_ending_time: Date }, now: Date) => auction.bid_starting_time <= now && auction.bid_ending_time > now;

const sum = (counts: ReadonlyMap<number, number>) => [...counts.values()].reduce((total, count) => total + count, 0);

/**
 * What waits on the realtor (one rule for the dashboard's card and the queue page, so their counts agree): the bid
 * approvals and document requests of their listings still on offer or in a deal, oldest first, at most `limit` of
 * each, and how many there are in all.
 */
async function waitingOn(platform: Platform, listings: Awaited<ReturnType<typeof realtorListings>>, limit: number): Promise<WaitingOnMe> {
  const db = platform.db;
  const ids = [...listings.keys()];
  const [approvals, requests, approvalCounts, requestCounts] = await Promise.all([
    waitingApprovalsOf(db, ids, limit),
    waitingDocumentRequestsOf(db, ids, limit),
    waitingApprovalCountsOf(db, ids),
    waitingDocumentRequestCountsOf(db, ids),
  ]);
  const requesters = new Map((await findPeople(db, requests.map((request) => request.user_id))).map((person) => [person.id, person.name]));
  return {
    bid_approvals: approvals.map((approval) => ({
      ...ref(listings.get(approval.property_id)!),
      id: approval.id,
      who: approval.bid_nickname,
      since: approval.created_at.toISOString(),
    })),
    document_requests: requests.map((request) => ({
      ...ref(listings.get(request.property_id)!),
      id: request.id,
      who: requesters.get(request.user_id) ?? 'A user',
      since: request.created_at.toISOString(),
    })),
    total: sum(approvalCounts) + sum(requestCounts),
  };
}

/** The realtor's listings that are still on offer or in a deal (withdrawn ones wait on nobody). */
async function realtorListings(platform: Platform, actor: Actor) {
  const listings = (await listingsOfPerson(platform.db, actor.id, 'realtor')).filter((listing) => listing.status !== 'withdrawn');
  return new Map(listings.map((listing) => [listing.id, listing]));
}

/** GET /dashboard/waiting-on-me: the whole queue of the realtor's listings (the dashboard card shows its first few). */
export async function readWaitingOnMe(platform: Platform, actor: Actor): Promise<{ data: WaitingOnMe }> {
  return { data: await waitingOn(platform, await realtorListings(platform, actor), QUEUE_LIMIT) };
}

/** The realtor's figures and the queue of what waits on them, read through the owning modules' queries. */
async function realtorSummary(platform: Platform, actor: Actor): Promise<DashboardSummary['realtor']> {
  const db = platform.db;
  const now = new Date();
  const all = await realtorListings(platform, actor);
  // A draft is not on the market yet: its figures start when it is published; until then it is counted apart.
  const listings = [...all.values()].filter((listing) => listing.published_at !== null);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const ids = [...byId.keys()];
  const [auctions, views, queue, deals] = await Promise.all([
    auctionsOfListings(db, ids),
    viewCountsSince(db, ids, new Date(now.getTime() - WEEK_MS)),
    waitingOn(platform, all, SUMMARY_LIMIT),
    transactionsOfParty(db, actor.id, ids),
  ]);
  const counts = new Map<number, number>();
  for (const deal of deals) counts.set(deal.status_id, (counts.get(deal.status_id) ?? 0) + 1);
  return {
    active_listings: listings.filter((listing) => listing.status === 'active').length,
    drafts: all.size - listings.length,
    views_this_week: [...views.values()].reduce((sum, count) => sum + count, 0),
    live_auctions: auctions
      // A listing under contract has ended its auction whatever the clock says (spec: Expired once it has a transaction).
      .filter((auction) => isLive(auction, now) && byId.get(auction.property_id)?.status === 'active')
      .sort((a, b) => a.bid_ending_time.getTime() - b.bid_ending_time.getTime())
      .slice(0, SUMMARY_LIMIT)
      .map((auction) => ({
        ...ref(byId.get(auction.property_id)!),
        highest_bid_amount: auction.highest_bid_amount,
        bid_count: auction.bid_count,
        bid_ending_time: auction.bid_ending_time.toISOString(),
      })),
    transactions_by_status: [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status_id, count]) => ({
        status_id,
        name: statusName(status_id),
        count,
      })),
    queue,
  };
}

/** The buyer's live bids (leading or outbid), saved homes and bidding approvals. */
async function buyerSummary(platform: Platform, actor: Actor): Promise<DashboardSummary['buyer']> {
  const db = platform.db;
  const [bids, saved, approvals] = await Promise.all([
    liveBidsOfBuyer(db, actor.id, new Date()),
    savedListingsOf(db, actor.id, SUMMARY_LIMIT),
    approvalsOfBuyer(db, actor.id, SUMMARY_LIMIT),
  ]);
  const listings = new Map(
    (
      await findListings(
        db,
        [...bids, ...approvals].map((row) => row.property_id),
      )
    ).map((listing) => [listing.id, listing]),
  );
  const known = <T extends { property_id: number }>(rows: T[]) =>
    rows.filter((row) => listings.has(row.property_id) && listings.get(row.property_id)!.status !== 'withdrawn');
  return {
    live_bids: known(bids)
      .filter((bid) => listings.get(bid.property_id)!.status === 'active')
      .map((bid) => ({
        ...ref(listings.get(bid.property_id)!),
        my_bid: Number(bid.my_bid),
        highest_bid_amount: bid.highest_bid_amount,
        leading: bid.highest_bidder_id === actor.id,
        bid_ending_time: bid.bid_ending_time.toISOString(),
      })),
    saved_homes: saved.map((listing) => ({
      ...ref(listing),
      value: listing.value,
    })),
    approvals: known(approvals).map((approval) => ({
      ...ref(listings.get(approval.property_id)!),
      id: approval.id,
      approval: approval.approval,
    })),
  };
}

/** The seller's homes: views this week, bids and where the deal stands. */
async function sellerSummary(platform: Platform, actor: Actor): Promise<DashboardSummary['seller']> {
  const db = platform.db;
  const homes = (await listingsOfPerson(db, actor.id, 'seller')).filter((listing) => listing.status !== 'withdrawn').slice(0, SUMMARY_LIMIT);
  const ids = homes.map((home) => home.id);
  const [auctions, views, deals] = await Promise.all([
    auctionsOfListings(db, ids),
    viewCountsSince(db, ids, new Date(Date.now() - WEEK_MS)),
    transactionsOfParty(db, actor.id, ids),
  ]);
  return {
    homes: homes.map((home) => {
      const auction = auctions.find((row) => row.property_id === home.id);
      const deal = deals.find((row) => row.property_id === home.id);
      return {
        ...ref(home),
        views_this_week: views.get(home.id) ?? 0,
        bid_count: auction?.bid_count ?? 0,
        highest_bid_amount: auction && auction.bid_count > 0 ? auction.highest_bid_amount : null,
        deal_status: deal ? statusName(deal.status_id) : null,
      };
    }),
  };
}

/** GET /dashboard/summary: each part of the caller's roles; an admin sees none of these (they own no listings, bids or homes). */
export async function readDashboardSummary(platform: Platform, actor: Actor): Promise<{ data: DashboardSummary }> {
  const has = (...roles: string[]) => roles.some((role) => actor.roles.includes(role as Actor['roles'][number]));
  const [realtor, buyer, seller] = await Promise.all([
    has('Realtor', 'Agent') ? realtorSummary(platform, actor) : null,
    has('Buyer', 'Prospect') ? buyerSummary(platform, actor) : null,
    has('Seller') ? sellerSummary(platform, actor) : null,
  ]);
  return { data: { realtor, buyer, seller } };
}
