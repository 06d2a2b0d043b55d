import type { Bid } from '@openhouse/shared/bidding/schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import type { MyHome } from '../api/get-my-home';
import { GlobalModalProbe, makeAuction, makeDetail } from '../test/property-fixtures';
import { MyHomePage } from './my-home-page';

const seller = makeAuthPayload(makeUser({ roles: [{ id: 4, name: 'Seller' }] }));

function signInAsSeller() {
  act(() => saveSession(seller, { remember: false, stage: null }));
}

const bid: Bid = {
  id: 900,
  bid_amount: 1_010_000,
  buyers_premium: 50_500,
  contingency: ['loan'],
  escrow_closing_date: '2030-06-15',
  bid_property_id: 40,
  property_id: 5,
  date: '2030-05-01T17:30:00Z',
  user: { id: 12, name: 'Bea Buyer', email: null },
  is_mine: false,
};

function makeHome(overrides: Partial<MyHome> = {}): MyHome {
  return {
    property: makeDetail({ id: 5, is_listing_side: true, bidding_property: makeAuction({ bid_count: 1, highest_bid_amount: 1_010_000 }) }),
    views_this_week: 12,
    can_see_insights: true,
    pending_offers: [bid],
    pending_offer_count: 1,
    can_accept: true,
    deal: null,
    showings: [],
    ...overrides,
  };
}

function render(homes: () => ReturnType<typeof json> | Promise<ReturnType<typeof json>>) {
  signInAsSeller();
  const api = mockApi({ 'GET /me': () => json({ data: seller.user }), 'GET /time': () => json({ server_time: Date.now() }), 'GET /my-home': homes });
  renderWithProviders(
    <>
      <MyHomePage />
      <GlobalModalProbe />
    </>,
    { route: '/my-home', path: '/my-home' },
  );
  return api;
}

describe('my home', () => {
  it('shows a loading state until the homes arrive', async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => {};
    render(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('status', { name: 'Loading your home' })).toBeInTheDocument();
    act(() => answer(json({ data: [] })));
    expect(await screen.findByText('When your realtor lists your home, it appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your home' })).not.toBeInTheDocument();
  });

  it('says so when the seller has no home listed yet', async () => {
    render(() => json({ data: [] }));
    expect(await screen.findByText('When your realtor lists your home, it appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's message and a way to try again when the read fails", async () => {
    let fail = true;
    const api = render(() => (fail ? json({ message: 'The service is busy.' }, 503) : json({ data: [] })));
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('When your realtor lists your home, it appears here.')).toBeInTheDocument();
    expect(api.calls('GET /my-home').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a home with its auction, views, insights and the bid to review and accept', async () => {
    render(() => json({ data: [makeHome()] }));
    const home = await screen.findByRole('article', { name: 'Sunny craftsman' });
    expect(within(home).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(home).getByText('Active')).toBeInTheDocument();
    expect(within(home).getByText('12 views this week')).toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights?property_id=5');
    expect(await within(home).findByText('Current bid $1,010,000')).toBeInTheDocument();
    const bids = within(home).getByRole('list', { name: 'Bids on Sunny craftsman' });
    expect(within(bids).getByText('$1,010,000')).toBeInTheDocument();
    expect(within(bids).getByText(/Bea Buyer/)).toBeInTheDocument();
    await userEvent.setup().click(within(bids).getByRole('button', { name: 'Review and accept' }));
    expect(screen.getByTestId('global-modal')).toHaveTextContent('orderDetails');
  });

  it('shows the deal with whose turn it is and leads the seller to sign on their turn', async () => {
    const sold = makeHome({
      property: makeDetail({
        id: 5,
        status: 'pending',
        is_listing_side: true,
        bidding_property: makeAuction({ bid_count: 1, highest_bid_amount: 1_010_000, has_transaction: true }),
        transactions: [{ id: 77, status_id: 2, status: { id: 2, name: 'Buyer Signed' }, amount: 1_010_000 }],
      }),
      pending_offers: [],
      pending_offer_count: 0,
      can_accept: false,
      deal: { id: 77, status_id: 2, status: 'Buyer Signed', turn: { role: 'seller', text: 'The seller signs the contract.' }, is_my_turn: true },
    });
    render(() => json({ data: [sold] }));
    const home = await screen.findByRole('article', { name: 'Sunny craftsman' });
    expect(within(home).getByText('Buyer Signed')).toBeInTheDocument();
    expect(within(home).getByText('The seller signs the contract.')).toBeInTheDocument();
    expect(within(home).getByText('Your turn')).toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Sign the contract' })).toHaveAttribute('href', '/contract-signing?transaction_id=77');
    expect(within(home).getByRole('link', { name: 'Open the transaction' })).toHaveAttribute('href', '/transactions/77');
    expect(within(home).getByText('A deal is under way, so no other bid can be accepted now.')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Review and accept' })).not.toBeInTheDocument();
  });

  it('offers the listing page instead of accepting when the seller may not accept', async () => {
    render(() => json({ data: [makeHome({ can_accept: false, can_see_insights: false })] }));
    const home = await screen.findByRole('article', { name: 'Sunny craftsman' });
    expect(within(home).queryByRole('button', { name: 'Review and accept' })).not.toBeInTheDocument();
    expect(within(home).queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
    expect(within(home).getByRole('link', { name: 'Bids are answered on the listing page.' })).toHaveAttribute('href', '/properties/5');
  });

  it('lists the showings of the home with their outcome, and says so when there are none', async () => {
    const showing = (id: number, answer: MyHome['showings'][number]['answer'], status: 'scheduled' | 'cancelled' = 'scheduled') => ({
      id,
      kind: 'person_tour' as const,
      start: '2030-06-01T17:00:00.000Z',
      end: '2030-06-01T18:00:00.000Z',
      status,
      answer,
    });
    render(() => json({ data: [makeHome({ showings: [showing(1, 'pending'), showing(2, 'accepted'), showing(3, 'declined', 'cancelled')] })] }));
    const list = await screen.findByRole('list', { name: 'Showings of Sunny craftsman' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Requested'),
      expect.stringContaining('Confirmed'),
      expect.stringContaining('Declined'),
    ]);
    expect(within(list).getAllByText('In-person tour · a buyer')).toHaveLength(3);
  });
});
