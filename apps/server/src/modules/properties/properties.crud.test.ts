import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, lastOutbox, linkIn, login, userByEmail } from '../../../test/helpers/accounts';
import type { TestApp } from '../../../test/helpers/app';
import { appWithRealtor, insertProperty, listingForm, type SeededRealtor } from '../../../test/helpers/properties';
import { rolesOf } from '../accounts/accounts.repository';
import { favourites, properties } from './properties.schema';

let t: TestApp;
let realtor: SeededRealtor;
beforeAll(async () => {
  ({ t, realtor } = await appWithRealtor());
});
afterAll(async () => t?.close());

/** A complete add-property form. */
function listing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return listingForm({
    status: 'active',
    bedrooms: 3,
    bathrooms: 2.5,
    living_area: 1850,
    lot_size: 6000,
    year_built: 1994,
    description: 'Sunny rooms and a deep backyard.',
    features: ['Hardwood floors', 'Two-car garage'],
    latitude: 38.58,
    longitude: -121.49,
    ...overrides,
  });
}

async function create(token: string, body: Record<string, unknown> = listing()) {
  return t.call({ method: 'POST', url: '/api/v1/properties', token, payload: body });
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return found;
}

describe('POST /properties', () => {
  it('creates a listing owned by the calling realtor and answers its detail', async () => {
    const response = await create(realtor.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: PropertyDetail };
    expect(body.message).toBe(m.created);
    expect(body.data).toMatchObject({
      label: 'Craftsman near the park',
      state: 'CA',
      value: 725000,
      bathrooms: 2.5,
      realtor_id: realtor.id,
      realtor: { id: realtor.id, name: 'Riley Realtor' },
      seller: null,
      photos: [],
      cover: null,
      favourite: false,
      transactions: [],
      bidding_property: null,
      can_edit: true,
      is_listing_side: true,
    });
    const stored = await row(body.data.id);
    expect(stored).toMatchObject({ realtor_id: realtor.id, value: 725000, features: ['Hardwood floors', 'Two-car garage'] });
  });

  it('lets an Agent and an Admin create, but not a Buyer or Seller (403), nor anyone anonymous (401)', async () => {
    const before = await t.database.db.select().from(properties);
    for (const role of ['Buyer', 'Seller', 'Vendor'] as const) {
      const { token } = await t.user({ roles: [role] });
      expectError(await create(token), 403, 'This action is unauthorized.');
    }
    expectError(await create(''), 401, 'Unauthenticated.');
    expect(await t.database.db.select().from(properties)).toHaveLength(before.length);

    for (const role of ['Agent', 'Admin'] as const) {
      const { token } = await t.user({ roles: [role] });
      expect((await create(token)).statusCode).toBe(200);
    }
  });

  it('refuses invalid forms with every failing field', async () => {
    const response = await create(realtor.token, listing({ label: '', zip_code: '9581', value: 'lots', state: 'XX', bathrooms: 1.3 }));
    expectError(response, 422, m.labelRequired, {
      label: m.labelRequired,
      zip_code: m.zipInvalid,
      value: m.priceInvalid,
      state: m.stateInvalid,
      bathrooms: m.bathroomsInvalid,
    });
  });

  it('answers 4xx for malformed JSON and wrong types, never 500', async () => {
    const malformed = await t.call({ method: 'POST', url: '/api/v1/properties', token: realtor.token, headers: { 'content-type': 'application/json' }, payload: '{"label": ' });
    expect(malformed.statusCode).toBe(400);
    const wrongTypes = await create(realtor.token, listing({ features: 'pool', featured: 'yes', property_type: 'castle', bedrooms: 'three' }));
    expect(wrongTypes.statusCode).toBe(422);
    const errors = (wrongTypes.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['features', 'featured', 'property_type', 'bedrooms']));
  });

  it('stores HTML in text fields as plain text and answers it as JSON', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await create(realtor.token, listing({ label: script, description: script, features: [script.slice(0, 60)] }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { data } = response.json() as { data: PropertyDetail };
    expect(data.label).toBe(script);
    const detail = await t.call({ method: 'GET', url: `/api/v1/properties/${data.id}` });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect((detail.json() as { data: PropertyDetail }).data.description).toBe(script);
  });

  describe('the seller', () => {
    it('takes an existing user with the Seller role', async () => {
      const seller = await t.user({ roles: ['Seller'], name: 'Sam Seller' });
      const response = await create(realtor.token, listing({ seller_id: seller.user.id }));
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json() as { data: PropertyDetail };
      expect(data.seller_id).toBe(seller.user.id);
      expect(data.seller).toMatchObject({ id: seller.user.id, name: 'Sam Seller' });
    });

    it('refuses a seller_id of a user without the Seller role, or of nobody (422 on seller_id)', async () => {
      const buyer = await t.user({ roles: ['Buyer'] });
      for (const sellerId of [buyer.user.id, 999_999]) {
        expectError(await create(realtor.token, listing({ seller_id: sellerId })), 422, m.sellerNotFound, { seller_id: m.sellerNotFound });
      }
    });

    it('invites a new seller: an unverified Seller account and an e-mail whose link sets the password', async () => {
      const email = `new.seller.${Date.now()}@example.com`;
      const response = await create(realtor.token, listing({ seller_invite: { name: 'Nora New', email: email.toUpperCase() } }));
      expect(response.statusCode, response.body).toBe(200);
      const invited = await userByEmail(t.database.db, email);
      expect(invited).toMatchObject({ name: 'Nora New', email_verified_at: null, password_hash: null });
      expect((await rolesOf(t.database.db, invited!.id)).map((r) => r.name)).toEqual(['Seller']);
      expect((response.json() as { data: PropertyDetail }).data.seller_id).toBe(invited!.id);

      await t.app.platform.mailer.idle();
      const mail = await lastOutbox(t.database.db, email, 'email');
      expect(mail.subject).toContain('Riley Realtor');
      const link = linkIn(mail.body_text, '/auth/reset-password');
      const reset = await t.call({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token: link.searchParams.get('token'), password: 'Vx9!trPq2w', password_confirmation: 'Vx9!trPq2w' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await login(t, email, 'Vx9!trPq2w')).statusCode).toBe(200);
    });

    it('invites one new seller to two listings saved at the same moment: one account, both listings theirs', async () => {
      const email = `twice.${Date.now()}@example.com`;
      const [first, second] = await Promise.all([
        create(realtor.token, listing({ seller_invite: { name: 'Tia Twice', email } })),
        create(realtor.token, listing({ seller_invite: { name: 'Tia Twice', email } })),
      ]);
      expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
      const invited = await userByEmail(t.database.db, email);
      const sellers = [first, second].map((response) => (response.json() as { data: PropertyDetail }).data.seller_id);
      expect(sellers).toEqual([invited!.id, invited!.id]);
    });

    it('refuses both a seller_id and an invitation', async () => {
      const seller = await t.user({ roles: ['Seller'] });
      const response = await create(realtor.token, listing({ seller_id: seller.user.id, seller_invite: { name: 'X', email: 'x@example.com' } }));
      expectError(response, 422, m.sellerChoiceConflict);
      expect(await userByEmail(t.database.db, 'x@example.com')).toBeUndefined();
    });

    it('writes nothing when the seller is refused', async () => {
      const before = (await t.database.db.select().from(properties)).length;
      await create(realtor.token, listing({ seller_id: 999_998 }));
      expect(await t.database.db.select().from(properties)).toHaveLength(before);
    });
  });
});

