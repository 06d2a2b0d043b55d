import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { LiveAuctionsWidget } from './realtor-overview';

type Realtor = NonNullable<DashboardSummary['realtor']>;

/** 20:00 UTC on June 1: still June 1 in Los Angeles, already June 2 in Tokyo. */
const summary: Realtor = {
  active_listings: 1,
  drafts: 0,
  views_this_week: 0,
  live_auctions: [{ property_id: 3, label: 'Harbor loft', street_address: '1 Bay St', highest_bid_amount: 0, bid_count: 0, bid_ending_time: '2030-06-01T20:00:00.000Z' }],
  transactions_by_status: [],
  queue: { bid_approvals: [], document_requests: [], total: 0 },
};

function renderFor(timezone: string | null) {
  const user = makeUser({ timezone });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  mockApi({ 'GET /me': () => json({ data: user }) });
  renderWithProviders(<LiveAuctionsWidget summary={summary} />);
}

describe('live auctions widget', () => {
  it("shows an auction's end day in the signed-in person's zone", async () => {
    renderFor('Asia/Tokyo');
    expect(await screen.findByText('0 bids · ends 06/02/2030')).toBeInTheDocument();
  });

  it('shows it in the default zone for an account without one', async () => {
    renderFor(null);
    expect(await screen.findByText('0 bids · ends 06/01/2030')).toBeInTheDocument();
  });
});
