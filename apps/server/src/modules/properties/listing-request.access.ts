import type { Actor } from '../../platform/auth/session';
import { defineAccess } from '../../platform/access/access';
import type { Db } from '../../platform/db/client';
import { LISTING_SIDE, listingRelations, type ListingRelation } from './properties.access';
import type { RequestedListing } from './listing-request-columns';

/** A request a user makes about a listing: a bid approval, a document access request. */
export type ListingRequest = { id: number; user_id: number; property: Pick<RequestedListing, 'realtor_id' | 'seller_id'> };
type RequestRelation = ListingRelation | 'requester';

function requestRelations(actor: Actor | null, request: ListingRequest): RequestRelation[] {
  if (!actor) return [];
  // The requester never decides their own request, even should they later join the listing's side.
  if (actor.id === request.user_id) return ['requester'];
  return listingRelations(actor, request.property);
}

/**
 * The one rule of requests about a listing, whatever is asked for: the requester and the listing side may
 * read it; the listing side decides. The requester knows the request exists, so they hear 403 when they
 * try to decide it; to anyone else it does not exist (404).
 */
export function defineListingRequestAccess<R extends ListingRequest>(options: { resource: string; load: (db: Db, ids: readonly number[]) => Promise<R[]> }) {
  return defineAccess({
    resource: options.resource,
    load: options.load,
    relations: (actor, request: ListingRequest) => requestRelations(actor, request),
    known: (relations) => relations.length > 0,
    permissions: {
      read: ['requester', ...LISTING_SIDE],
      decide: LISTING_SIDE,
    },
  });
}
