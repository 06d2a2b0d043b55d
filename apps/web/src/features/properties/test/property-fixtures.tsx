import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import type { PropertyDetail, PropertySummary } from '@openhouse/shared/properties/listing';
import { useGlobalModal } from '../../../lib/global-modals';

export function makeSummary(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id: 5,
    label: 'Sunny craftsman',
    street_address: '12 Elm St',
    city: 'Oakland',
    state: 'CA',
    zip_code: '94610',
    country: 'US',
    value: 1250000,
    property_type: 'single_family',
    status: 'active',
    bedrooms: 3,
    bathrooms: 2.5,
    living_area: 1850,
    featured: false,
    latitude: null,
    longitude: null,
    seller_id: null,
    realtor_id: 7,
    cover: null,
    favourite: false,
    bidding_property: null,
    created_at: '2025-03-04T17:05:00Z',
    updated_at: '2025-03-04T17:05:00Z',
    ...overrides,
  };
}

const HOUR = 60 * 60 * 1000;

/** An auction that opened an hour ago and ends in a day: starting at $1,000,000, steps of $10,000, 5% premium. */
export function makeAuction(overrides: Partial<BiddingProperty> = {}): BiddingProperty {
  return {
    id: 40,
    property_id: 5,
    bid_amount: 1_000_000,
    highest_bid_amount: 1_000_000,
    bid_incremental_amount: 10_000,
    minimum_next_bid: 1_010_000,
    buyers_premium_rate: 5,
    bid_starting_time: new Date(Date.now() - HOUR).toISOString(),
    bid_ending_time: new Date(Date.now() + 24 * HOUR).toISOString(),
    status: 'active',
    has_transaction: false,
    bid_count: 0,
    highest_bidder: null,
    is_highest_bidder: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    ...makeSummary(),
    lot_size: 5000,
    year_built: 1924,
    description: 'A bright home near the lake.',
    features: ['Hardwood floors', 'Fireplace'],
    photos: [],
    realtor: { id: 7, name: 'Rita Realtor', email: 'rita@example.com', phone: '+14155550189', picture: null },
    seller: null,
    transactions: [],
    can_edit: false,
    is_listing_side: false,
    ...overrides,
  };
}

export function pageOf<T>(data: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    total: data.length,
    ...overrides,
  };
}

/** Shows which global modal is open, so a test can tell whether the login modal popped up. */
export function GlobalModalProbe() {
  const modal = useGlobalModal();
  return <output data-testid="global-modal">{modal?.name ?? 'none'}</output>;
}
