import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import {
  biddingStatusAt,
  buyersPremium,
  checkBidAmount,
  checkContingency,
  checkEscrowDate,
  endTimeAfterBid,
  minimumNextBid,
  toCents,
} from '@openhouse/shared/bidding/rules';
import type { Bid, BiddingProperty, bidHistoryQuerySchema, PlaceBidInput } from '@openhouse/shared/bidding/schemas';
import { todayIn } from '@openhouse/shared/format/datetime';
import { toPage, type Page } from '@openhouse/shared/http/pagination';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { canAcceptAnotherBid } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, conflict, invalidField, notFound, unauthenticated, type FieldErrors } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { findProperty } from '../properties/properties.repository';
import { isListingSide, isVisibleTo, requireVisibleProperty } from '../properties/property-access';
import { findApprovalFor } from './approvals.repository';
import { announceBid } from './bid-events';
import { toBid, toBiddingProperty } from './bidding-mappers';
import {
  countAuctionBids,
  countBidsOf,
  findAuction,
  insertBid,
  latestTransactionStatus,
  listAuctionBids,
  listBidsOf,
  lockAuction,
  updateAuction,
  type AuctionRow,
  type BidView,
} from './bidding.repository';

/** The largest amount numeric(14,2) holds. */
const MAX_AMOUNT = 999_999_999_999;

/** A form amount ("1,250,000", "$1,250,000.50" or a number), rounded to the cent as it is stored. */
function amountOf(input: unknown): number {
  const amount = typeof input === 'string' ? Number(input.replace(/[$,\s]/g, '')) : Number(input);
  return toCents(amount) / 100;
}

const isTrue = (value: PlaceBidInput['due_diligence']) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * The bid form's rules (spec section 5), judged against the locked auction. Every failing field is named;
 * the message is the first one's, in the form's order.
 */
function checkBidFields(input: PlaceBidInput, auction: AuctionRow, today: string): FieldErrors | null {
  const errors: FieldErrors = {};
  const amountError =
    checkBidAmount(input.bid_amount, auction.highest_bid_amount, auction.bid_incremental_amount) ??
    (amountOf(input.bid_amount) > MAX_AMOUNT ? m.bidAmountInvalid : null);
  if (amountError) errors.bid_amount = [amountError];
  const contingencyError = checkContingency(input.contingency);
  if (contingencyError) errors.contingency = [contingencyError];
  // The form names the field escrowdate (spec section 3); the error is reported under the name that was sent.
  const escrowField = input.escrow_closing_date === undefined && input.escrowdate !== undefined ? 'escrowdate' : 'escrow_closing_date';
  const escrowError = checkEscrowDate(input.escrow_closing_date ?? input.escrowdate, today);
  if (escrowError) errors[escrowField] = [escrowError];
  if (input.due_diligence !== undefined && !isTrue(input.due_diligence)) errors.due_diligence = [m.dueDiligenceRequired];
  return Object.keys(errors).length > 0 ? errors : null;
}

type Placed = { bid: BidView; auction: AuctionRow; property: { id: number; label: string }; outbidUserId: number | null; hasTransaction: boolean };

/**
 * POST /bidding_history. Everything that decides whether the bid stands happens in one transaction
 * holding the auction's row lock (SELECT … FOR UPDATE), read by the server clock once the lock is held:
 * two bids can never both be accepted at one amount, the highest amount only rises, and the end time
 * only moves forwards. Every statement in it runs on `tx`: with a small pool (or PGlite's one
 * connection) a query on another connection while holding the lock could wait on itself forever.
 *
 * PGlite has a single connection, and its client runs a transaction exclusively: statements of other
 * requests queue until it commits (see bidding.concurrency.test.ts, which proves it), so the row lock
 * plus that queue serialise bids there too, and no in-process mutex is needed.
 */
