import { z } from 'zod';
import { APPROVAL_STATES } from '../bidding/rules';

const listingRef = z.object({
  property_id: z.number().int(),
  label: z.string(),
  street_address: z.string(),
});

/** A live auction of the realtor's: its leading bid and when it ends. */
const liveAuction = listingRef.extend({
  highest_bid_amount: z.number(),
  bid_count: z.number().int(),
  bid_ending_time: z.string(),
});

/** What waits on the realtor, each with the listing it concerns. */
const queueItem = listingRef.extend({
  id: z.number().int(),
  who: z.string(),
  since: z.string(),
});

/**
 * What waits on the realtor, one rule for the dashboard's card and the queue page: the bid approvals and document
 * requests of their listings still on offer or in a deal, oldest first. `total` counts every one of them, so the
 * card's count is what the queue page lists, item for item (the card shows only the first few).
 */
const waitingSchema = z.object({
  bid_approvals: z.array(queueItem),
  document_requests: z.array(queueItem),
  total: z.number().int(),
});

export const realtorSummarySchema = z.object({
  /** Published listings only; drafts are counted apart (`drafts`). */
  active_listings: z.number().int(),
  drafts: z.number().int(),
  views_this_week: z.number().int(),
  live_auctions: z.array(liveAuction),
  transactions_by_status: z.array(
    z.object({
      status_id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
    }),
  ),
  queue: waitingSchema,
});

export const buyerSummarySchema = z.object({
  live_bids: z.array(
    listingRef.extend({
      my_bid: z.number(),
      highest_bid_amount: z.number(),
      leading: z.boolean(),
      bid_ending_time: z.string(),
    }),
  ),
  saved_homes: z.array(listingRef.extend({ value: z.number() })),
  approvals: z.array(
    listingRef.extend({
      id: z.number().int(),
      approval: z.enum(APPROVAL_STATES),
    }),
  ),
});

export const sellerSummarySchema = z.object({
  homes: z.array(
    listingRef.extend({
      views_this_week: z.number().int(),
      bid_count: z.number().int(),
      highest_bid_amount: z.number().nullable(),
      deal_status: z.string().nullable(),
    }),
  ),
});

/** GET /dashboard/summary: one part per role the caller holds (null for roles they do not). */
export const dashboardSummarySchema = z.object({
  data: z.object({
    realtor: realtorSummarySchema.nullable(),
    buyer: buyerSummarySchema.nullable(),
    seller: sellerSummarySchema.nullable(),
  }),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>['data'];

/** How many items each list of the summary holds at most. */
export const SUMMARY_LIMIT = 5;

/** GET /dashboard/waiting-on-me: every bid approval and document request waiting on the realtor, oldest first. */
export const waitingOnMeSchema = z.object({ data: waitingSchema });
export type WaitingOnMe = z.output<typeof waitingOnMeSchema>['data'];

/** The queue page lists this many of each kind at most; the oldest come first, so none waits unseen. */
export const QUEUE_LIMIT = 200;

/** GET /dashboard/listing-figures: what a realtor (or seller) manages each of their listings by, one read for the page. */
export const listingFiguresSchema = z.object({
  data: z.array(
    z.object({
      property_id: z.number().int(),
      /** Whole days since the listing was created. */
      days_on_market: z.number().int(),
      views_this_week: z.number().int(),
      bid_count: z.number().int(),
      pending_approvals: z.number().int(),
      document_requests: z.number().int(),
    }),
  ),
});
export type ListingFigures = z.output<typeof listingFiguresSchema>['data'][number];
