import { sellerInvitationMessages as m, type SellerInvitation, type SellerInvitationRef } from '@openhouse/shared/properties/seller-invitations';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Emit } from '../../platform/events/events';
import { conflict } from '../../platform/http/errors';
import { findPeople } from '../accounts/people';
import { grantInvitedRole, invitationAccepted } from '../accounts/invitations';
import { listingChanged, sellerInvitationAnswered } from './properties.events';
import { findProperty } from './properties.queries';
import { updatePropertyRow } from './properties.repository';
import { sellerInvitationAccess } from './seller-invitations.access';
import { lockInvitation, pendingInvitationOf, setInvitationStatus, type SellerInvitationRow } from './seller-invitations.repository';

const isExpired = (invitation: Pick<SellerInvitationRow, 'expires_at'>) => invitation.expires_at.getTime() <= Date.now();

/** The listing's pending invitation as its listing side sees it in the detail (the "Invitation sent" line). */
export async function pendingInvitationFor(db: Db, propertyId: number): Promise<SellerInvitationRef | null> {
  const invitation = await pendingInvitationOf(db, propertyId);
  if (!invitation) return null;
  const [invitee] = await findPeople(db, [invitation.invitee_id]);
  if (!invitee) return null;
  return {
    id: invitation.id,
    name: invitee.name,
    email: invitee.email,
    status: isExpired(invitation) ? 'expired' : 'sent',
    expires_at: invitation.expires_at.toISOString(),
  };
}

async function viewOf(platform: Platform, actor: Actor, id: number): Promise<SellerInvitation> {
  const invitation = await sellerInvitationAccess.require(platform.db, actor, 'see', id);
  const [property, people] = await Promise.all([findProperty(platform.db, invitation.property_id), findPeople(platform.db, [invitation.invitee_id, invitation.realtor_id])]);
  const nameOf = (userId: number) => ({
    id: userId,
    name: people.find((person) => person.id === userId)?.name ?? '',
  });
  const open = invitation.status === 'pending' && !isExpired(invitation);
  return {
    id: invitation.id,
    status: invitation.status,
    expired: isExpired(invitation),
    expires_at: invitation.expires_at.toISOString(),
    invitee: nameOf(invitation.invitee_id),
    realtor: nameOf(invitation.realtor_id),
    property: {
      id: property!.id,
      label: property!.label,
      street_address: property!.street_address,
      city: property!.city,
      state: property!.state,
      zip_code: property!.zip_code,
      value: property!.value,
    },
    can_respond: open && sellerInvitationAccess.can(actor, 'respond', invitation),
    can_cancel: open && sellerInvitationAccess.can(actor, 'cancel', invitation),
  };
}

/** GET /seller-invitations/{id}: the invitee, and the listing's realtor or an admin. */
export async function getSellerInvitation(platform: Platform, actor: Actor, id: number): Promise<{ data: SellerInvitation }> {
  return { data: await viewOf(platform, actor, id) };
}

/**
 * The invitation, locked, if it may still be answered: an answer, a cancellation and a newer choice of seller
 * (which cancels it under the same lock) take turns, so only the first of them counts.
 */
async function openInvitation(tx: Db, id: number): Promise<SellerInvitationRow> {
  const invitation = (await lockInvitation(tx, id))!;
  if (invitation.status !== 'pending') throw conflict(m.answered[invitation.status]);
  if (isExpired(invitation)) throw conflict(m.expired);
  return invitation;
}

/** Tells the realtor, in the answer's transaction. */
async function answered(tx: Db, emit: Emit, invitation: SellerInvitationRow, accepted: boolean): Promise<void> {
  const [property, [invitee]] = await Promise.all([findProperty(tx, invitation.property_id), findPeople(tx, [invitation.invitee_id])]);
  await emit(sellerInvitationAnswered, {
    invitationId: invitation.id,
    propertyId: invitation.property_id,
    realtorId: property!.realtor_id,
    inviteeName: invitee?.name ?? 'The invited seller',
    street: property!.street_address,
    accepted,
  });
}

/**
 * POST /seller-invitations/{id}/accept, the invitee only: in one transaction they gain the Seller role and
 * become the listing's seller (a pending invitation is the listing's latest choice, since any newer one
 * cancels it); their sessions on every instance carry the role before the answer.
 */
export async function acceptSellerInvitation(platform: Platform, actor: Actor, id: number): Promise<{ message: string; data: SellerInvitation }> {
  await sellerInvitationAccess.require(platform.db, actor, 'respond', id);
  await platform.events.transaction(async (tx, emit) => {
    const invitation = await openInvitation(tx, id);
    await grantInvitedRole(tx, invitation.invitee_id, 'Seller');
    await updatePropertyRow(tx, invitation.property_id, {
      seller_id: invitation.invitee_id,
    });
    await setInvitationStatus(tx, id, 'accepted');
    await answered(tx, emit, invitation, true);
    await emit(listingChanged, { propertyId: invitation.property_id });
  });
  await invitationAccepted(platform, actor.id);
  return { message: m.accepted, data: await viewOf(platform, actor, id) };
}

/** POST /seller-invitations/{id}/decline, the invitee only: the listing keeps whatever seller it had. */
export async function declineSellerInvitation(platform: Platform, actor: Actor, id: number): Promise<{ message: string; data: SellerInvitation }> {
  await sellerInvitationAccess.require(platform.db, actor, 'respond', id);
  await platform.events.transaction(async (tx, emit) => {
    const invitation = await openInvitation(tx, id);
    await setInvitationStatus(tx, id, 'declined');
    await answered(tx, emit, invitation, false);
  });
  return { message: m.declined, data: await viewOf(platform, actor, id) };
}

/** POST /seller-invitations/{id}/cancel: the listing's realtor or an admin withdraws a pending invitation. */
export async function cancelSellerInvitation(platform: Platform, actor: Actor, id: number): Promise<{ message: string; data: SellerInvitation }> {
  await sellerInvitationAccess.require(platform.db, actor, 'cancel', id);
  await platform.db.transaction(async (tx) => {
    const invitation = (await lockInvitation(tx, id))!;
    if (invitation.status !== 'pending') throw conflict(m.answered[invitation.status]);
    await setInvitationStatus(tx, id, 'cancelled');
  });
  return { message: m.cancelled, data: await viewOf(platform, actor, id) };
}
