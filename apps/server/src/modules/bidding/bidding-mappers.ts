import type { Bid, BidApproval, BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { biddingStatusAt, CONTINGENCIES, minimumNextBid, type Contingency } from '@openhouse/shared/bidding/rules';
import type { ApprovalView } from './approvals.repository';
import type { AuctionView, BidView } from './bidding.repository';

/**
 * The auction as the API shows it at `now` (the server clock decides its status). is_highest_bidder is
 * about the viewer: false for anonymous visitors and in events everyone receives.
 */
export function toBiddingProperty(view: AuctionView, viewerId: number | null, now: number = Date.now()): BiddingProperty {
  const endsAt = view.bid_ending_time.getTime();
  return {
    id: view.id,
    property_id: view.property_id,
    bid_amount: view.bid_amount,
    highest_bid_amount: view.highest_bid_amount,
    bid_incremental_amount: view.bid_incremental_amount,
    minimum_next_bid: minimumNextBid(view.highest_bid_amount, view.bid_incremental_amount),
    buyers_premium_rate: view.buyers_premium_rate,
    bid_starting_time: view.bid_starting_time.toISOString(),
    bid_ending_time: view.bid_ending_time.toISOString(),
    status: biddingStatusAt({ startsAt: view.bid_starting_time.getTime(), endsAt, hasTransaction: view.has_transaction }, now),
    has_transaction: view.has_transaction,
    bid_count: view.bid_count,
    highest_bidder: view.highest_bidder,
    is_highest_bidder: viewerId !== null && view.highest_bidder_id === viewerId,
  };
}

/** The contingency list stored as JSON text; anything unreadable reads as none rather than failing a list. */
export function parseContingency(text: string): Contingency[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is Contingency => (CONTINGENCIES as readonly unknown[]).includes(item)) : [];
  } catch {
    return [];
  }
}

/**
 * A bid as a viewer sees it. Bidders are known by nickname; the bidder themself and the listing side
 * (which includes admins) also see the account's id and e-mail.
 */
export function toBid(row: BidView, viewer: { id: number | null; listingSide: boolean }): Bid {
  const isMine = viewer.id !== null && row.user_id === viewer.id;
  const reveal = isMine || viewer.listingSide;
  return {
    id: row.id,
    bid_amount: row.bid_amount,
    buyers_premium: row.buyers_premium,
    contingency: parseContingency(row.contingency),
    escrow_closing_date: row.escrow_closing_date,
    bid_property_id: row.bid_property_id,
    property_id: row.property_id,
    date: row.created_at.toISOString(),
    user: { id: reveal ? row.user_id : null, name: row.bidder_nickname, email: reveal ? row.bidder_email : null },
    is_mine: isMine,
    ...(row.property ? { property: row.property } : {}),
  };
}

/** The public view of a bid (live events reach everyone watching the listing). */
export const publicBid = (row: BidView): Bid => toBid(row, { id: null, listingSide: false });

export function toApproval(view: ApprovalView): BidApproval {
  return {
    id: view.id,
    bid_nickname: view.bid_nickname,
    status: view.status,
    agreement: view.agreement,
    property_id: view.property_id,
    approval: view.approval,
    proof_document: view.proof_path,
    proof_document_name: view.proof_name,
    proof_document_size: view.proof_size,
    user: view.user,
    property: { id: view.property.id, label: view.property.label, street_address: view.property.street_address },
    decided_at: view.decided_at?.toISOString() ?? null,
    created_at: view.created_at.toISOString(),
  };
}
