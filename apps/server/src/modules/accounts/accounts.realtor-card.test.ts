import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, multipart, userById } from '../../../test/helpers/accounts';
import { insertProperty } from '../../../test/helpers/properties';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const card = { dre_number: '01234567', brokerage: 'Golden State Realty', bio: 'Twenty years in Sacramento.\nFirst homes are my favourite.' };

function putUser(id: number, payload: Record<string, unknown>, token?: string) {
  return t.call({ method: 'PUT', url: `/api/v1/users/${id}`, payload, token });
}

describe("the realtor's public card (licence number, brokerage, bio)", () => {
  it('a realtor sets it through PUT /users/{id}; GET /me and the answer show it', async () => {
    const { user, token } = await t.user({ roles: ['Realtor'] });
    const response = await putUser(user.id, card, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject(card);
    const me = await t.call({ method: 'GET', url: '/api/v1/me', token });
    expect(me.json().data).toMatchObject(card);
  });

  it('a realtor sets it through the multipart profile form, and blank brokerage or bio clears it', async () => {
    const { user, token } = await t.user({ roles: ['Realtor'] });
    const send = (fields: Record<string, string>) => {
      const form = multipart(Object.entries({ name: user.name, user_name: user.user_name, ...fields }).map(([name, value]) => ({ name, value })));
      return t.call({ method: 'POST', url: '/api/v1/profile_information', payload: form.payload, headers: form.headers, token });
    };
    expect((await send(card)).statusCode).toBe(200);
    expect(await userById(t.database.db, user.id)).toMatchObject(card);
    const cleared = await send({ brokerage: '', bio: '   ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await userById(t.database.db, user.id)).toMatchObject({ dre_number: card.dre_number, brokerage: null, bio: null });
  });

  it('is refused to a buyer with a 422 naming the field, and nothing of the request is written', async () => {
    const { user, token } = await t.user({ roles: ['Buyer'] });
    const response = await putUser(user.id, { name: 'Changed Name', brokerage: 'Sneaky Realty' }, token);
    expectError(response, 422, m.realtorProfileOnly, { brokerage: m.realtorProfileOnly });
    expect(await userById(t.database.db, user.id)).toMatchObject({ name: user.name, brokerage: null });
  });

  it('is bounded: brokerage 120 characters, bio 600, the licence 8 digits; control characters refused', async () => {
    const { user, token } = await t.user({ roles: ['Realtor'] });
    expectError(await putUser(user.id, { brokerage: 'b'.repeat(121) }, token), 422, m.brokerageTooLong, { brokerage: m.brokerageTooLong });
    expectError(await putUser(user.id, { bio: 'b'.repeat(601) }, token), 422, m.bioTooLong, { bio: m.bioTooLong });
    expectError(await putUser(user.id, { dre_number: '12AB' }, token), 422, m.dreInvalid, { dre_number: m.dreInvalid });
    expect((await putUser(user.id, { brokerage: 'Tab\u0000Realty' }, token)).statusCode).toBe(422);
    expect((await putUser(user.id, { bio: 'b'.repeat(600) }, token)).statusCode).toBe(200);
  });

  it('keeps HTML as plain text, and the listing detail shows the card to an anonymous visitor', async () => {
    const { user, token } = await t.user({ roles: ['Realtor'] });
    const bio = '<script>alert(1)</script><b>Bold</b> & proud';
    expect((await putUser(user.id, { ...card, bio }, token)).statusCode).toBe(200);
    const listing = await insertProperty(t.database.db, user.id);
    const detail = await t.call({ method: 'GET', url: `/api/v1/properties/${listing.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    // Stored and answered exactly as typed: the page renders it as text, so the markup never runs.
    expect(detail.json().data.realtor).toMatchObject({ id: user.id, name: user.name, dre_number: card.dre_number, brokerage: card.brokerage, bio });
  });

  it('a realtor who never filled the card shows nulls on the listing', async () => {
    const { user } = await t.user({ roles: ['Realtor'] });
    const listing = await insertProperty(t.database.db, user.id);
    const detail = await t.call({ method: 'GET', url: `/api/v1/properties/${listing.id}` });
    expect(detail.json().data.realtor).toMatchObject({ brokerage: null, bio: null });
  });
});
