import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeDeal, makeTransaction } from '../test/transaction-fixtures';
import { TransactionDetailPage } from './transaction-detail-page';

type Handlers = Parameters<typeof mockApi>[0];

const SHA = 'a3f1c2d4e5b6978812345678901234567890abcdefabcdefabcdefabcdef0123';
const contract = { path: 'contracts/9/purchase-agreement.pdf', sha256: SHA, completed_at: '2025-03-06T10:00:00Z' };

function renderDetail(transaction: PropertyTransaction | null, extra: Handlers = {}) {
  act(() => saveSession(makeAuthPayload(makeUser()), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: makeUser() }),
    'GET /property-transactions/9': () => (transaction ? json({ data: { deal: makeDeal(transaction.status_id), ...transaction } }) : json({ message: transactionMessages.notFound }, 404)),
    ...extra,
  });
  renderWithProviders(<TransactionDetailPage />, { route: '/transactions/9', path: '/transactions/:transactionId' });
  return api;
}

describe('transaction detail page', () => {
  it('shows the property, parties, money and the status path', async () => {
    renderDetail(makeTransaction({ status_id: 2, my_role: 'buyer' }));
    expect(await screen.findByRole('heading', { name: 'Transaction #9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lake House' })).toHaveAttribute('href', '/properties/5');
    expect(screen.getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByText('$1,000,000')).toBeInTheDocument();
    expect(screen.getByText('$50,000')).toBeInTheDocument();
    expect(screen.getByText('$1,050,000')).toBeInTheDocument();
    expect(screen.queryByText('Credit Card')).not.toBeInTheDocument();
    expect(screen.getByText('Mortgage / financing')).toBeInTheDocument();
    expect(screen.getByText('04/15/2025')).toBeInTheDocument();
    const contingencies = screen.getByRole('list', { name: 'Contingencies' });
    expect(within(contingencies).getByText('Inspection')).toBeInTheDocument();
    expect(within(contingencies).getByText('due 03/21/2025')).toBeInTheDocument();
    expect(within(contingencies).getByText('due 03/25/2025')).toBeInTheDocument();
    expect(screen.getByText('The seller signs the contract.')).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Signing history' });
    expect(within(history).getAllByText('Opened').length).toBeGreaterThan(0);

    const progress = screen.getByRole('list', { name: 'Transaction progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(progress)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step'),
    ).toHaveTextContent('Buyer Signed');

    const signers = screen.getByRole('list', { name: 'Signers' });
    expect(within(signers).getByText('Buyer: Bea Buyer')).toBeInTheDocument();
    expect(within(signers).getByText('Signed')).toBeInTheDocument();
    expect(within(signers).getByText('Waiting')).toBeInTheDocument();
  });

  it('offers the signer a way to sign when it is their turn', async () => {
    renderDetail(makeTransaction({ status_id: 1, my_role: 'buyer', can_sign: true }));
    expect(await screen.findByRole('link', { name: 'Sign the contract' })).toHaveAttribute('href', '/contract-signing?transaction_id=9');
  });

  it('shows no signing button, fingerprint or download before the contract is executed', async () => {
    renderDetail(makeTransaction({ status_id: 2, my_role: 'seller', can_sign: false }));
    await screen.findByRole('heading', { name: 'Transaction #9' });
    expect(screen.queryByRole('link', { name: 'Sign the contract' })).not.toBeInTheDocument();
    expect(screen.queryByText('SHA-256 fingerprint')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('shows the SHA-256 fingerprint and an authorised download once the contract is executed', async () => {
    renderDetail(makeTransaction({ status_id: 3, my_role: 'buyer', contract }));
    expect(await screen.findByRole('heading', { name: 'Signed contract' })).toBeInTheDocument();
    expect(screen.getByText(SHA)).toBeInTheDocument();
    expect(screen.getByText(/Compare this fingerprint with the file you downloaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the fingerprint' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the signed contract' })).toHaveAttribute(
      'href',
      '/api/v1/storage/contracts/9/purchase-agreement.pdf?token=token-abc&download=1',
    );
  });

  it('lets only the listing side void, and only before both have signed', async () => {
    const cases: [PropertyTransaction['my_role'], number, boolean][] = [
      ['seller', 1, true],
      ['realtor', 2, true],
      ['buyer', 1, false],
      ['buyer', 2, false],
      ['realtor', 3, false],
      ['seller', 6, false],
    ];
    for (const [role, status, expected] of cases) {
      const view = renderDetail(makeTransaction({ status_id: status, my_role: role }));
      await screen.findByRole('heading', { name: 'Transaction #9' });
      expect({ role, status, void: screen.queryByRole('button', { name: 'Void contract' }) !== null }).toEqual({ role, status, void: expected });
      view.fetchMock.mockClear();
      cleanup();
    }
  });

  it('voids with a reason, refusing an empty one', async () => {
    const api = renderDetail(makeTransaction({ status_id: 1, my_role: 'seller' }), {
      'POST /property-transactions/9/void': () => json({ message: transactionMessages.voided }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void the contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Void contract' }));
    expect(await within(dialog).findByText(transactionMessages.reasonRequired)).toBeInTheDocument();
    expect(api.calls('POST /property-transactions/9/void')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The buyer withdrew.');
    await user.click(within(dialog).getByRole('button', { name: 'Void contract' }));
    await waitFor(() => expect(api.calls('POST /property-transactions/9/void')).toHaveLength(1));
    expect(api.calls('POST /property-transactions/9/void')[0]!.body).toEqual({ reason: 'The buyer withdrew.' });
    expect(await screen.findByText(transactionMessages.voided)).toBeInTheDocument();
  });

  it('lets the realtor mark a signed contract In Escrow', async () => {
    const api = renderDetail(makeTransaction({ status_id: 3, my_role: 'realtor', contract }), {
      'PUT /property-transactions/9': () => json({ message: 'Transaction status updated.', data: makeTransaction({ status_id: 4, contract }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark In Escrow' }));
    expect(screen.queryByRole('button', { name: 'Mark Closed' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark In Escrow' })).getByRole('button', { name: 'Mark In Escrow' }));
    await waitFor(() => expect(api.calls('PUT /property-transactions/9')).toHaveLength(1));
    expect(api.calls('PUT /property-transactions/9')[0]!.body).toEqual({ status_id: 4 });
    expect(await screen.findByText('Transaction status updated.')).toBeInTheDocument();
  });

  it('lets the realtor mark an escrowed transaction Closed', async () => {
    const api = renderDetail(makeTransaction({ status_id: 4, my_role: 'realtor', contract }), {
      'PUT /property-transactions/9': () => json({ data: makeTransaction({ status_id: 5, contract }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Closed' }));
    expect(screen.queryByRole('button', { name: 'Mark In Escrow' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog', { name: 'Mark Closed' })).getByRole('button', { name: 'Mark Closed' }));
    await waitFor(() => expect(api.calls('PUT /property-transactions/9')).toHaveLength(1));
    expect(api.calls('PUT /property-transactions/9')[0]!.body).toEqual({ status_id: 5 });
    expect(await screen.findByText('The transaction is now Closed.')).toBeInTheDocument();
  });

  it('shows a cancelled transaction apart from the steps it will not reach', async () => {
    const cancelled = makeTransaction({ status_id: 6, my_role: 'buyer' });
    cancelled.signers[1]!.declined_at = '2025-03-06T10:00:00Z';
    renderDetail(cancelled);
    const progress = await screen.findByRole('list', { name: 'Transaction progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Cancelled');
    expect(within(progress).getAllByText('Will not happen')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Signers' })).getByText('Declined')).toBeInTheDocument();
  });

  it('says clearly when the transaction is not found', async () => {
    renderDetail(null);
    expect(await screen.findByRole('heading', { name: transactionMessages.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
  });
});
