import type { PropertyValues } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { invalidField } from '../../platform/http/errors';
import { findPerson, hasRole } from '../accounts/people';
import { invitationCommitted, inviteUser, sendInvitation, type Invitee } from '../accounts/invitations';
import { sellerAssigned } from './properties.events';

/** What the form asked for the seller: keep it, clear it, an existing seller, or an invitation. */
export type SellerChoice = { seller_id: number | null; invitee: Invitee | null } | 'unchanged';

/**
 * Resolves the form's seller inside the write's transaction: seller_id must name a user with the Seller
 * role; seller_invite brings someone in by e-mail (see inviteUser).
 */
export async function resolveSeller(tx: Db, input: Pick<PropertyValues, 'seller_id' | 'seller_invite'>): Promise<SellerChoice> {
  if (input.seller_invite) {
    if (typeof input.seller_id === 'number') throw invalidField('seller_invite', m.sellerChoiceConflict);
    const invitee = await inviteUser(tx, { ...input.seller_invite, role: 'Seller' });
    return { seller_id: invitee.user.id, invitee };
  }
  if (input.seller_id === undefined) return 'unchanged';
  if (input.seller_id === null) return { seller_id: null, invitee: null };
  const seller = await findPerson(tx, input.seller_id);
  if (!seller || !(await hasRole(tx, seller.id, 'Seller'))) throw invalidField('seller_id', m.sellerNotFound);
  return { seller_id: seller.id, invitee: null };
}

/** After the listing is saved: a new seller gets a set-password e-mail, an existing one a notification. */
export async function tellSeller(platform: Platform, choice: SellerChoice, listing: { id: number; street_address: string; realtorName: string }): Promise<void> {
  if (choice === 'unchanged' || !choice.invitee) return;
  const { invitee } = choice;
  await invitationCommitted(platform, invitee);
  const reason = `listed ${listing.street_address} with you as its seller`;
  if (invitee.token) {
    await sendInvitation(platform, { ...invitee, token: invitee.token }, { invitedBy: listing.realtorName, reason });
  } else {
    await platform.events.publish(sellerAssigned, { propertyId: listing.id, sellerId: invitee.user.id, realtorName: listing.realtorName, street: listing.street_address });
  }
}
