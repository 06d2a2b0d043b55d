import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import type { Actor } from '../../platform/auth/session';
import { defineAccess, isAdmin, loadEach } from '../../platform/access/access';
import { findTransactionView, type TransactionRow } from './transactions.repository';

type Party = PropertyTransaction['my_role'];
/** What the decision reads: the transaction's parties and its listing's current sides. */
type TransactionParties = Pick<TransactionRow, 'id' | 'buyer_id' | 'seller_id' | 'realtor_id'> & { property: { realtor_id: number; seller_id: number | null } };

/**
 * The actor's parts in a transaction, first the one it is shown as: its buyer, seller or realtor, the listing's
 * current realtor or seller (who may have changed since the bid was accepted), or an admin.
 */
export function transactionParts(actor: Actor | null, view: TransactionParties): Party[] {
  if (!actor) return [];
  const parts: Party[] = [];
  const add = (part: Party, is: boolean) => is && !parts.includes(part) && parts.push(part);
  add('buyer', actor.id === view.buyer_id);
  add('seller', actor.id === view.seller_id);
  add('realtor', actor.id === view.realtor_id || actor.id === view.property.realtor_id);
  add('seller', actor.id === view.property.seller_id);
  add('admin', isAdmin(actor));
  return parts;
}

/**
 * Transactions: their parties (and admins) read them; to anyone else they do not exist. The listing side
 * (seller, realtor, admin) voids a contract out for signature and may e-mail any party's signing link again;
 * the realtor (or an admin) moves a signed contract on. The buyer knows the transaction, so refusals to them are 403.
 */
export const transactionAccess = defineAccess({
  resource: 'transaction',
  load: loadEach(findTransactionView),
  relations: (actor, view: TransactionParties) => transactionParts(actor, view),
  known: (relations) => relations.length > 0,
  permissions: {
    read: ['buyer', 'seller', 'realtor', 'admin'],
    void: ['seller', 'realtor', 'admin'],
    advance: ['realtor', 'admin'],
    resendAnyLink: ['seller', 'realtor', 'admin'],
  },
  notFoundMessage: m.notFound,
});
