import type { BiddingProperty } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import type { AuthPayload, SessionUser } from '../src/lib/session';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    uuid: '1f0c6b8e-6c1e-4c55-9d8b-7d1d0c1b2a3f',
    name: 'Rita Realtor',
    email: 'rita@example.com',
    user_name: 'rita',
    roles: [{ id: 1, name: 'Realtor' }],
    show_guided_tour: 1,
    phone: '+14155550189',
    phone_verified: true,
    two_factor_type: null,
    picture: null,
    timezone: null,
    dre_number: '01234567',
    brokerage: null,
    bio: null,
    ...overrides,
  };
}

export function makeAuthPayload(user: SessionUser = makeUser(), overrides: Partial<AuthPayload> = {}): AuthPayload {
  return {
    user,
    authorization: {
      token: 'token-abc',
      type: 'bearer',
      expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
      stage: user.two_factor_type ? 'pre_verification' : 'verified',
    },
    twilio_token: null,
    sms_verification_code_expires_at: null,
    ...overrides,
  };
}

const HOUR = 60 * 60 * 1000;

/** An auction that opened an hour ago and runs for another day: highest $1,000,000, steps of $10,000, 5% premium. */
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

/** One server page holding `rows`. */
export function pageOf<T>(rows: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return {
    data: rows,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    from: rows.length ? 1 : null,
    to: rows.length ? rows.length : null,
    total: rows.length,
    ...overrides,
  };
}
