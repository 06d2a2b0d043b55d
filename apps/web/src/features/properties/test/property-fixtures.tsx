import type { PropertyDetail, PropertySummary } from '@openhouse/shared/properties/listing';
import { useGlobalModal } from '../../../lib/global-modals';

// Shared with the other features' tests.
export { makeAuction, pageOf } from '../../../../test/fixtures';

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
    published_at: '2025-03-04T17:05:00Z',
    created_at: '2025-03-04T17:05:00Z',
    updated_at: '2025-03-04T17:05:00Z',
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
    realtor: { id: 7, name: 'Rita Realtor', email: 'rita@example.com', phone: '+14155550189', picture: null, dre_number: '01234567', brokerage: 'Golden State Realty', bio: 'Twenty years in Sacramento.' },
    seller: null,
    seller_invitation: null,
    transactions: [],
    can_edit: false,
    is_listing_side: false,
    ...overrides,
  };
}

/** Shows which global modal is open, so a test can tell whether the login modal popped up. */
export function GlobalModalProbe() {
  const modal = useGlobalModal();
  return <output data-testid="global-modal">{modal?.name ?? 'none'}</output>;
}
