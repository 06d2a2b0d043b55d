import { statusHistory, whoseTurn, type Deal } from '@openhouse/shared/transactions/deal';
import type { ContractEvent, PropertyTransaction, SigningView } from '@openhouse/shared/transactions/schemas';
import { CONSENT_TEXT } from '@openhouse/shared/transactions/schemas';
import { statusName } from '@openhouse/shared/transactions/statuses';

// Shared with the other features' tests.
export { pageOf } from '../../../../test/fixtures';

const buyer = { id: 21, name: 'Bea Buyer', email: 'bea@example.com' };
const seller = { id: 22, name: 'Sam Seller', email: 'sam@example.com' };
const realtor = { id: 7, name: 'Rita Realtor', email: 'rita@example.com' };

export function makeTransaction(overrides: Partial<PropertyTransaction> = {}): PropertyTransaction {
  const statusId = overrides.status_id ?? 1;
  return {
    id: 9,
    property_id: 5,
    property: { id: 5, label: 'Lake House', street_address: '12 Elm St', city: 'Austin', state: 'TX', zip_code: '78701' },
    buyer_id: buyer.id,
    seller_id: seller.id,
    buyer,
    seller,
    realtor,
    transaction_date: '2025-03-04',
    transaction_amount: 1_000_000,
    buyers_premium: 50_000,
    bid_property_history_id: 3,
    payment_method: 'Credit Card',
    status_id: statusId,
    status: { id: statusId, name: statusName(statusId) },
    signers: [
      { role: 'buyer', user: buyer, signed_at: statusId >= 2 && statusId !== 6 ? '2025-03-05T10:00:00Z' : null, declined_at: null },
      { role: 'seller', user: seller, signed_at: statusId >= 3 && statusId !== 6 ? '2025-03-06T10:00:00Z' : null, declined_at: null },
    ],
    my_role: 'realtor',
    can_sign: false,
    contract: null,
    created_at: '2025-03-04T17:05:00Z',
    updated_at: '2025-03-04T17:05:00Z',
    ...overrides,
  };
}

export function makeSigningView(overrides: Partial<SigningView> = {}): SigningView {
  const { my_role: _role, can_sign: _canSign, ...transaction } = makeTransaction({ status_id: 1 });
  return {
    transaction,
    role: 'buyer',
    signer: buyer,
    can_sign: true,
    reason: null,
    consent_text: CONSENT_TEXT,
    preview_url: '/api/v1/contract-signing/preview?transaction_id=9',
    events: [{ event: 'sent', role: 'system', name: 'Openhouse', ip: null, user_agent: null, detail: null, created_at: '2025-03-04T17:05:00Z' }],
    ...overrides,
  };
}

export const transactionStatuses = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: statusName(id) }));

const event = (name: ContractEvent['event'], role: ContractEvent['role'], who: string, at: string): ContractEvent => ({
  event: name,
  role,
  name: who,
  ip: null,
  user_agent: null,
  detail: null,
  created_at: at,
});

/** The deal record of a transaction at this status: a financed bid, the buyer opening the contract twice in a row. */
export function makeDeal(statusId: number): Deal {
  const events = [
    event('created', 'realtor', realtor.name, '2025-03-04T17:05:00Z'),
    event('viewed', 'buyer', buyer.name, '2025-03-04T18:00:00Z'),
    event('viewed', 'buyer', buyer.name, '2025-03-04T18:30:00Z'),
    ...(statusId >= 2 && statusId !== 6 ? [event('signed', 'buyer', buyer.name, '2025-03-05T10:00:00Z')] : []),
  ];
  return {
    escrow_closing_date: '2025-04-15',
    contingencies: [
      { name: 'inspection', label: 'Inspection', due_date: '2025-03-21' },
      { name: 'loan', label: 'Loan', due_date: '2025-03-25' },
    ],
    no_contingency: false,
    funding: { kind: 'financed', label: 'Mortgage / financing' },
    turn: whoseTurn(statusId),
    status_history: statusHistory(events),
    events,
  };
}
