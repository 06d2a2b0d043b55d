import { escapeHtml } from '@openhouse/shared/format/html';
import type { PropertyValues } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { SELLER_INVITATION_DAYS, sellerInvitationPath } from '@openhouse/shared/properties/seller-invitations';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Emit } from '../../platform/events/events';
import { invalidField } from '../../platform/http/errors';
import { findPeople, findPerson, hasRole, type Person } from '../accounts/people';
import { grantInvitedRole, inviteUser, isUnclaimed, sendInvitation, type Invitee } from '../accounts/invitations';
import { sellerInvited } from './properties.events';
import { cancelPendingInvitation, insertInvitation, type SellerInvitationRow } from './seller-invitations.repository';

/**
 * What the form asked for the seller: keep it, set it (clear it, an existing seller, or a new account
 * created by the invitation), or ask an existing account, who becomes the seller only by accepting.
 */
export type SellerChoice =
  | { kind: 'unchanged' }
  | {
      kind: 'set';
      seller_id: number | null;
      newAccount: (Invitee & { token: string }) | null;
    }
  | { kind: 'ask'; invitee: Invitee['user'] };

/** What happened to the seller once the listing was written, for tellSeller after the commit. */
export type SellerOutcome = {
  newAccount: (Invitee & { token: string }) | null;
  invitation: (SellerInvitationRow & { invitee: Invitee['user'] }) | null;
};

const NOTHING_TO_TELL: SellerOutcome = { newAccount: null, invitation: null };

/**
 * Resolves the form's seller inside the write's transaction: seller_id must name a user with the Seller
 * role; seller_invite brings someone in by e-mail (see inviteUser).
 */
export async function resolveSeller(tx: Db, input: Pick<PropertyValues, 'seller_id' | 'seller_invite'>): Promise<SellerChoice> {
  if (input.seller_invite) {
    if (typeof input.seller_id === 'number') throw invalidField('seller_invite', m.sellerChoiceConflict);
    const invitee = await inviteUser(tx, {
      ...input.seller_invite,
      role: 'Seller',
    });
    // Choosing the password the invitation's link asks for is how a new account accepts (docs/DECISIONS.md).
    if (invitee.token)
      return {
        kind: 'set',
        seller_id: invitee.user.id,
        newAccount: { ...invitee, token: invitee.token },
      };
    if (isUnclaimed(invitee.user)) {
      await grantInvitedRole(tx, invitee.user.id, 'Seller');
      return { kind: 'set', seller_id: invitee.user.id, newAccount: null };
    }
    return { kind: 'ask', invitee: invitee.user };
  }
  if (input.seller_id === undefined) return { kind: 'unchanged' };
  if (input.seller_id === null) return { kind: 'set', seller_id: null, newAccount: null };
  const seller = await findPerson(tx, input.seller_id);
  if (!seller || !(await hasRole(tx, seller.id, 'Seller'))) throw invalidField('seller_id', m.sellerNotFound);
  return { kind: 'set', seller_id: seller.id, newAccount: null };
}

/** The seller_id column the choice writes when the listing is created (null unless set outright). */
export function sellerOnCreate(choice: SellerChoice): number | null {
  return choice.kind === 'set' ? choice.seller_id : null;
}

/** The seller_id column the choice writes on an edit: an invited account replaces the seller only by accepting. */
export function sellerOnUpdate(choice: SellerChoice): {
  seller_id?: number | null;
} {
  return choice.kind === 'set' ? { seller_id: choice.seller_id } : {};
}

/**
 * After the listing's row is written, in the same transaction (which holds the listing's row lock, so two
 * edits cannot both leave a pending invitation): any new choice of seller withdraws the pending invitation,
 * and asking an existing account records a new one.
 */
export async function recordSellerChoice(
  tx: Db,
  emit: Emit,
  choice: SellerChoice,
  listing: {
    id: number;
    seller_id: number | null;
    realtor_id: number;
    street_address: string;
  },
  invitedBy: number,
): Promise<SellerOutcome> {
  if (choice.kind === 'unchanged') return NOTHING_TO_TELL;
  await cancelPendingInvitation(tx, listing.id);
  if (choice.kind === 'set') return { newAccount: choice.newAccount, invitation: null };
  if (choice.invitee.id === listing.seller_id) return NOTHING_TO_TELL;
  const invitation = await insertInvitation(tx, {
    property_id: listing.id,
    invitee_id: choice.invitee.id,
    invited_by: invitedBy,
    expires_at: new Date(Date.now() + SELLER_INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  await emit(sellerInvited, {
    invitationId: invitation.id,
    propertyId: listing.id,
    inviteeId: choice.invitee.id,
    realtorName: await nameOf(tx, listing.realtor_id),
    street: listing.street_address,
  });
  return {
    newAccount: null,
    invitation: { ...invitation, invitee: choice.invitee },
  };
}

async function nameOf(db: Db, userId: number): Promise<string> {
  const [person]: Person[] = await findPeople(db, [userId]);
  return person?.name ?? 'Your realtor';
}

/**
 * After the listing is saved: a new seller gets a set-password e-mail. An existing account's invitation
 * was written with the listing, with its event; its e-mail follows that event (subscribeSellerInvitationMail).
 */
export async function tellSeller(platform: Platform, outcome: SellerOutcome, listing: { street_address: string; realtor_id: number }): Promise<void> {
  if (!outcome.newAccount) return;
  await sendInvitation(platform, outcome.newAccount, {
    invitedBy: await nameOf(platform.db, listing.realtor_id),
    reason: `listed ${listing.street_address} with you as its seller`,
  });
}

/**
 * The invitation e-mail follows the invitation's event, so it is retried if it fails and sent after a
 * crash. It goes whatever the notification settings say: the invitation cannot be answered without hearing of it.
 */
export function subscribeSellerInvitationMail(platform: Platform): void {
  platform.events.on(sellerInvited, 'invitation-mail', async (event) => {
    const invitee = await findPerson(platform.db, event.inviteeId);
    if (!invitee) return;
    const link = `${platform.config.publicUrl}${sellerInvitationPath(event.invitationId)}`;
    const ask = `${event.realtorName} invited you to be the seller of ${event.street} on Openhouse.`;
    const how = `Sign in and accept or decline the invitation (it can be answered for ${SELLER_INVITATION_DAYS} days):`;
    await platform.mailer.send({
      to: invitee.email,
      subject: `${event.realtorName} invited you to be the seller of ${event.street}`,
      text: `Hi ${invitee.name},\n\n${ask} ${how}\n${link}\n\nNothing changes on your account unless you accept.`,
      html: `<p>Hi ${escapeHtml(invitee.name)},</p><p>${escapeHtml(ask)} ${escapeHtml(how)}</p><p><a href="${link}">See the invitation</a></p><p>Nothing changes on your account unless you accept.</p>`,
    });
  });
}
