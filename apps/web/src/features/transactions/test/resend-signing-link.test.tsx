import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { ContractEvent, PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { SigningHistory } from '../components/signing-history';
import { TransactionDetailPage } from '../pages/transaction-detail-page';
import { makeDeal, makeTransaction } from './transaction-fixtures';

type Handlers = Parameters<typeof mockApi>[0];

const RESEND = 'POST /property-transactions/9/signing-link';

function renderDetail(transaction: PropertyTransaction, extra: Handlers = {}) {
  act(() => saveSession(makeAuthPayload(makeUser()), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: makeUser() }),
    'GET /property-transactions/9': () => json({ data: { deal: makeDeal(transaction.status_id), ...transaction } }),
    ...extra,
  });
  renderWithProviders(<TransactionDetailPage />, { route: '/transactions/9', path: '/transactions/:transactionId' });
  return api;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Resend signing link' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Resend signing link' }) };
}

describe('resend signing link', () => {
  it('is offered to the listing side and to the party due to sign, only while the contract is out for signature', async () => {
    const cases: [PropertyTransaction['my_role'], number, boolean][] = [
      ['realtor', 1, true],
      ['seller', 1, true],
      ['admin', 1, true],
      ['buyer', 1, true],
      ['realtor', 2, true],
      ['seller', 2, true],
      ['buyer', 2, false],
      ['realtor', 3, false],
      ['realtor', 4, false],
      ['seller', 5, false],
      ['realtor', 6, false],
    ];
    for (const [role, status, expected] of cases) {
      const view = renderDetail(makeTransaction({ status_id: status, my_role: role }));
      await screen.findByRole('heading', { name: 'Transaction #9' });
      expect({ role, status, shown: screen.queryByRole('button', { name: 'Resend signing link' }) !== null }).toEqual({ role, status, shown: expected });
      view.fetchMock.mockClear();
      cleanup();
    }
  });

  it("names whose link it is, sends on confirmation and confirms with the server's message", async () => {
    const api = renderDetail(makeTransaction({ status_id: 1, my_role: 'realtor' }), {
      [RESEND]: () => json({ message: transactionMessages.linkResent, data: makeTransaction({ status_id: 1 }) }),
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('A new signing link will be e-mailed to Bea Buyer (buyer) at bea@example.com. The link sent before will stop working.');
    expect(api.calls(RESEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send new link' }));
    await waitFor(() => expect(api.calls(RESEND)).toHaveLength(1));
    expect(api.calls(RESEND)[0]!.body).toBeNull();
    expect(await screen.findByText(transactionMessages.linkResent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resend signing link' })).not.toBeInTheDocument());
  });

  it("sends the seller's link once the buyer has signed, and tells the due party it is their own", async () => {
    const api = renderDetail(makeTransaction({ status_id: 2, my_role: 'seller', can_sign: true }), {
      [RESEND]: () => json({ message: transactionMessages.linkResent }),
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('A new signing link will be e-mailed to you at sam@example.com.');
    await user.click(within(dialog).getByRole('button', { name: 'Send new link' }));
    await waitFor(() => expect(api.calls(RESEND)).toHaveLength(1));
    expect(await screen.findByText(transactionMessages.linkResent)).toBeInTheDocument();
  });

  it("shows the server's message when the link cannot be sent", async () => {
    const api = renderDetail(makeTransaction({ status_id: 1, my_role: 'seller' }), {
      [RESEND]: () => json({ message: transactionMessages.linkResentRecently }, 429),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send new link' }));
    expect(await screen.findByText(transactionMessages.linkResentRecently)).toBeInTheDocument();
    expect(api.calls(RESEND)).toHaveLength(1);
    expect(screen.queryByText(transactionMessages.linkResent)).not.toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const api = renderDetail(makeTransaction({ status_id: 1, my_role: 'admin' }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resend signing link' })).not.toBeInTheDocument());
    expect(api.calls(RESEND)).toHaveLength(0);
  });
});

describe('signing history', () => {
  const event = (name: ContractEvent['event'], who: string, detail: string | null, at: string): ContractEvent => ({
    event: name,
    role: 'realtor',
    name: who,
    ip: '203.0.113.40',
    user_agent: 'Firefox/128.0',
    detail,
    created_at: at,
  });

  it('lists a resent link and the moves to In Escrow and Closed', () => {
    act(() => saveSession(makeAuthPayload(makeUser()), { remember: false, stage: null }));
    renderWithProviders(
      <SigningHistory
        events={[
          event('sent', 'Rita Realtor', 'Signing link e-mailed again to Bea Buyer (buyer); the previous link no longer works', '2025-03-05T10:00:00Z'),
          event('in_escrow', 'Rita Realtor', 'Contract Signed to In Escrow', '2025-03-07T10:00:00Z'),
          event('closed', 'Rita Realtor', 'In Escrow to Closed', '2025-03-20T10:00:00Z'),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Signing history' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Sent for signature', 'Moved to In Escrow', 'Closed']);
    expect(items[1]).toHaveTextContent('Rita Realtor: Contract Signed to In Escrow');
    expect(items[2]).toHaveTextContent('Rita Realtor: In Escrow to Closed');
  });
});
