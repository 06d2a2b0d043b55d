import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import {
  biddingStatusAt,
  buyersPremium,
  checkBidAmount,
  checkContingency,
  checkEscrowDate,
  minimumNextBid,
  parseAmount,
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
import { AppError, conflict, invalidField, invalidFields, notFound, unauthenticated, type FieldErrors } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { propertyAccess } from '../properties/properties.access';
import { toBid, toBiddingProperty } from './bidding-mappers';
import { countAuctionBids, countBidsOf, findAuction, listAuctionBids, listBidsOf, type AuctionRow } from './bidding.repository';
import { readBidContext, type BidContext } from './place-bid.repository';
import { enqueueBid, type QueuedBid } from './bid-queue';

/** Attempts before a bid that keeps being overtaken between its read and its write is told the minimum as it stands. */
const ATTEMPTS = 3;

/** A form amount, rounded to the cent as it is stored. */
const amountOf = (input: unknown): number => toCents(parseAmount(input)) / 100;

/** A positive amount as exact decimal text with two places (what numeric(14,2) stores). */
function decimalText(amount: number): string {
  const cents = toCents(amount);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const isTrue = (value: PlaceBidInput['due_diligence']) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * Today in the default zone, for the escrow date rule. Worked out once a minute rather than on every bid
 * (a dayjs zone conversion shows in a profile of a busy auction). Exact: zone offsets are whole minutes,
 * so midnight there always falls on a whole minute of the clock.
 */
let todayCache = { minute: Number.NaN, date: '' };
function defaultZoneToday(now: number): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== todayCache.minute) todayCache = { minute, date: todayIn(undefined, now) };
  return todayCache.date;
}

/**
 * The bid form's rules (spec section 5), judged against the auction as read. Every failing field is named;
 * the message is the first one's, in the form's order.
 */
