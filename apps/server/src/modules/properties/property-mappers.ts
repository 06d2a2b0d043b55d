import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Person, Photo, PropertyDetail, PropertySummary, PropertyTransactionRef } from '@openhouse/shared/properties/listing';
import type { SellerInvitationRef } from '@openhouse/shared/properties/seller-invitations';
import type { Person as PersonRow, RealtorCard } from '../accounts/people';
import type { SummaryRow } from './catalogue.repository';
import type { PhotoRow } from './property-photos.repository';
import type { Actor } from '../../platform/auth/session';
import { isListingSide, type PropertyRow } from './properties.access';

/** Photos are stored under this prefix and served publicly at /api/v1/property-photos/{file}. */
export const PHOTO_PREFIX = 'property-photos/';

function photoUrl(storageKey: string): string {
  return `/api/v1/property-photos/${storageKey.slice(PHOTO_PREFIX.length)}`;
}

export function toPhoto(row: Pick<PhotoRow, 'id' | 'storage_key' | 'thumb_key' | 'width' | 'height' | 'position' | 'is_cover'>): Photo {
  return {
    id: row.id,
    url: photoUrl(row.storage_key),
    thumb_url: photoUrl(row.thumb_key),
    width: row.width,
    height: row.height,
    position: row.position,
    is_cover: row.is_cover,
  };
}

const NO_CARD: RealtorCard = { dre_number: null, brokerage: null, bio: null };

function toPerson(row: PersonRow): Person {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, picture: row.picture };
}

/** A list row with its live auction laid over (catalogue-cache.ts); rows without one have no auction. */
export type LiveSummaryRow = SummaryRow & { bidding_property?: BiddingProperty | null };

type PlaceAndFacts = Pick<PropertySummary, 'id' | 'label' | 'street_address' | 'city' | 'state' | 'zip_code' | 'country' | 'value' | 'property_type' | 'status' | 'bedrooms' | 'bathrooms' | 'living_area'>;

/** Where a listing is and what it is, as both lists and the detail page show them. */
function placeAndFacts(row: PlaceAndFacts): PlaceAndFacts {
  return {
    id: row.id,
    label: row.label,
    street_address: row.street_address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    country: row.country,
    value: row.value,
    property_type: row.property_type,
    status: row.status,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    living_area: row.living_area,
  };
}

/**
 * A listing as lists show it; who sells it is told only to its listing side (and admins). Field by field rather
 * than by spreading the row's rest: a rest copy of a row cost about 20 µs (most of a cached search's own time).
 */
export function toSummary(row: LiveSummaryRow, viewer: Actor | null): PropertySummary {
  return {
    ...placeAndFacts(row),
    featured: row.featured,
    latitude: row.latitude,
    longitude: row.longitude,
    seller_id: isListingSide(viewer, row) ? row.seller_id : null,
    realtor_id: row.realtor_id,
    cover: row.cover && row.cover.id !== null ? toPhoto(row.cover) : null,
    favourite: Boolean(row.favourite),
    bidding_property: row.bidding_property ?? null,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export type DetailParts = {
  photos: PhotoRow[];
  realtor: PersonRow;
  /** The realtor's public card (null only if the account vanished between the two reads). */
  realtorCard: RealtorCard | null;
  seller: PersonRow | null;
  favourite: boolean;
  biddingProperty: BiddingProperty | null;
  transactions: PropertyTransactionRef[];
  /** The listing side's view of the invitation it waits on (null for everyone else). */
  sellerInvitation: SellerInvitationRef | null;
  canEdit: boolean;
  isListingSide: boolean;
};

export function toDetail(row: PropertyRow, parts: DetailParts): PropertyDetail {
  const photos = parts.photos.map(toPhoto);
  return {
    ...placeAndFacts(row),
    lot_size: row.lot_size,
    year_built: row.year_built,
    description: row.description,
    features: row.features,
    featured: row.featured,
    latitude: row.latitude,
    longitude: row.longitude,
    seller_id: parts.isListingSide ? row.seller_id : null,
    realtor_id: row.realtor_id,
    cover: photos.find((photo) => photo.is_cover) ?? photos[0] ?? null,
    photos,
    realtor: { ...toPerson(parts.realtor), ...NO_CARD, ...parts.realtorCard },
    seller: parts.isListingSide && parts.seller ? toPerson(parts.seller) : null,
    seller_invitation: parts.isListingSide ? parts.sellerInvitation : null,
    favourite: parts.favourite,
    transactions: parts.transactions,
    bidding_property: parts.biddingProperty,
    can_edit: parts.canEdit,
    is_listing_side: parts.isListingSide,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
