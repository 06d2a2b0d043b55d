import type { AgentCard } from '@openhouse/shared/agents/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';

let t: TestApp;
let rita: number;

beforeAll(async () => {
  t = await createTestApp();
  rita = (await t.user({ roles: ['Realtor'], name: 'Rita Zebra-Realtor' })).user.id;
  await t.user({ roles: ['Agent'], name: 'Alan Zebra-Agent' });
  await t.user({ roles: ['Buyer'], name: 'Bea Zebra-Buyer' });
  await t.user({ roles: ['Realtor'], name: 'Nora Zebra-Unverified', verified: false });
  await insertProperty(t.database.db, rita, { label: 'Sunny bungalow' });
  await insertProperty(t.database.db, rita, { label: 'Draft house', published_at: null });
});
afterAll(async () => t?.close());

type Directory = { data: AgentCard[]; total: number; last_page: number };
const directory = async (query: string, token?: string) => {
  const response = await t.call({ method: 'GET', url: `/api/v1/agents?${query}`, token, remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Directory;
};

describe('the agents directory', () => {
  it('lists verified realtors and agents to a visitor, with their published listings and booking name, searchable and paged', async () => {
    const found = await directory('search=zebra');
    expect(found.data.map((card) => card.name)).toEqual(['Alan Zebra-Agent', 'Rita Zebra-Realtor']);
    const card = found.data.find((entry) => entry.id === rita)!;
    expect(card.active_listings).toEqual({ count: 1, latest: [expect.objectContaining({ label: 'Sunny bungalow' })] });
    expect(card.user_name).toEqual(expect.any(String));
    expect(Object.keys(card)).not.toContain('email');
    const paged = await directory('search=zebra&per_page=1&page=2');
    expect(paged).toMatchObject({ total: 2, last_page: 2, data: [{ name: 'Rita Zebra-Realtor' }] });
    expect((await directory('search=nobody-at-all')).data).toEqual([]);
  });
});
