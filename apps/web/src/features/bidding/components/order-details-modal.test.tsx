import { todayIn } from '@openhouse/shared/format/datetime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeBid, makeListing, pageOf } from '../test/bidding-fixtures';
import { AllBidsModal } from './all-bids-modal';
import { OrderDetailsModal } from './order-details-modal';

const bid = makeBid({ id: 900, bid_amount: 1_020_000 });

/** A phone's screen (375 px): every max-width query matches, so the modals take the whole screen and list cards. */
const desktopMatchMedia = window.matchMedia;
function asPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
}
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});
/** The answer's transaction, as much of it as the modal reads. */
const accepted = (overrides: { can_sign: boolean }) => ({ id: 88, status_id: 1, buyer: { id: 12, name: 'Bea Buyer', email: 'bea@example.com' }, ...overrides });
const status = (id: number, name: string) => ({ id: 50 + id, status_id: id, status: { id, name }, amount: 1_020_000 });

function renderOrder(listing = makeListing(), handlers: Parameters<typeof mockApi>[0] = {}) {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties/5': () => json({ data: listing }), ...handlers });
  renderWithProviders(<OrderDetailsModal propertyId={5} bid={bid} onClose={() => undefined} />);
  return { api, user: userEvent.setup() };
}

describe('order details', () => {
  it('shows the bid, premium, total and the example earnest amount; a buyer sees no Actions', async () => {
    renderOrder(makeListing({ is_listing_side: false }));
    const table = await screen.findByRole('table', { name: 'Order details' });
    expect(within(table).getByRole('cell', { name: '$1,020,000' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$51,000' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$1,071,000' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$1,000' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('disables Accept while the property has a live transaction', async () => {
    renderOrder(makeListing({ is_listing_side: true, transactions: [status(1, 'Contract Sent')] }));
    expect(await screen.findByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('accepts after a confirmation, with the spec payload, and takes the realtor to the transaction page', async () => {
    const { api, user } = renderOrder(makeListing({ is_listing_side: true, transactions: [status(6, 'Cancelled'), status(3, 'Contract Signed')] }), {
      'POST /property-transactions': () => json({ message: 'Bid accepted.', data: { authUrl: '/api/v1/start-docusign', propertyTransaction: accepted({ can_sign: false }) } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this bid?' });
    expect(api.calls('POST /property-transactions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept bid' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transactions/88'));
    expect(await screen.findByText('Contract sent to Bea Buyer')).toBeInTheDocument();
    expect(api.calls('POST /property-transactions')[0]?.body).toEqual({
      property_id: 5,
      buyer_id: 12,
      seller_id: 31,
      transaction_date: todayIn(null),
      transaction_amount: 1_020_000,
      bid_property_history_id: 900,
      payment_method: 'Credit Card',
      status_id: 1,
    });
  });

  it("goes to contract signing only when it is the caller's turn to sign", async () => {
    const { user } = renderOrder(makeListing({ is_listing_side: true }), {
      'POST /property-transactions': () => json({ message: 'Bid accepted.', data: { authUrl: '/api/v1/start-docusign', propertyTransaction: accepted({ can_sign: true }) } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept this bid?' })).getByRole('button', { name: 'Accept bid' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contract-signing?transaction_id=88'));
  });

  it('lists the amounts downwards with Accept under them on a phone', async () => {
    asPhone();
    const { user } = renderOrder(makeListing({ is_listing_side: true }));
    const table = await screen.findByRole('table', { name: 'Order details' });
    expect(within(table).queryByRole('columnheader')).not.toBeInTheDocument();
    for (const [label, amount] of [
      ['Bid amount', '$1,020,000'],
      ["Buyer's premium (5%)", '$51,000'],
      ['Total', '$1,071,000'],
      ['Earnest amount (example)', '$1,000'],
    ]) {
      const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
      expect(within(row).getByRole('cell', { name: amount })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Accept this bid?' })).toBeInTheDocument();
  });

  it("says 'Property Transaction already exists.' when the server refuses with 409", async () => {
    const { user } = renderOrder(makeListing({ is_listing_side: true }), {
      'POST /property-transactions': () => json({ message: 'Conflict' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Accept this bid?' })).getByRole('button', { name: 'Accept bid' }));
    expect(await screen.findByText('Property Transaction already exists.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('all bids', () => {
  function renderAll(listing = makeListing(), bids = pageOf([bid])) {
    const api = mockApi({
      'GET /properties/5': () => json({ data: listing }),
      'GET /time': () => json({ server_time: Date.now() }),
      'GET /bidding_history': () => json(bids),
    });
    renderWithProviders(<AllBidsModal propertyId={5} onClose={() => undefined} />);
    return { api, user: userEvent.setup() };
  }

  it("pages the auction's bids and reads 'No Records Found' when there are none", async () => {
    const { api } = renderAll(makeListing(), pageOf([]));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(api.calls('GET /bidding_history')[0]?.query.get('bid_property_id')).toBe('40');
    expect(api.calls('GET /bidding_history')[0]?.query.get('page')).toBe('1');
  });

  it('lists date, bidder, amount, contingency and escrow date; only the listing side gets Order details', async () => {
    renderAll();
    const table = await screen.findByRole('table', { name: 'Bids' });
    expect(within(table).getByText('05/01/2030 - 10:30 AM')).toBeInTheDocument();
    expect(within(table).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(table).getByText('$1,020,000')).toBeInTheDocument();
    expect(within(table).getByText('Loan, Inspection')).toBeInTheDocument();
    expect(within(table).getByText('06/15/2030')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Order details/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('shows each bid as a card on a phone, with its amount and Order details and no table to scroll sideways', async () => {
    asPhone();
    const { user } = renderAll(makeListing({ is_listing_side: true }));
    const list = await screen.findByRole('list', { name: 'Bids' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveAccessibleName('Bid of $1,020,000');
    expect(within(card!).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(card!).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(card!).getByText('05/01/2030 - 10:30 AM')).toBeInTheDocument();
    expect(within(card!).getByText(/Contingency: Loan, Inspection/)).toBeInTheDocument();
    expect(within(card!).getByText(/Escrow date: 06\/15\/2030/)).toBeInTheDocument();
    await user.click(within(card!).getByRole('button', { name: 'Order details of the bid of $1,020,000' }));
    expect(await screen.findByRole('dialog', { name: 'Order details' })).toBeInTheDocument();
  });

  it("reads 'No Records Found' on a phone when there are no bids", async () => {
    asPhone();
    renderAll(makeListing(), pageOf([]));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bids' })).not.toBeInTheDocument();
  });

  it('opens the order details of a bid for the seller or realtor', async () => {
    const { user } = renderAll(makeListing({ is_listing_side: true }));
    await user.click(await screen.findByRole('button', { name: 'Order details of the bid of $1,020,000' }));
    expect(await screen.findByRole('dialog', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