describe('PUT /properties/{id}', () => {
  it('lets its realtor edit, replacing the facts (a blank optional field clears it)', async () => {
    const property = await insertProperty(t.database.db, realtor.id, { year_built: 1980 });
    const response = await t.call({
      method: 'PUT',
      url: `/api/v1/properties/${property.id}`,
      token: realtor.token,
      payload: listing({ label: 'Renamed', value: 700000, year_built: '', status: 'pending' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: m.updated, data: { id: property.id, label: 'Renamed', value: 700000, year_built: null, status: 'pending' } });
    expect(await row(property.id)).toMatchObject({ label: 'Renamed', year_built: null, status: 'pending' });
  });

  it('keeps the seller when the form does not mention one, and clears it with null', async () => {
    const seller = await t.user({ roles: ['Seller'] });
    const property = await insertProperty(t.database.db, realtor.id, { seller_id: seller.user.id });
    const url = `/api/v1/properties/${property.id}`;
    expect((await t.call({ method: 'PUT', url, token: realtor.token, payload: listing() })).statusCode).toBe(200);
    expect((await row(property.id))?.seller_id).toBe(seller.user.id);
    expect((await t.call({ method: 'PUT', url, token: realtor.token, payload: listing({ seller_id: null }) })).statusCode).toBe(200);
    expect((await row(property.id))?.seller_id).toBeNull();
  });

  it('refuses another realtor (403), its seller (403) and anonymous callers (401), changing nothing', async () => {
    const seller = await t.user({ roles: ['Seller'] });
    const property = await insertProperty(t.database.db, realtor.id, { label: 'Original', seller_id: seller.user.id });
    const other = await t.user({ roles: ['Realtor'] });
    const url = `/api/v1/properties/${property.id}`;
    expectError(await t.call({ method: 'PUT', url, token: other.token, payload: listing({ label: 'Hijacked' }) }), 403, 'This action is unauthorized.');
    expectError(await t.call({ method: 'PUT', url, token: seller.token, payload: listing({ label: 'Hijacked' }) }), 403, 'This action is unauthorized.');
    expectError(await t.call({ method: 'PUT', url, payload: listing({ label: 'Hijacked' }) }), 401, 'Unauthenticated.');
    expect((await row(property.id))?.label).toBe('Original');
  });

  it('lets an admin edit anyone\u2019s listing', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    const admin = await t.user({ roles: ['Admin'] });
    const response = await t.call({ method: 'PUT', url: `/api/v1/properties/${property.id}`, token: admin.token, payload: listing({ label: 'Admin fixed it' }) });
    expect(response.statusCode).toBe(200);
    expect(await row(property.id)).toMatchObject({ label: 'Admin fixed it', realtor_id: realtor.id });
  });

  it('answers 404 for a listing that does not exist and 422 for a bad id', async () => {
    expectError(await t.call({ method: 'PUT', url: '/api/v1/properties/987654', token: realtor.token, payload: listing() }), 404, m.notFound);
    expect((await t.call({ method: 'PUT', url: '/api/v1/properties/abc', token: realtor.token, payload: listing() })).statusCode).toBe(422);
  });
});

describe('GET /properties/{id}', () => {
  it('is public: an anonymous visitor sees the facts and the realtor, not the seller', async () => {
    const seller = await t.user({ roles: ['Seller'], name: 'Private Seller' });
    const property = await insertProperty(t.database.db, realtor.id, { seller_id: seller.user.id, description: 'Lovely.' });
    const response = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: PropertyDetail };
    expect(data).toMatchObject({ id: property.id, description: 'Lovely.', realtor: { id: realtor.id }, seller: null, seller_id: null, can_edit: false, is_listing_side: false, favourite: false });
    expect(response.body).not.toContain('Private Seller');
    expect(response.body).not.toContain('password');
  });

  it('shows the seller to the listing side and an admin, and tells each caller what they may do', async () => {
    const seller = await t.user({ roles: ['Seller'], name: 'Shown Seller' });
    const property = await insertProperty(t.database.db, realtor.id, { seller_id: seller.user.id });
    const admin = await t.user({ roles: ['Admin'] });
    const buyer = await t.user({ roles: ['Buyer'] });
    const read = async (token: string) => ((await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token })).json() as { data: PropertyDetail }).data;

    expect(await read(realtor.token)).toMatchObject({ seller: { name: 'Shown Seller' }, can_edit: true, is_listing_side: true });
    expect(await read(seller.token)).toMatchObject({ seller: { name: 'Shown Seller' }, can_edit: false, is_listing_side: true });
    expect(await read(admin.token)).toMatchObject({ seller: { name: 'Shown Seller' }, can_edit: true, is_listing_side: true });
    expect(await read(buyer.token)).toMatchObject({ seller: null, can_edit: false, is_listing_side: false });
  });

  it('carries the caller\u2019s favourite flag', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    const buyer = await t.user({ roles: ['Buyer'] });
    await t.database.db.insert(favourites).values({ user_id: buyer.user.id, property_id: property.id });
    const mine = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: buyer.token });
    expect((mine.json() as { data: PropertyDetail }).data.favourite).toBe(true);
    const other = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: realtor.token });
    expect((other.json() as { data: PropertyDetail }).data.favourite).toBe(false);
  });

  it('hides a withdrawn listing from everyone but its listing side', async () => {
    const property = await insertProperty(t.database.db, realtor.id, { status: 'withdrawn' });
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}` }), 404, m.notFound);
    expectError(await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: buyer.token }), 404, m.notFound);
    expect((await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: realtor.token })).statusCode).toBe(200);
  });

  it('answers 404 for a missing listing and treats an invalid token like no token', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/properties/424242' }), 404, m.notFound);
    const property = await insertProperty(t.database.db, realtor.id);
    const response = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: 'not-a-real-token-but-long-enough' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: PropertyDetail }).data.can_edit).toBe(false);
  });
});
