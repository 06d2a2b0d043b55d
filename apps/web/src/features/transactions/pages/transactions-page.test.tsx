import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeTransaction, pageOf, transactionStatuses } from '../test/transaction-fixtures';
import { PropertyTransactionsPage } from './property-transactions-page';
import { TransactionsPage } from './transactions-page';

type Handlers = Parameters<typeof mockApi>[0];

function signIn() {
  act(() => saveSession(makeAuthPayload(makeUser()), { remember: false, stage: null }));
}

function mockList(rows: ReturnType<typeof makeTransaction>[], extra: Handlers = {}) {
  return mockApi({
    'GET /me': () => json({ data: makeUser() }),
    'GET /transaction_status': () => json({ data: transactionStatuses }),
    'GET /property-transactions': () => json(pageOf(rows)),
    ...extra,
  });
}

const sent = makeTransaction({ id: 9, status_id: 1 });
const signed = makeTransaction({
  id: 10,
  status_id: 3,
  transaction_amount: 875_500,
  transaction_date: '2025-04-12',
  property: { id: 6, label: 'City Loft', street_address: '8 Oak Ave', city: 'Dallas', state: 'TX', zip_code: '75201' },
  property_id: 6,
});

describe('transactions page', () => {
  it('lists the transactions with the contract-signing link and status name only for status 1', async () => {
    signIn();
    const api = mockList([sent, signed]);
    renderWithProviders(<TransactionsPage />, { route: '/transactions' });

    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    const first = await screen.findByRole('row', { name: /^Transaction 9/ });
    expect(within(first).getByRole('link', { name: '12 Elm St, Austin, TX 78701' })).toHaveAttribute('href', '/transactions/9');
    expect(within(first).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(first).getByText('Sam Seller')).toBeInTheDocument();
    expect(within(first).getByText('$1,000,000')).toBeInTheDocument();
    expect(within(first).getByText('03/04/2025')).toBeInTheDocument();
    expect(within(first).getByText('Contract Sent')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Contract signing' })).toHaveAttribute('href', '/api/v1/start-docusign?transaction_id=9');

    const second = screen.getByRole('row', { name: /^Transaction 10/ });
    expect(within(second).getByText('Contract Signed')).toBeInTheDocument();
    expect(within(second).getByText('$875,500')).toBeInTheDocument();
    expect(within(second).getByText('04/12/2025')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'Contract signing' })).not.toBeInTheDocument();

    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    const query = api.calls('GET /property-transactions')[0]!.query;
    expect(query.get('page')).toBe('1');
    expect(query.has('property_id')).toBe(false);
    expect(query.has('status_id')).toBe(false);
  });

  it("says 'No Records Found' when the user has no transactions", async () => {
    signIn();
    mockList([]);
    renderWithProviders(<TransactionsPage />, { route: '/transactions' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('filters by a status from GET /transaction_status and keeps it in the address', async () => {
    signIn();
    const api = mockList([signed]);
    renderWithProviders(<TransactionsPage />, { route: '/transactions?page=2' });
    const user = userEvent.setup();

    await screen.findByRole('row', { name: /^Transaction 10/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Contract Signed' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transactions?status=3'));
    await waitFor(() => expect(api.calls('GET /property-transactions').some((call) => call.query.get('status_id') === '3')).toBe(true));
    // A new filter starts again at the first page.
    expect(api.calls('GET /property-transactions').at(-1)!.query.get('page')).toBe('1');
  });

  it('opens the transaction when its row is chosen', async () => {
    signIn();
    mockList([signed]);
    renderWithProviders(<TransactionsPage />, { route: '/transactions' });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('row', { name: /^Transaction 10/ })).getByText('Sam Seller'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transactions/10'));
  });

  it('shows the server message when the list cannot be loaded', async () => {
    signIn();
    mockList([], { 'GET /property-transactions': () => json({ message: 'Something went wrong, please try again.' }, 500) });
    renderWithProviders(<TransactionsPage />, { route: '/transactions' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });
});

describe('property transactions page', () => {
  const property = { id: 5, label: 'Lake House', street_address: '12 Elm St', city: 'Austin', state: 'TX', zip_code: '78701' };

  it("lists one listing's transactions under its label, with a way back to the listing", async () => {
    signIn();
    const api = mockList([sent], { 'GET /properties/5': () => json({ data: property }) });
    renderWithProviders(<PropertyTransactionsPage />, { route: '/properties/5/transactions', path: '/properties/:propertyId/transactions' });

    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByText('Lake House · 12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to listing' })).toHaveAttribute('href', '/properties/5');
    expect(await screen.findByRole('row', { name: /^Transaction 9/ })).toBeInTheDocument();
    expect(api.calls('GET /property-transactions')[0]!.query.get('property_id')).toBe('5');
  });

  it('says the listing was not found instead of listing nothing', async () => {
    signIn();
    mockList([], { 'GET /properties/5': () => json({ message: 'Property not found.' }, 404) });
    renderWithProviders(<PropertyTransactionsPage />, { route: '/properties/5/transactions', path: '/properties/:propertyId/transactions' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Property not found.');
    expect(screen.queryByRole('link', { name: 'Back to listing' })).not.toBeInTheDocument();
  });
});
