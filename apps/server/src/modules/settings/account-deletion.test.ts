import { ACCOUNT_DELETION } from '@openhouse/shared/settings/account-deletion';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { notify } from '../../../test/helpers/notices';
import { insertProperty } from '../../../test/helpers/properties';
import { insertAuctionWithBid } from '../../../test/helpers/transactions';
import * as schema from '../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** What the database itself does to rows that point at a deleted user: table → removed, table.column → cleared. */
function deletionRules(): { removed: Set<string>; cleared: Set<string> } {
  const removed = new Set<string>(['users']);
  const cleared = new Set<string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== 'users') continue;
      if (key.onDelete === 'cascade') removed.add(config.name);
      else if (key.onDelete === 'set null') for (const column of reference.columns) cleared.add(`${config.name}.${column.name}`);
      else throw new Error(`${config.name} refers to users without saying what deletion does (${key.onDelete ?? 'no action'})`);
    }
  }
  return { removed, cleared };
}

describe('what the privacy page says deleting an account does', () => {
  it('names exactly the tables deletion removes and the links it clears, no more and no fewer', () => {
    const { removed, cleared } = deletionRules();
    expect(new Set(ACCOUNT_DELETION.removed.flatMap((line) => [...line.tables]))).toEqual(removed);
    expect(new Set(ACCOUNT_DELETION.anonymised.flatMap((line) => [...line.columns]))).toEqual(cleared);
  });

  it('is what happens: my own rows go, my bid stays without me, and a listing I sold keeps its realtor', async () => {
    const realtor = await t.user({ roles: ['Realtor'] });
    const leaving = await t.user({ roles: ['Buyer', 'Seller'] });
    await notify(t.app.platform, leaving.user.id, 'Soon gone');
    await t.call({ method: 'POST', url: '/api/v1/user_settings/multiple', token: leaving.token, payload: { settings: [{ key: 'enable_sms', value: '1' }] } });
    const sold = await insertProperty(t.database.db, realtor.user.id, { seller_id: leaving.user.id });
    const elsewhere = await insertProperty(t.database.db, realtor.user.id);
    const { bid } = await insertAuctionWithBid(t.database.db, { property: elsewhere, buyer: { id: leaving.user.id }, amount: elsewhere.value + 1000 });

    const response = await t.call({ method: 'DELETE', url: '/api/v1/profile/delete', token: leaving.token });
    expect(response.statusCode, response.body).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, leaving.user.id))).toEqual([]);
    expect(await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, leaving.user.id))).toEqual([]);
    expect(await db.select().from(schema.userSettings).where(eq(schema.userSettings.user_id, leaving.user.id))).toEqual([]);
    expect(await db.select().from(schema.authTokens).where(eq(schema.authTokens.user_id, leaving.user.id))).toEqual([]);
    const [keptBid] = await db.select().from(schema.bids).where(eq(schema.bids.id, bid.id));
    expect(keptBid).toMatchObject({ id: bid.id, user_id: null });
    const [keptListing] = await db.select().from(schema.properties).where(eq(schema.properties.id, sold.id));
    expect(keptListing).toMatchObject({ realtor_id: realtor.user.id, seller_id: null });
  });

  it("takes a realtor's own files with the account, rows and stored bytes, and leaves another realtor's alone", async () => {
    const leaving = await t.user({ roles: ['Realtor'] });
    const staying = await t.user({ roles: ['Realtor'] });
    const upload = async (token: string, name: string) => {
      const form = multipart([{ name: 'disk', value: 'my-files' }, { name: 'path', value: '' }, { name: 'files[]', filename: name, contentType: 'text/plain', content: Buffer.from(`notes of ${name}`) }]);
      const response = await t.call({ method: 'POST', url: '/api/file-manager/upload', token, payload: form.payload, headers: form.headers });
      expect(response.statusCode, response.body).toBe(200);
    };
    await upload(leaving.token, 'leaving.txt');
    await t.call({ method: 'POST', url: '/api/file-manager/create-directory', token: leaving.token, payload: { disk: 'my-files', path: '', name: 'Contracts' } });
    await upload(staying.token, 'staying.txt');
    const db = t.database.db;
    const mine = await db.select().from(schema.fileEntries).where(eq(schema.fileEntries.owner_id, leaving.user.id));
    expect(mine.map((row) => row.name).sort()).toEqual(['Contracts', 'leaving.txt']);
    const key = mine.find((row) => row.kind === 'file')!.storage_key!;
    expect(await t.app.platform.storage.get(key)).not.toBeNull();

    expect((await t.call({ method: 'DELETE', url: '/api/v1/profile/delete', token: leaving.token })).statusCode).toBe(200);

    expect(await db.select().from(schema.fileEntries).where(eq(schema.fileEntries.area, `user:${leaving.user.id}`))).toEqual([]);
    expect(await t.app.platform.storage.get(key)).toBeNull();
    const theirs = await db.select().from(schema.fileEntries).where(eq(schema.fileEntries.owner_id, staying.user.id));
    expect(theirs.map((row) => row.name)).toEqual(['staying.txt']);
    expect(await t.app.platform.storage.get(theirs[0]!.storage_key!)).not.toBeNull();
  });
});
