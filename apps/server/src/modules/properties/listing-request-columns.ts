import { users } from '../accounts/accounts.schema';
import { properties } from './properties.schema';

// A request a user makes about a listing (a bid approval, a document access request) is shown with who
// asked and the listing with its sides, so the listing side can decide on it and the requester can find it.

export type Requester = { id: number; name: string; email: string };
export type RequestedListing = { id: number; label: string; street_address: string; realtor_id: number; seller_id: number | null };

/** Select these with the request's table joined to users (the requester) and properties (the listing). */
export const requestParties = {
  user: { id: users.id, name: users.name, email: users.email },
  property: {
    id: properties.id,
    label: properties.label,
    street_address: properties.street_address,
    realtor_id: properties.realtor_id,
    seller_id: properties.seller_id,
  },
};
