import { statusName } from '@openhouse/shared/transactions/statuses';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import type { Actor } from '../../platform/auth/session';
import { signingBlock } from './signing-rules';
import { transactionParts } from './transactions.access';
import type { TransactionView } from './transactions.repository';

/** The transaction as every party sees it (the signing page shows this part). */
export function toTransactionBase(view: TransactionView): Omit<PropertyTransaction, 'my_role' | 'can_sign'> {
  return {
    id: view.id,
    property_id: view.property_id,
    property: {
      id: view.property.id,
      label: view.property.label,
      street_address: view.property.street_address,
      city: view.property.city,
      state: view.property.state,
      zip_code: view.property.zip_code,
    },
    buyer_id: view.buyer_id,
    seller_id: view.seller_id,
    buyer: view.buyer,
    seller: view.seller,
    realtor: view.realtor,
    transaction_date: view.transaction_date,
    transaction_amount: view.transaction_amount,
    buyers_premium: view.buyers_premium,
    bid_property_history_id: view.bid_property_history_id,
    payment_method: view.payment_method,
    status_id: view.status_id,
    status: { id: view.status_id, name: statusName(view.status_id) },
    signers: view.signers.map((signer) => ({
      role: signer.role,
      user: signer.user,
      signed_at: signer.signed_at?.toISOString() ?? null,
      declined_at: signer.declined_at?.toISOString() ?? null,
    })),
    contract:
      view.contract_path && view.contract_sha256 && view.completed_at
        ? { path: view.contract_path, sha256: view.contract_sha256, completed_at: view.completed_at.toISOString() }
        : null,
    created_at: view.created_at.toISOString(),
    updated_at: view.updated_at.toISOString(),
  };
}

/** The transaction for one viewer: their part in it, and whether it is their turn to sign. */
export function toTransaction(view: TransactionView, actor: Actor): PropertyTransaction {
  const myRole = transactionParts(actor, view)[0] ?? 'admin';
  const canSign = view.signers.some((signer) => signer.user_id === actor.id && signingBlock(view.status_id, signer) === null);
  return { ...toTransactionBase(view), my_role: myRole, can_sign: canSign };
}
