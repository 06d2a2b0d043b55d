import { todayIn } from '@openhouse/shared/format/datetime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeAuction, makeBid } from '../test/bidding-fixtures';
import { applyContingencyChoice, BidForm } from './bid-form';

const buyer = makeUser({ id: 12, roles: [{ id: 3, name: 'Buyer' }] });

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}, auction = makeAuction()) {
  act(() => saveSession(makeAuthPayload(buyer), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: buyer }), 'GET /time': () => json({ server_time: Date.now() }), ...handlers });
  const onPlaced = vi.fn();
  renderWithProviders(<BidForm propertyId={5} auction={auction} onPlaced={onPlaced} />);
  return { api, onPlaced, user: userEvent.setup() };
}

const amountInput = () => screen.getByLabelText(/Bid amount/);
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const nextYear = `${new Date().getFullYear() + 1}-06-15`;

async function fillValid(user: ReturnType<typeof userEvent.setup>, amount = '1030000') {
  await user.clear(amountInput());
  await user.type(amountInput(), amount);
  await user.click(checkbox('Loan'));
  fireEvent.change(screen.getByLabelText(/Escrow closing date/), { target: { value: nextYear } });
  await user.click(screen.getByRole('checkbox', { name: /accept the Due Diligence/ }));
}

describe('bid form', () => {
  it("shows each of the spec's four amount rules as the amount is typed", async () => {
    const { user } = renderForm();
    expect(amountInput()).toHaveValue('1,010,000');

    await user.clear(amountInput());
    expect(await screen.findByText('Bid amount is required.')).toBeInTheDocument();

    await user.type(amountInput(), '12ab');
    expect(await screen.findByText('Please enter a valid bid amount')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '1000000');
    expect(await screen.findByText('Minimum bid amount 1,010,000 is required.')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '1,015,000');
    expect(await screen.findByText('Bid amount must be a multiple of 10,000')).toBeInTheDocument();

    await user.clear(amountInput());
    await user.type(amountInput(), '1,030,000');
    await waitFor(() => expect(screen.queryByText(/Minimum bid amount|multiple of|valid bid amount|is required/)).not.toBeInTheDocument());
    // The premium and total show as soon as the amount is valid.
    const summary = screen.getByRole('table', { name: 'Bid summary' });
    expect(within(summary).getByText('$51,500')).toBeInTheDocument();
    expect(within(summary).getByText('$1,081,500')).toBeInTheDocument();
  });

  it('keeps No Contingency apart from the other three', async () => {
    const { user } = renderForm();
    await user.click(checkbox('Loan'));
    await user.click(checkbox('Inspection'));
    await user.click(checkbox('No Contingency'));
    expect(checkbox('No Contingency')).toBeChecked();
    expect(checkbox('Loan')).not.toBeChecked();
    expect(checkbox('Inspection')).not.toBeChecked();

    await user.click(checkbox('Appraisal'));
    expect(checkbox('Appraisal')).toBeChecked();
    expect(checkbox('No Contingency')).not.toBeChecked();
  });

  it('refuses an escrow date before today and asks for every required field', async () => {
    const { user, api } = renderForm();
    await user.clear(amountInput());
    await user.type(amountInput(), '1020000');
    await user.click(screen.getByRole('button', { name: 'Review bid' }));
    expect(await screen.findByText('Contingency is required.')).toBeInTheDocument();
    expect(screen.getByText('Escrow date is required.')).toBeInTheDocument();
    expect(screen.getByText('You must accept the Due Diligence')).toBeInTheDocument();

    const escrow = screen.getByLabelText(/Escrow closing date/);
    expect(escrow).toHaveAttribute('min', todayIn(null));
    fireEvent.change(escrow, { target: { value: '2001-01-01' } });
    expect(await screen.findByText('Escrow date cannot be before today.')).toBeInTheDocument();
    expect(api.calls('POST /bidding_history')).toHaveLength(0);
  });

  it('shows the bid, premium and total before Confirm, then places the bid', async () => {
    const { user, api, onPlaced } = renderForm({
      'POST /bidding_history': () =>
        json({ message: 'Your bid has been placed.', data: { bid: makeBid({ id: 951, bid_amount: 1_030_000 }), bidding_property: makeAuction({ highest_bid_amount: 1_030_000 }) } }, 201),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Review bid' }));

    const summary = await screen.findByRole('table', { name: 'Bid summary' });
    expect(within(summary).getByText('$1,030,000')).toBeInTheDocument();
    expect(within(summary).getByText("Buyer's premium (5%)")).toBeInTheDocument();
    expect(within(summary).getByText('$1,081,500')).toBeInTheDocument();
    expect(api.calls('POST /bidding_history')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /bidding_history')[0]?.body).toEqual({
      bid_amount: 1_030_000,
      contingency: ['loan'],
      escrow_closing_date: nextYear,
      bid_property_id: 40,
      path: '/properties/5?bid=1',
      due_diligence: true,
    });
    expect(await screen.findByText('Your bid has been placed.')).toBeInTheDocument();
  });

  it("shows the server's refusal, or the spec's words when it gives none or cannot be reached", async () => {
    let reply: () => { status: number; body: unknown } = () => json({ message: 'Minimum bid amount 1040000 is required.' }, 422);
    const { user, onPlaced } = renderForm({
      'POST /bidding_history': () => reply(),
      'GET /bidding_properties/5': () => json({ data: makeAuction() }),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Review bid' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByText('Minimum bid amount 1,040,000 is required.')).toBeInTheDocument();

    reply = () => json(undefined, 500);
    await user.click(screen.getByRole('button', { name: 'Review bid' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();

    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Review bid' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('cannot be sent before the auction opens', async () => {
    const soon = makeAuction({ bid_starting_time: new Date(Date.now() + 3_600_000).toISOString() });
    renderForm({}, soon);
    expect(screen.getByText(/Bidding has not started yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review bid' })).toBeDisabled();
  });
});

describe('applyContingencyChoice', () => {
  it('lets No Contingency stand alone', () => {
    expect(applyContingencyChoice(['loan', 'appraisal'], ['loan', 'appraisal', 'no-contingency'])).toEqual(['no-contingency']);
    expect(applyContingencyChoice(['no-contingency'], ['no-contingency', 'inspection'])).toEqual(['inspection']);
    expect(applyContingencyChoice(['loan', 'appraisal'], ['appraisal'])).toEqual(['appraisal']);
  });
});