function checkBidFields(input: PlaceBidInput, auction: AuctionRow, today: string): FieldErrors | null {
  const errors: FieldErrors = {};
  const amountError = checkBidAmount(input.bid_amount, auction.highest_bid_amount, auction.bid_incremental_amount);
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

type Judged = { auction: AuctionRow; version: string; property: NonNullable<BidContext['property']>; nickname: string; bidderEmail: string | null };

/**
 * Every rule of a bid, in the order docs/DECISIONS.md gives (auction, listing side, approval, time, highest
 * bidder, fields), judged on one snapshot: the first rule broken is thrown, as the answer.
 */
function judgeBid(actor: Actor, input: PlaceBidInput, context: BidContext | null, now: number): Judged {
  if (!context) throw notFound(m.biddingNotEnabled);
  const { auction, property, approval } = context;
  if (!property || !propertyAccess.can(actor, 'see', property)) throw notFound(propertyMessages.notFound);
  if (propertyAccess.can(actor, 'listingSide', property)) throw refused(m.listingSideCannotBid);

  if (!approval) throw refused(m.notApproved);
  if (approval.approval === 'submitted') throw refused(m.approvalUnderReview);
  if (approval.approval === 'rejected') throw refused(m.approvalRejected);

  const hasTransaction = !canAcceptAnotherBid(context.latestTransactionStatus);
  const status = biddingStatusAt({ startsAt: auction.bid_starting_time.getTime(), endsAt: auction.bid_ending_time.getTime(), hasTransaction }, now);
  if (status === 'upcoming') throw conflict(m.notStarted);
  if (status === 'expired') throw conflict(m.ended);
  if (auction.highest_bidder_id === actor.id) throw conflict(m.alreadyHighest);

  const errors = checkBidFields(input, auction, defaultZoneToday(now));
  if (errors) throw invalidFields(errors);
  return { auction, version: context.version, property, nickname: approval.bid_nickname, bidderEmail: context.bidderEmail };
}

/** The values a bid judged valid is placed with. */
function queuedBid(actor: Actor, input: PlaceBidInput, judged: Judged): QueuedBid {
  const { auction, property } = judged;
  const amount = amountOf(input.bid_amount);
  return {
    values: {
      auctionId: auction.id,
      version: judged.version,
      userId: actor.id,
      nickname: judged.nickname,
      amount: decimalText(amount),
      premium: decimalText(buyersPremium(amount, auction.buyers_premium_rate)),
      contingency: JSON.stringify(input.contingency),
      escrowDate: (input.escrow_closing_date ?? input.escrowdate)!,
    },
    auction,
    property: { id: property.id, label: property.label },
    bidderEmail: judged.bidderEmail,
  };
}

/**
 * POST /bidding_history. The auction's row lock is held as briefly as it can be: the bid is judged on one
 * read taken without any lock (every rule, in order, by the server clock), then placed by one statement
 * that locks the row, re-checks on the row as locked what another bid may have changed meanwhile, raises
 * the auction, inserts the bid and commits (placeBids). No round trip to the app happens while the lock
 * is held: bids on one auction are serialised only for as long as PostgreSQL runs that statement. The
 * reads and the placing are batched (readBidContext, enqueueBid): bids arriving together share one read
 * and one statement, placed in the order they came. Still, two bids can never both be accepted at one
 * amount (the row lock, and the unique (auction, amount) index behind it), the highest amount only
 * rises, and the end time only moves forwards.
 *
 * What the read takes without the lock cannot make a wrong bid stand: approvals only ever leave
 * 'submitted'; no request guards the listing or its sides with the auction's lock; and an accepted bid
 * (a transaction, which ends the auction) moves the auction's version, which the statement checks.
 * A bid that passed the read but not the statement was overtaken in between. When only other bids moved
 * the auction, it is judged again on the auction as the lock saw it, which names the rule it now breaks
 * (usually the new minimum); otherwise (a new version) it is judged on a fresh read, or placed on a new
 * attempt.
 *
 * PGlite has one connection and runs each statement whole, so the same statement serialises bids there.
 */
export async function placeBid(platform: Platform, actor: Actor, input: PlaceBidInput): Promise<{ message: string; data: { bid: Bid; bidding_property: BiddingProperty } }> {
  try {
    for (let attempt = 1; ; attempt += 1) {
      const context = await readBidContext(platform.db, input.bid_property_id, actor.id);
      const judged = judgeBid(actor, input, context, Date.now());
      const outcome = await enqueueBid(platform, queuedBid(actor, input, judged));
      if (outcome.placed) {
        return {
          message: m.bidPlaced,
          data: { bid: toBid(outcome.bid, { id: actor.id, listingSide: false }), bidding_property: toBiddingProperty(outcome.auction, actor.id) },
        };
      }
      const seen = outcome.auction;
      if (seen && seen.version === judged.version) {
        const auction = { ...judged.auction, highest_bid_amount: seen.highestAmount, highest_bidder_id: seen.highestBidderId, bid_count: seen.bidCount, bid_starting_time: seen.startsAt, bid_ending_time: seen.endsAt };
        judgeBid(actor, input, { ...context!, auction }, Date.now());
      }
      if (attempt === ATTEMPTS) throw await staleBid(platform, input.bid_property_id);
    }
  } catch (error) {
    // The row lock makes this unreachable in practice; should two bids still meet at one amount, the later
    // one is simply stale: it is told the minimum as it now stands, never a server error.
    if (isUniqueViolation(error)) throw await staleBid(platform, input.bid_property_id);
    throw error;
  }
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
  const property = await propertyAccess.require(platform.db, actor, 'see', auction.property_id);
  const viewer = { id: actor?.id ?? null, listingSide: propertyAccess.can(actor, 'listingSide', property) };
  const [rows, total] = await Promise.all([listAuctionBids(platform.db, auction.id, window), countAuctionBids(platform.db, auction.id)]);
  return toPage(
    rows.map((row) => toBid(row, viewer)),
    total,
    query,
  );
}
