import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { findPerson } from '../accounts/people';
import type { PropertyRow } from '../properties/properties.access';
import type { EventActor } from './contract-events';
import type { SignerView, TransactionView } from './transactions.repository';

/** How the audit trail names someone acting for the listing side. */
export function listingSideActor(actor: Actor, property: Pick<PropertyRow, 'realtor_id' | 'seller_id'>, name: string): EventActor {
  const role = actor.id === property.realtor_id ? 'realtor' : actor.id === property.seller_id ? 'seller' : 'admin';
  return { role, userId: actor.id, name };
}

/**
 * How the audit trail names someone acting on a transaction: its realtor or seller (or the listing's
 * current ones), its buyer, or else an admin.
 */
export async function transactionActor(db: Db, actor: Actor, view: TransactionView): Promise<EventActor> {
  const name = (await findPerson(db, actor.id))?.name ?? 'Unknown user';
  const is = (...ids: (number | null)[]) => ids.includes(actor.id);
  const role = is(view.realtor_id, view.property.realtor_id) ? 'realtor' : is(view.seller_id, view.property.seller_id) ? 'seller' : is(view.buyer_id) ? 'buyer' : 'admin';
  return { role, userId: actor.id, name };
}

/** How the audit trail names a party acting through their signing step. */
export const signerActor = (signer: SignerView): EventActor => ({ role: signer.role, userId: signer.user_id, name: signer.user.name });
