import type { Bid } from '@openhouse/shared/bidding/schemas';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { BiddingHistoryWidget } from './bidding-history-widget';

function bid(id: number, amount: number, property: { id: number; label: string; street_address: string }): Bid {
  return {
    id,
    bid_amount: amount,
    buyers_premium: amount * 0.05,
    contingency: ['no-contingency'],
    escrow_closing_date: '2030-06-15',
    bid_property_id: 40 + id,
    property_id: property.id,
    date: '2030-05-01T17:30:00Z',
    user: { id: 7, name: 'Rita Realtor', email: 'rita@example.com' },
    is_mine: true,
    property,
  };
}

const page = (data: Bid[]) => ({ data, current_page: 1, last_page: 1, per_page: 5, from: data.length ? 1 : null, to: data.length || null, total: data.length });

function renderWidget(data: Bid[] | null) {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: makeAuthPayload().user }),
    'GET /bidding_history': () => (data ? json(page(data)) : json({ message: 'Something went wrong, please try again.' }, 500)),
  });
  renderWithProviders(<BiddingHistoryWidget />);
  return api;
}

describe('bidding history widget', () => {
  it("lists the user's latest five bids, each linking to its property", async () => {
    const api = renderWidget([bid(2, 1_020_000, { id: 5, label: 'Sunny craftsman', street_address: '12 Elm St' }), bid(1, 640_000, { id: 9, label: 'Hill condo', street_address: '4 Oak Ave' })]);
    const list = await screen.findByRole('list', { name: 'Your latest bids' });
    expect(within(list).getByRole('link', { name: 'Sunny craftsman' })).toHaveAttribute('href', '/properties/5');
    expect(within(list).getByRole('link', { name: 'Hill condo' })).toHaveAttribute('href', '/properties/9');
    expect(within(list).getByText('$1,020,000')).toBeInTheDocument();
    expect(within(list).getByText('12 Elm St · 05/01/2030 - 10:30 AM')).toBeInTheDocument();
    const query = api.calls('GET /bidding_history')[0]?.query;
    expect(query?.get('per_page')).toBe('5');
    expect(query?.has('bid_property_id')).toBe(false);
  });

  it('says so when there are no bids yet', async () => {
    renderWidget([]);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Bids you place show here.')).toBeInTheDocument();
  });

  it('says so when the bids cannot be loaded', async () => {
    renderWidget(null);
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });
});