export async function placeBid(platform: Platform, actor: Actor, input: PlaceBidInput): Promise<{ message: string; data: { bid: Bid; bidding_property: BiddingProperty } }> {
  let placed: Placed;
  try {
    placed = await platform.db.transaction(async (tx) => {
      const auction = await lockAuction(tx, input.bid_property_id);
      if (!auction) throw notFound(m.biddingNotEnabled);
      const property = await findProperty(tx, auction.property_id);
      if (!property || !isVisibleTo(actor, property)) throw notFound(propertyMessages.notFound);
      if (isListingSide(actor, property)) throw refused(m.listingSideCannotBid);

      const approval = await findApprovalFor(tx, property.id, actor.id);
      if (!approval) throw refused(m.notApproved);
      if (approval.approval === 'submitted') throw refused(m.approvalUnderReview);
      if (approval.approval === 'rejected') throw refused(m.approvalRejected);

      const now = Date.now();
      const hasTransaction = !canAcceptAnotherBid(await latestTransactionStatus(tx, property.id));
      const status = biddingStatusAt({ startsAt: auction.bid_starting_time.getTime(), endsAt: auction.bid_ending_time.getTime(), hasTransaction }, now);
      if (status === 'upcoming') throw conflict(m.notStarted);
      if (status === 'expired') throw conflict(m.ended);
      if (auction.highest_bidder_id === actor.id) throw conflict(m.alreadyHighest);

      const errors = checkBidFields(input, auction, todayIn(undefined, now));
      if (errors) throw new AppError(422, Object.values(errors)[0]![0]!, errors);

      const amount = amountOf(input.bid_amount);
      const bid = await insertBid(tx, {
        bid_property_id: auction.id,
        property_id: property.id,
        user_id: actor.id,
        bidder_nickname: approval.bid_nickname,
        bid_amount: amount,
        buyers_premium: buyersPremium(amount, auction.buyers_premium_rate),
        contingency: JSON.stringify(input.contingency),
        escrow_closing_date: (input.escrow_closing_date ?? input.escrowdate)!,
        created_at: new Date(now),
      });
      const updated = await updateAuction(tx, auction.id, {
        highest_bid_amount: amount,
        highest_bidder_id: actor.id,
        bid_count: auction.bid_count + 1,
        bid_ending_time: new Date(endTimeAfterBid(auction.bid_ending_time.getTime(), now)),
      });
      return {
        bid: { ...bid, bidder_email: approval.user.email },
        auction: updated,
        property: { id: property.id, label: property.label },
        outbidUserId: auction.highest_bidder_id,
        hasTransaction,
      };
    });
  } catch (error) {
    // The lock makes this unreachable in practice; should two bids still meet at one amount, the later
    // one is simply stale: it is told the minimum as it now stands, never a server error.
    if (isUniqueViolation(error)) throw await staleBid(platform, input.bid_property_id);
    throw error;
  }

  const view = { ...placed.auction, highest_bidder: placed.bid.bidder_nickname, has_transaction: placed.hasTransaction };
  announceBid(platform, { property: placed.property, bid: placed.bid, auction: view, outbidUserId: placed.outbidUserId });
  return {
    message: m.bidPlaced,
    data: { bid: toBid(placed.bid, { id: actor.id, listingSide: false }), bidding_property: toBiddingProperty(view, actor.id) },
  };
}

/** A 403 that says why: the caller is known, but may not bid here (yet). */
function refused(message: string): AppError {
  return new AppError(403, message);
}

async function staleBid(platform: Platform, auctionId: number): Promise<AppError> {
  const auction = await findAuction(platform.db, auctionId);
  const minimum = auction ? minimumNextBid(auction.highest_bid_amount, auction.bid_incremental_amount) : 0;
  return invalidField('bid_amount', m.minimumBid(minimum));
}

/**
 * GET /bidding_history. With bid_property_id: that auction's bids, newest first, for anyone who may see
 * the listing (bidders by nickname). Without it: the caller's own bids, naming their listings.
 */
export async function bidHistory(platform: Platform, actor: Actor | null, query: z.output<typeof bidHistoryQuerySchema>): Promise<Page<Bid>> {
  const window = pageWindow(query);
  if (query.bid_property_id === undefined) {
    if (!actor) throw unauthenticated();
    const [rows, total] = await Promise.all([listBidsOf(platform.db, actor.id, window), countBidsOf(platform.db, actor.id)]);
    return toPage(
      rows.map((row) => toBid(row, { id: actor.id, listingSide: false })),
      total,
      query,
    );
  }
  const auction = await findAuction(platform.db, query.bid_property_id);
  if (!auction) throw notFound(m.biddingNotEnabled);
  const property = await requireVisibleProperty(platform.db, actor, auction.property_id);
  const viewer = { id: actor?.id ?? null, listingSide: isListingSide(actor, property) };
  const [rows, total] = await Promise.all([listAuctionBids(platform.db, auction.id, window), countAuctionBids(platform.db, auction.id)]);
  return toPage(
    rows.map((row) => toBid(row, viewer)),
    total,
    query,
  );
}
