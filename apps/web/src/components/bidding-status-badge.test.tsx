import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { TestProviders } from '../../test/render';
import { clockOffset, resetServerClock } from '../lib/server-clock';
import { auctionState, BiddingStatusBadge } from './bidding-status-badge';

const START = Date.parse('2030-05-01T16:00:00Z');
const END = Date.parse('2030-05-03T16:00:00Z');
const auction = { bid_starting_time: new Date(START).toISOString(), bid_ending_time: new Date(END).toISOString(), has_transaction: false };
const SECOND = 1000;
const DAY = 86_400 * SECOND;

afterEach(() => resetServerClock());

describe('auctionState', () => {
  it("reads 'Yet to become active' before the start, counting down to it with days", () => {
    const now = START - (DAY + 3 * 3600 * SECOND + 4 * 60 * SECOND + 5 * SECOND);
    expect(auctionState(auction, null, now)).toEqual({ status: 'upcoming', label: 'Yet to become active', secondsLeft: 97_445, countdown: 'Starts in 1 Day 03:04:05' });
  });

  it("reads 'Active' between start and end, as hh:mm:ss under one day", () => {
    expect(auctionState(auction, null, START).label).toBe('Active');
    expect(auctionState(auction, null, END - (9 * 60 + 59) * SECOND).countdown).toBe('Ends in 00:09:59');
    expect(auctionState(auction, null, END - 2 * DAY).countdown).toBe('Ends in 2 Day 00:00:00');
  });

  it("reads 'Expired' at the end, with no countdown", () => {
    expect(auctionState(auction, null, END)).toMatchObject({ status: 'expired', label: 'Expired', countdown: null, secondsLeft: null });
  });

  it("reads 'Expired' once the property has a transaction that is not cancelled", () => {
    expect(auctionState({ ...auction, has_transaction: true }, null, START + SECOND).label).toBe('Expired');
    expect(auctionState(auction, 1, START + SECOND).label).toBe('Expired');
    expect(auctionState(auction, 4, START + SECOND).label).toBe('Expired');
    // Cancelled (6): the auction stands again.
    expect(auctionState(auction, 6, START + SECOND).label).toBe('Active');
  });
});

describe('clockOffset', () => {
  it('assumes the server answered half-way through the round trip', () => {
    expect(clockOffset(10_500, 1_000, 1_400)).toBe(9_300);
  });
});

describe('BiddingStatusBadge', () => {
  it("counts down on the server's clock, not the visitor's", async () => {
    // This machine's clock says the auction is a day away; the server says it has started.
    const local = Date.now();
    const opensTomorrow = { bid_starting_time: new Date(local + DAY).toISOString(), bid_ending_time: new Date(local + 2 * DAY + 30 * 60 * SECOND).toISOString(), has_transaction: false };
    mockApi({ 'GET /time': () => json({ server_time: local + DAY + 60 * SECOND }) });
    render(
      <TestProviders>
        <BiddingStatusBadge auction={opensTomorrow} />
      </TestProviders>,
    );
    expect(screen.getByText('Yet to become active')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/^Ends in 1 Day 00:2\d:\d\d$/)).toBeInTheDocument();
  });
});
