import { z } from 'zod';
import { bidSchema } from '../bidding/schemas';
import { propertyDetailSchema } from '../properties/listing';
import { MEETING_STATUSES, TOUR_ANSWERS } from '../meetings/schemas';
import { dealTurnSchema } from '../transactions/deal';

/** At most this many of a home's newest (so highest) bids are shown as offers; the rest are under All bids. */
export const MY_HOME_OFFER_LIMIT = 5;

/** The deal a home is in (its newest transaction) and whose move it is. */
export const myHomeDealSchema = z.object({
  id: z.number().int(),
  status_id: z.number().int(),
  status: z.string(),
  turn: dealTurnSchema,
  /** The seller is the one due to sign now. */
  is_my_turn: z.boolean(),
});

/** A tour of the home as its seller sees it: when, how, and where it stands (the buyer is not named). */
export const showingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['person_tour', 'video_tour']),
  start: z.string(),
  end: z.string(),
  status: z.enum(MEETING_STATUSES),
  answer: z.enum(TOUR_ANSWERS),
});
export type Showing = z.infer<typeof showingSchema>;

/** How far back My home lists showings. */
export const SHOWINGS_SINCE_DAYS = 30;

/** One of the seller's homes as "My home" shows it (docs/DECISIONS.md, Seller: My home). */
export const myHomeSchema = z.object({
  property: propertyDetailSchema,
  views_this_week: z.number().int(),
  /** Insights are for the listing side; the seller is on it, but the page asks rather than assumes. */
  can_see_insights: z.boolean(),
  /** Bids still open to acceptance (none once a deal is running), newest first, at most MY_HOME_OFFER_LIMIT. */
  pending_offers: z.array(bidSchema),
  /** All bids open to acceptance; pending_offers holds the newest of them. */
  pending_offer_count: z.number().int(),
  /** The seller may accept one of those bids now (the bidding rules: no live deal, the listing has its seller). */
  can_accept: z.boolean(),
  deal: myHomeDealSchema.nullable(),
  /** Its tours of the last SHOWINGS_SINCE_DAYS days and to come, soonest first. */
  showings: z.array(showingSchema),
});
export type MyHome = z.infer<typeof myHomeSchema>;

/** GET /my-home: the caller's homes as their seller, withdrawn ones left out. */
export const myHomeResponseSchema = z.object({ data: z.array(myHomeSchema) });
export type MyHomeResponse = z.infer<typeof myHomeResponseSchema>;
