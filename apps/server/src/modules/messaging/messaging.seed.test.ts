import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seedDemoConversations } from './messaging.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it("gives the demo realtor a 1:1 with one unread message and a group with the seller, once", async () => {
  const realtor = await t.user({ roles: ['Realtor'], name: 'Riley Realtor' });
  const buyer = await t.user({ name: 'Blake Buyer' });
  const seller = await t.user({ roles: ['Seller'], name: 'Sage Seller' });
  const people = { realtorId: realtor.user.id, buyerId: buyer.user.id, sellerId: seller.user.id };
  expect(await seedDemoConversations(t.app.platform, people)).toBe(true);
  const list = (await t.call({ method: 'GET', url: '/api/v1/conversations', token: realtor.token })).json() as { data: Conversation[]; unread_count: number };
  expect(list.data.map((c) => c.name).sort()).toEqual(['Blake Buyer', 'Paperwork for the bay-view condo']);
  expect(list.unread_count).toBe(1);
  const sellers = (await t.call({ method: 'GET', url: '/api/v1/conversations', token: seller.token })).json() as { data: Conversation[] };
  expect(sellers.data).toHaveLength(1);
  expect(await seedDemoConversations(t.app.platform, people)).toBe(false);
});
