import type { Bid, BidApproval } from '@openhouse/shared/bidding/schemas';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { makeAuction } from '../../../../test/fixtures';

// Shared with the other features' tests.
export { makeAuction, pageOf } from '../../../../test/fixtures';

export function makeBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 900,
    bid_amount: 1_010_000,
    buyers_premium: 50_500,
    contingency: ['loan', 'inspection'],
    escrow_closing_date: '2030-06-15',
    bid_property_id: 40,
    property_id: 5,
    date: '2030-05-01T17:30:00Z',
    user: { id: 12, name: 'Bea Buyer', email: 'bea@example.com' },
    is_mine: false,
    ...overrides,
  };
}

export function makeApproval(overrides: Partial<BidApproval> = {}): BidApproval {
  return {
    id: 70,
    bid_nickname: 'lakeside',
    status: 'buyer-without-agent',
    agreement: true,
    property_id: 5,
    approval: 'submitted',
    proof_document: 'proofs/abc123.pdf',
    proof_document_name: 'bank-letter.pdf',
    proof_document_size: 120_000,
    user: { id: 12, name: 'Bea Buyer', email: 'bea@example.com' },
    property: { id: 5, label: 'Sunny craftsman', street_address: '12 Elm St' },
    decided_at: null,
    created_at: '2030-05-01T17:30:00Z',
    ...overrides,
  };
}

export function makeListing(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 5,
    label: 'Sunny craftsman',
    street_address: '12 Elm St',
    city: 'Oakland',
    state: 'CA',
    zip_code: '94610',
    country: 'US',
    value: 1_250_000,
    property_type: 'single_family',
    status: 'active',
    bedrooms: 3,
    bathrooms: 2,
    living_area: 1850,
    featured: false,
    latitude: null,
    longitude: null,
    seller_id: 31,
    realtor_id: 7,
    cover: null,
    favourite: false,
    bidding_property: makeAuction(),
    published_at: '2025-03-04T17:05:00Z',
    created_at: '2030-03-04T17:05:00Z',
    updated_at: '2030-03-04T17:05:00Z',
    lot_size: null,
    year_built: null,
    description: '',
    features: [],
    photos: [],
    realtor: { id: 7, name: 'Rita Realtor', email: 'rita@example.com', phone: null, picture: null, dre_number: null, brokerage: null, bio: null },
    seller: null,
    seller_invitation: null,
    transactions: [],
    can_edit: false,
    is_listing_side: false,
    ...overrides,
  };
}


/** A real PDF's first bytes, or something else named .pdf. */
export function pdfFile(name = 'proof.pdf', content = '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'): File {
  return new File([content], name, { type: 'application/pdf' });
}
