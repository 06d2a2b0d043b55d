import { documentMessages as dm } from '@openhouse/shared/properties/documents';
import type { Actor } from '../../platform/auth/session';
import { defineAccess, loadEach } from '../../platform/access/access';
import { defineListingRequestAccess } from '../properties/listing-request.access';
import { LISTING_SIDE, listingRelations, propertyAccess, type ListingRelation, type ListingState, type PropertyRow } from '../properties/properties.access';
import { findPermission, grantedUserIds } from './property-documents.repository';

/** A listing's documents: the listing with the people granted them (participants loaded with the record). */
export type ListingDocuments = PropertyRow & { granted: readonly number[] };

function documentRelations(actor: Actor | null, documents: ListingState & { granted: readonly number[] }): (ListingRelation | 'grantee')[] {
  const relations: (ListingRelation | 'grantee')[] = listingRelations(actor, documents);
  if (actor && documents.granted.includes(actor.id)) relations.push('grantee');
  return relations;
}

/**
 * Private documents of a listing: its side reads them, and so does anyone granted access. To everyone else
 * a document does not exist (404 with the documents' message), whether or not the listing is public.
 */
export const documentsAccess = defineAccess({
  resource: 'property documents',
  load: async (db, ids): Promise<ListingDocuments[]> => {
    const listings = await propertyAccess.load(db, ids);
    return Promise.all(listings.map(async (listing) => ({ ...listing, granted: await grantedUserIds(db, listing.id) })));
  },
  relations: documentRelations,
  known: (relations) => relations.length > 0,
  permissions: { read: [...LISTING_SIDE, 'grantee'] },
  notFoundMessage: dm.notFound,
});

/** Requests for a listing's documents: the shared rule of requests about a listing. */
export const documentRequestAccess = defineListingRequestAccess({ resource: 'document access request', load: loadEach(findPermission) });
