import { defineEvent } from '../../platform/events/events';

/** A listing was created or changed in what public lists show (fields, photos, status). */
export const listingChanged = defineEvent<{ propertyId: number }>('properties.listing_changed');
/** An existing account was asked to become a listing's seller; nothing is granted until they accept. */
export const sellerInvited = defineEvent<{ invitationId: number; propertyId: number; inviteeId: number; realtorName: string; street: string }>('properties.seller_invited');
/** The invitee answered; the realtor who sent it is told. */
export const sellerInvitationAnswered = defineEvent<{ invitationId: number; propertyId: number; realtorId: number; inviteeName: string; street: string; accepted: boolean }>(
  'properties.seller_invitation_answered',
);
