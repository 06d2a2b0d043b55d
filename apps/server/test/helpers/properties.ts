import type { PropertyValues } from '@openhouse/shared/properties/listing';
import { expect } from 'vitest';
import type { Db } from '../../src/platform/db/client';
import { properties } from '../../src/modules/properties/properties.schema';
import type { PropertyRow } from '../../src/modules/properties/properties.access';
import { createTestApp, type TestApp } from './app';

let street = 100;

/** A listing written straight to the database, for tests that need one to exist. */
export async function insertProperty(
  db: Db,
  realtorId: number,
  overrides: Partial<PropertyValues> & { seller_id?: number | null; created_at?: Date; published_at?: Date | null } = {},
): Promise<PropertyRow> {
  street += 1;
  const { seller_invite: _ignored, draft: _draft, ...values } = overrides as Partial<PropertyValues> & { seller_id?: number | null; created_at?: Date; published_at?: Date | null };
  const [row] = await db
    .insert(properties)
    .values({
      realtor_id: realtorId,
      label: 'Sunny family home',
      street_address: `${street} Maple Street`,
      city: 'Sacramento',
      state: 'CA',
      zip_code: '95814',
      country: 'US',
      value: 650000,
      property_type: 'single_family',
      status: 'active',
      bedrooms: 3,
      bathrooms: 2,
      living_area: 1650,
      ...values,
      seller_id: values.seller_id ?? null,
    })
    .returning();
  return row!;
}

/** A realtor and a seller (new users with those roles) and a listing of theirs: the listing side many tests start from. */
export async function listingWithSides(t: TestApp, overrides: Parameters<typeof insertProperty>[2] = {}) {
  const realtor = await t.user({ roles: ['Realtor'] });
  const seller = await t.user({ roles: ['Seller'] });
  const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, ...overrides });
  return { realtor, seller, property };
}

export type SeededRealtor = { id: number; token: string };

/** A test app with one realtor (Riley Realtor), the world the listing routes' tests start from. */
export async function appWithRealtor(): Promise<{ t: TestApp; realtor: SeededRealtor }> {
  const t = await createTestApp();
  try {
    const seeded = await t.user({ roles: ['Realtor'], name: 'Riley Realtor' });
    return { t, realtor: { id: seeded.user.id, token: seeded.token } };
  } catch (error) {
    // The caller never receives the app, so its afterAll cannot close it.
    await t.close();
    throw error;
  }
}

/** The fields an add-property form may not leave out, as a realtor would type them; override or add any. */
export function listingForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    label: 'Craftsman near the park',
    street_address: '742 Evergreen Terrace',
    city: 'Sacramento',
    state: 'ca',
    zip_code: '95814',
    value: '$725,000',
    property_type: 'single_family',
    ...overrides,
  };
}

/**
 * A realtor lists a bungalow naming an existing account as its seller, and the account accepts: an existing
 * account gains the Seller role only by accepting the invitation (docs/DECISIONS.md, Listings).
 */
export async function acceptSellerInvitation(
  t: TestApp,
  realtorToken: string,
  invitee: { user: { name: string; email: string }; token: string },
  streetAddress: string,
): Promise<void> {
  const created = await t.call({
    method: 'POST',
    url: '/api/v1/properties',
    token: realtorToken,
    payload: listingForm({
      label: 'Bungalow',
      street_address: streetAddress,
      value: '$500,000',
      status: 'active',
      bedrooms: 2,
      bathrooms: 1,
      seller_invite: { name: invitee.user.name, email: invitee.user.email },
    }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const invitationId = (created.json() as { data: { seller_invitation: { id: number } } }).data.seller_invitation.id;
  const accepted = await t.call({ method: 'POST', url: `/api/v1/seller-invitations/${invitationId}/accept`, token: invitee.token });
  expect(accepted.statusCode, accepted.body).toBe(200);
}
