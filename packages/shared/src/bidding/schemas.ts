import { z } from 'zod';
import { requiredLine, singleLineText } from '../http/text';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { numeric, recordId } from '../http/record-id';
import { biddingMessages as m } from './messages';
import { APPROVAL_STATES, BIDDER_STATUSES, CONTINGENCIES, MAX_AMOUNT, MAX_PREMIUM_RATE } from './rules';

/** Amounts from forms arrive as "1,250,000" or "$1,250,000.50"; commas are stripped (spec, Enable bid). */
function moneyField(required: string, invalid: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value ?? undefined;
      const digits = value.replace(/[$,\s]/g, '');
      return digits === '' ? undefined : Number(digits);
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      // At least a cent: the amount is stored to the cent, so less would round to nothing.
      .min(0.01, { error: invalid })
      .max(MAX_AMOUNT, { error: invalid })
      .transform((value) => Math.round(value * 100) / 100),
  );
}

/** 9999-12-31T23:59:59.999Z: later times are not dates PostgreSQL (or an ISO string) can hold. */
const MAX_TIMESTAMP_MS = 253_402_300_799_999;

const timestampMs = (required: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: required }).int({ error: required }).positive({ error: required }).max(MAX_TIMESTAMP_MS, { error: required }),
  );

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach the database. */
const positiveId = recordId;

/**
 * POST /bidding_properties (spec section 3, enable-bid payload; times are millisecond timestamps). The
 * "not before today" and "end after start" rules need the clock, so the service checks them
 * (rules.ts and format/datetime.ts startOfTodayMs); the form checks the same rules.
 */
export const enableBidSchema = z.object({
  property_id: positiveId,
  bid_amount: moneyField(m.bidStartAmountRequired, m.bidStartAmountInvalid),
  bid_incremental_amount: moneyField(m.incrementRequired, m.incrementInvalid),
  /** Sent by the spec's client; the server starts the auction at bid_amount whatever it says. */
  highest_bid_amount: z.unknown().optional(),
  bid_starting_time: timestampMs(m.startTimeRequired),
  bid_ending_time: timestampMs(m.endTimeRequired),
  buyers_premium_rate: numeric(z.number({ error: m.premiumRateInvalid }).min(0, { error: m.premiumRateInvalid }).max(MAX_PREMIUM_RATE, { error: m.premiumRateInvalid })).optional(),
});
export type EnableBidInput = z.output<typeof enableBidSchema>;

/** The auction on a property, as the detail page, cards and the wizard read it. Times are ISO-8601 UTC. */
export const biddingPropertySchema = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  /** The starting price. */
  bid_amount: z.number(),
  highest_bid_amount: z.number(),
  bid_incremental_amount: z.number(),
  /** highest_bid_amount + bid_incremental_amount. */
  minimum_next_bid: z.number(),
  buyers_premium_rate: z.number(),
  bid_starting_time: z.string(),
  bid_ending_time: z.string(),
  /** Derived on the server at answer time (rules.ts biddingStatusAt); clients re-derive it as their clock ticks. */
  status: z.enum(['upcoming', 'active', 'expired']),
  has_transaction: z.boolean(),
  bid_count: z.number().int(),
  /** The highest bidder's nickname (approval bid_nickname); null before the first bid. */
  highest_bidder: z.string().nullable(),
  /** Viewer-specific: true when the caller holds the highest bid (false for anonymous visitors and in cached lists). */
  is_highest_bidder: z.boolean(),
});
export type BiddingProperty = z.infer<typeof biddingPropertySchema>;

/** POST /bidding_properties: the auction as enabled or changed. */
export const enableBidResponseSchema = z.object({ message: z.string(), data: biddingPropertySchema });

/** GET /bidding_properties/{propertyId}: the auction, or null when bidding is not enabled. */
export const auctionResponseSchema = z.object({ data: biddingPropertySchema.nullable() });

/**
 * A bid (spec section 3, Bid). Bidders are shown by nickname: `user.id` and `user.email` are given only to
 * the bidder themself, the listing side and admins, and are null for everyone else.
 */
export const bidSchema = z.object({
  id: z.number().int(),
  bid_amount: z.number(),
  buyers_premium: z.number(),
  contingency: z.array(z.enum(CONTINGENCIES)),
  escrow_closing_date: z.string(),
  bid_property_id: z.number().int(),
  property_id: z.number().int(),
  date: z.string(),
  user: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable() }),
  is_mine: z.boolean(),
  /** Own-bids lists (dashboard) name the property. */
  property: z.object({ id: z.number().int(), label: z.string(), street_address: z.string() }).optional(),
});
export type Bid = z.infer<typeof bidSchema>;

