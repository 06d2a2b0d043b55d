import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser, pageOf } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { DashboardPage } from './dashboard-page';

const realtor: DashboardSummary['realtor'] = {
  active_listings: 4,
  drafts: 2,
  views_this_week: 37,
  live_auctions: [
    { property_id: 3, label: 'Harbor loft', street_address: '1 Bay St', highest_bid_amount: 510000, bid_count: 2, bid_ending_time: '2030-01-01T00:00:00Z' },
  ],
  transactions_by_status: [{ status_id: 1, name: 'Contract Sent', count: 2 }],
  queue: {
    bid_approvals: [{ id: 9, property_id: 3, label: 'Harbor loft', street_address: '1 Bay St', who: 'QuickBidder', since: '2026-01-01T00:00:00Z' }],
    document_requests: [],
    // More wait than the card lists: its count is the queue page's, not the length of its rows.
    total: 7,
  },
};
const buyer: DashboardSummary['buyer'] = {
  live_bids: [
    {
      property_id: 3,
      label: 'Harbor loft',
      street_address: '1 Bay St',
      my_bid: 500000,
      highest_bid_amount: 510000,
      leading: false,
      bid_ending_time: '2030-01-01T00:00:00Z',
    },
  ],
  saved_homes: [],
  approvals: [{ id: 4, property_id: 3, label: 'Harbor loft', street_address: '1 Bay St', approval: 'approved' }],
};

function renderAs(roles: string[], summary: DashboardSummary | 'fail') {
  const user = makeUser({ id: 7, show_guided_tour: 1, roles: roles.map((name, index) => ({ id: index + 1, name })) });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  mockApi({
    'GET /me': () => json({ data: user }),
    'GET /bidding_history': () => json(pageOf([])),
    'GET /dashboard/summary': () => (summary === 'fail' ? json({ message: 'Server is down.', code: 'internal' }, 500) : json({ data: summary })),
  });
  renderWithProviders(<DashboardPage notifications={null} recentMessages={<section aria-label="Recent Messages" />} />, { route: '/dashboard' });
}

describe('dashboard by role', () => {
  it("shows a realtor's figures, each linking on, and the queue with its action; no bidding history", async () => {
    renderAs(['Realtor'], { realtor, buyer: null, seller: null });
    const figures = await screen.findByRole('region', { name: 'Key figures' });
    // Each card is named by the words it shows (a name leaving some out fails speech input and axe alike).
    expect(within(figures).getByRole('link', { name: 'Active listings 4 2 drafts, not published' })).toHaveAttribute('href', '/my-listings');
    expect(within(figures).getByRole('link', { name: 'Views this week 37' })).toHaveAttribute('href', '/insights');
    expect(within(figures).getByRole('link', { name: /^Transactions 2 / })).toHaveAttribute('href', '/transactions');
    // The summary's widgets are drawn in a deferred render after the figures (components/deferred-content.tsx).
    expect(await screen.findByText('Bid approval: QuickBidder')).toBeInTheDocument();
    const queue = screen.getByRole('region', { name: 'Waiting on you' });
    expect(within(queue).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/properties/3?approvals=1');
    expect(screen.getByRole('region', { name: 'Live Auctions' })).toHaveTextContent('$510,000');
    expect(screen.getByRole('region', { name: 'Recent Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bidding History' })).not.toBeInTheDocument();
    expect(within(queue).getByText('7')).toBeInTheDocument();
    expect(within(queue).getByText('6 more on the queue page')).toBeInTheDocument();
  });

  it("shows a buyer's live bids (outbid), empty saved homes and approvals, and the bidding history", async () => {
    renderAs(['Buyer'], { realtor: null, buyer, seller: null });
    // Each widget shows its loading lines first, then the answer.
    expect(within(screen.getByRole('region', { name: 'Your Live Bids' })).getByRole('status', { name: 'Loading your live bids' })).toBeInTheDocument();
    expect(await screen.findByText('Outbid')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your Live Bids' })).getByText('Harbor loft')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Saved Homes' })).toHaveTextContent('No Records Found');
    expect(within(screen.getByRole('region', { name: 'Bidding Approvals' })).getByText('approved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bidding History' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
  });

  it("puts the failure in each of the role's widgets", async () => {
    renderAs(['Seller'], 'fail');
    const home = await screen.findByRole('region', { name: 'Your Home' });
    expect(await within(home).findByText('Server is down.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Live Bids' })).not.toBeInTheDocument();
  });
});
