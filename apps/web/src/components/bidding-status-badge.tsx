import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { biddingStatusAt, biddingStatusLabels, type BiddingStatus } from '@openhouse/shared/bidding/status';
import { formatCountdown } from '@openhouse/shared/format/countdown';
import { canAcceptAnotherBid } from '@openhouse/shared/transactions/statuses';
import { useServerNow } from '../lib/server-clock';

type AuctionTimes = Pick<BiddingProperty, 'bid_starting_time' | 'bid_ending_time' | 'has_transaction'>;

export type AuctionState = {
  status: BiddingStatus;
  /** 'Yet to become active', 'Active' or 'Expired' (spec section 9). */
  label: string;
  /** Seconds until the start (upcoming) or the end (active); null once expired. */
  secondsLeft: number | null;
  /** 'Starts in 2 Day 03:04:05', 'Ends in 00:09:59'; null once expired. */
  countdown: string | null;
};

/**
 * Where an auction stands at `now` (server clock, ms). It is over once the property has a transaction:
 * the auction's own flag, or a latest transaction that is not cancelled (spec section 4).
 */
export function auctionState(auction: AuctionTimes, latestTransactionStatusId: number | null | undefined, now: number): AuctionState {
  const startsAt = Date.parse(auction.bid_starting_time);
  const endsAt = Date.parse(auction.bid_ending_time);
  const hasTransaction = auction.has_transaction || !canAcceptAnotherBid(latestTransactionStatusId);
  const status = biddingStatusAt({ startsAt, endsAt, hasTransaction }, now);
  const target = status === 'upcoming' ? startsAt : status === 'active' ? endsAt : null;
  const secondsLeft = target === null ? null : Math.max(0, Math.floor((target - now) / 1000));
  const countdown = secondsLeft === null ? null : `${status === 'upcoming' ? 'Starts in' : 'Ends in'} ${formatCountdown(secondsLeft)}`;
  return { status, label: biddingStatusLabels[status], secondsLeft, countdown };
}

const COLORS: Record<BiddingStatus, string> = { upcoming: 'yellow', active: 'teal', expired: 'gray' };

/** Reads the auction's state on the server's clock, re-rendering every second. */
export function useAuctionState(auction: AuctionTimes, latestTransactionStatusId?: number | null): AuctionState {
  return auctionState(auction, latestTransactionStatusId, useServerNow());
}

type BiddingStatusBadgeProps = {
  auction: AuctionTimes;
  latestTransactionStatusId?: number | null;
  size?: MantineSize;
  /** Cards keep it on one line; the detail page lets the countdown wrap under the badge. */
  withCountdown?: boolean;
};

/** The auction's label ('Yet to become active', 'Active', 'Expired') and its live countdown. */
export function BiddingStatusBadge({ auction, latestTransactionStatusId, size = 'sm', withCountdown = true }: BiddingStatusBadgeProps) {
  const state = useAuctionState(auction, latestTransactionStatusId);
  return (
    <Group gap={6} wrap="wrap" data-testid="bidding-status">
      <Badge color={COLORS[state.status]} variant="light" size={size}>
        {state.label}
      </Badge>
      {withCountdown && state.countdown ? (
        // Read aloud once, not every second.
        <Text size={size === 'xs' ? 'xs' : 'sm'} c="dimmed" ff="monospace" aria-live="off" style={{ whiteSpace: 'nowrap' }}>
          {state.countdown}
        </Text>
      ) : null}
    </Group>
  );
}