/** GET /bidding_history: one page of bids. */
export const bidPageSchema = pageSchema(bidSchema);

/** contingency may come as a JSON array, a JSON text array (spec: stored as JSON text) or one value. */
const contingencyField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return [value];
    }
  },
  z.array(singleLineText().max(200), { error: m.contingencyRequired }),
);

/**
 * POST /bidding_history (spec section 7). Shape only: the amount rules depend on the highest bid and
 * are checked by the service under the row lock (rules.ts checkBidAmount, checkContingency, checkEscrowDate).
 */
export const placeBidSchema = z.object({
  /** Optional here so that a missing amount gets the spec's 'Bid amount is required.' from checkBidAmount (zod 4 refuses a missing z.unknown() key). */
  bid_amount: z.unknown().optional(),
  contingency: contingencyField.optional(),
  escrow_closing_date: singleLineText().max(40).optional(),
  /** The form's field is named escrowdate (spec section 3); either name is accepted. */
  escrowdate: singleLineText().max(40).optional(),
  bid_property_id: positiveId,
  /** The Due Diligence checkbox; when sent it must be true. */
  due_diligence: z.union([z.boolean(), z.literal('1'), z.literal('true'), z.literal(1)]).optional(),
});
export type PlaceBidInput = z.output<typeof placeBidSchema>;

/**
 * GET /bidding_history: with bid_property_id, that auction's bids newest first (the all bids modal);
 * without it, the caller's own bids (the dashboard widget).
 */
export const bidHistoryQuerySchema = pageQuerySchema.extend({
  bid_property_id: positiveId.optional(),
});

/** The answer to a successful bid: the bid and the auction as it now stands. */
export const placeBidResponseSchema = z.object({
  message: z.string(),
  data: z.object({ bid: bidSchema, bidding_property: biddingPropertySchema }),
});

/** POST /bidding_approval (multipart; spec section 7). proof_document is the file part, checked by content. */
export const bidApprovalFieldsSchema = z.object({
  bid_nickname: requiredLine(m.nicknameRequired, 60).min(3, { error: m.nicknameMin }),
  status: z.enum(BIDDER_STATUSES, { error: m.statusRequired }),
  agreement: z.preprocess(
    (value) => value === true || value === 'true' || value === '1' || value === 1 || value === 'on',
    z.literal(true, { error: m.agreementRequired }),
  ),
  property_id: positiveId,
});
export type BidApprovalFields = z.output<typeof bidApprovalFieldsSchema>;

export const bidApprovalSchema = z.object({
  id: z.number().int(),
  bid_nickname: z.string(),
  status: z.enum(BIDDER_STATUSES),
  agreement: z.boolean(),
  property_id: z.number().int(),
  approval: z.enum(APPROVAL_STATES),
  /** The proof's storage path; viewed at /api/v1/storage/{path} by its buyer and the listing side only. */
  proof_document: z.string(),
  proof_document_name: z.string(),
  proof_document_size: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  property: z.object({ id: z.number().int(), label: z.string(), street_address: z.string() }),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type BidApproval = z.infer<typeof bidApprovalSchema>;

/** POST /bidding_approval and PUT /bidding_approval/{id}: the approval as it now is. */
export const bidApprovalResponseSchema = z.object({ message: z.string(), data: bidApprovalSchema });

/** GET /bidding_approval: one page of approvals. */
export const bidApprovalPageSchema = pageSchema(bidApprovalSchema);

/** GET /bidding_approval (spec: page, property_id, approval). Without property_id: approvals on my listings and my own. */
export const approvalListQuerySchema = pageQuerySchema.extend({
  property_id: positiveId.optional(),
  approval: z.enum(APPROVAL_STATES).optional(),
});

/** PUT /bidding_approval/{id} (spec: id, approval, path; path is not used and is dropped when sent). */
export const approvalDecisionSchema = z.object({
  id: positiveId.optional(),
  approval: z.enum(['approved', 'rejected'], { error: m.approvalChoice }),
});

/**
 * GET /bidding_approval/property/{propertyId}: the caller's own approval, which drives the wizard
 * (docs/DECISIONS.md): approved -> 200 with data; none -> 200 with data null; submitted or rejected, or the
 * caller already holds the highest bid -> 409 with the message, and the modal closes.
 */
export const ownApprovalResponseSchema = z.object({ data: bidApprovalSchema.nullable(), message: z.string().optional() });

/** GET /time: the server clock, so countdowns correct for a client's skew. */
export const serverTimeSchema = z.object({ server_time: z.number().int() });

export { BID_EVENTS } from './events';
/** `bid:placed` payload: the public view of the new bid and the auction as it now stands. */
export type BidPlacedEvent = { property_id: number; bid: Bid; bidding_property: BiddingProperty };
