import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { propertyAccess, type PropertyRow } from '../../modules/properties/properties.access';
import type { Actor } from '../auth/session';
import { AppError } from '../http/errors';

let t: TestApp;
let realtor: Actor;
let stranger: Actor;
let onMarket: PropertyRow;
let another: PropertyRow;
let withdrawn: PropertyRow;

const asActor = (user: { id: number }, role: Actor['roles'][number]): Actor => ({ id: user.id, roles: [role], tokenId: 0, kind: 'access' });

async function statusOf(call: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  realtor = asActor((await t.user({ roles: ['Realtor'] })).user, 'Realtor');
  stranger = asActor((await t.user({ roles: ['Realtor'] })).user, 'Realtor');
  onMarket = await insertProperty(t.database.db, realtor.id);
  another = await insertProperty(t.database.db, realtor.id);
  withdrawn = await insertProperty(t.database.db, realtor.id, { status: 'withdrawn' });
});
afterAll(async () => t?.close());

describe('require, against the database', () => {
  it('answers the record to whom it is granted', async () => {
    expect((await propertyAccess.require(t.database.db, realtor, 'manage', withdrawn.id)).id).toBe(withdrawn.id);
  });

  it('refuses with 403 who may know the record, 404 who may not, and 404 with the listing message when there is none', async () => {
    expect(await statusOf(propertyAccess.require(t.database.db, stranger, 'manage', onMarket.id))).toBe(403);
    expect(await statusOf(propertyAccess.require(t.database.db, stranger, 'manage', withdrawn.id))).toBe(404);
    const missing = await propertyAccess.require(t.database.db, realtor, 'manage', 999_999).catch((error: AppError) => error);
    expect(missing).toMatchObject({ status: 404, message: 'Property not found.' });
  });
});

describe('requireEach, many ids in one call', () => {
  it('answers every record, in the order of the ids, repeats included', async () => {
    const records = await propertyAccess.requireEach(t.database.db, realtor, 'manage', [another.id, onMarket.id, another.id]);
    expect(records.map((record) => record.id)).toEqual([another.id, onMarket.id, another.id]);
  });

  it('refuses the whole call when one record is refused: 404 before 403', async () => {
    expect(await statusOf(propertyAccess.requireEach(t.database.db, stranger, 'see', [onMarket.id, another.id]))).toBe('ok');
    expect(await statusOf(propertyAccess.requireEach(t.database.db, stranger, 'manage', [onMarket.id, another.id]))).toBe(403);
    expect(await statusOf(propertyAccess.requireEach(t.database.db, stranger, 'manage', [onMarket.id, withdrawn.id]))).toBe(404);
    expect(await statusOf(propertyAccess.requireEach(t.database.db, realtor, 'manage', [onMarket.id, 999_999]))).toBe(404);
  });

  it('allows answers without throwing', async () => {
    expect(await propertyAccess.allows(t.database.db, stranger, 'see', onMarket.id)).toBe(true);
    expect(await propertyAccess.allows(t.database.db, stranger, 'see', withdrawn.id)).toBe(false);
    expect(await propertyAccess.allows(t.database.db, null, 'see', 999_999)).toBe(false);
  });
});
