/**
 * A listing's types, statuses and address as pages show them, without the schemas of listing.ts: a public page
 * that imports these (a listing page, a card) does not download zod. listing.ts re-exports all of it.
 */

/** RESO PropertyType / PropertySubType common values, as a realtor would pick them. */
export const PROPERTY_TYPES = ['single_family', 'condo', 'townhouse', 'multi_family', 'manufactured', 'land', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  single_family: 'Single family',
  condo: 'Condo',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family',
  manufactured: 'Manufactured',
  land: 'Land',
  other: 'Other',
};

/** RESO StandardStatus, the listing's market status (the bidding status is derived separately from bid dates). */
export const LISTING_STATUSES = ['coming_soon', 'active', 'pending', 'closed', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const listingStatusLabels: Record<ListingStatus, string> = {
  coming_soon: 'Coming soon',
  active: 'Active',
  pending: 'Pending',
  closed: 'Sold',
  withdrawn: 'Withdrawn',
};

/** A draft (never published) is seen by its listing side alone: nothing meant for buyers applies to it yet. */
export function isDraft(listing: { published_at: string | Date | null }): boolean {
  return listing.published_at === null;
}

/** A listing a buyer may still tour and bid on: not under contract, sold or withdrawn. */
export function isOnMarket(status: ListingStatus): boolean {
  return status === 'active' || status === 'coming_soon';
}

/** The one-line address lists and tables show. */
export function formatAddress(property: { street_address: string; city: string; state: string; zip_code: string }): string {
  return `${property.street_address}, ${property.city}, ${property.state} ${property.zip_code}`;
}

/** The spot where two spellings of one street address meet: case and runs of spaces do not count. */
export function normalizeAddress(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
