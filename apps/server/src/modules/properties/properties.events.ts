import { defineEvent } from '../../platform/events/events';

/** A listing was created or changed in what public lists show (fields, photos, status). */
export const listingChanged = defineEvent<{ propertyId: number }>('properties.listing_changed');
/** An existing user was made a listing's seller (a new one gets an invitation e-mail instead). */
export const sellerAssigned = defineEvent<{ propertyId: number; sellerId: number; realtorName: string; street: string }>('properties.seller_assigned');
