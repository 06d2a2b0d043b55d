import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { Actor } from '../../platform/auth/session';
import { defineAccess, isAdmin, loadEach } from '../../platform/access/access';
import { findProperty } from './properties.queries';
import type { properties } from './properties.schema';

export type PropertyRow = typeof properties.$inferSelect;

type ListingSides = Pick<PropertyRow, 'realtor_id' | 'seller_id'>;
/** What the listing's policy reads: a full row, or a joined read that carries these columns. */
export type ListingState = Pick<PropertyRow, 'id' | 'status' | 'realtor_id' | 'seller_id' | 'published_at'>;
export type ListingRelation = 'realtor' | 'seller' | 'admin';

/**
 * The actor's place on a listing's side: its realtor, its seller, or an admin (on every side). Every
 * policy about something of a listing (its documents, insights, bid approvals, transactions) starts here.
 */
export function listingRelations(actor: Actor | null, listing: ListingSides): ListingRelation[] {
  if (!actor) return [];
  const relations: ListingRelation[] = [];
  if (actor.id === listing.realtor_id) relations.push('realtor');
  if (actor.id === listing.seller_id) relations.push('seller');
  if (isAdmin(actor)) relations.push('admin');
  return relations;
}

/** The relations that make someone the listing side: they see insights, decide requests, review bids. */
export const LISTING_SIDE: readonly ListingRelation[] = ['realtor', 'seller', 'admin'];

/** The listing side's accounts (its realtor and its seller, once each), as told of what happens on a listing. */
export function listingSideIds(listing: ListingSides): number[] {
  return [...new Set([listing.realtor_id, listing.seller_id])].filter((id): id is number => id !== null);
}

/**
 * Listings (docs/DECISIONS.md, "Who may do what"). They are public, but a draft is not yet on the market and a
 * withdrawn one is off it: only its listing side may know either exists. Its realtor (or an admin) manages it:
 * edits, media, documents, enabling bids, publishing.
 */
export const propertyAccess = defineAccess({
  resource: 'property',
  load: loadEach(findProperty),
  relations: (actor, property: ListingState) => [...listingRelations(actor, property), 'anyone' as const],
  known: (relations, property) => isPublic(property) || relations.some((relation) => relation !== 'anyone'),
  permissions: {
    see: ['anyone'],
    manage: ['realtor', 'admin'],
    listingSide: LISTING_SIDE,
  },
  notFoundMessage: m.notFound,
});

/** Whether everyone may know the listing: published, and not withdrawn. */
export function isPublic(listing: Pick<ListingState, 'status' | 'published_at'>): boolean {
  return listing.published_at !== null && listing.status !== 'withdrawn';
}

/** For views of a listing that is already in hand (a list row, a request's listing): is the actor on its side. */
export function isListingSide(actor: Actor | null, listing: ListingSides): boolean {
  return listingRelations(actor, listing).length > 0;
}
