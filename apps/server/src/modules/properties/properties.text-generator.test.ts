import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAi, type FakeAi } from '../../../test/fakes/fake-ai';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';

let t: TestApp;
let realtor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const seeded = await t.user({ roles: ['Realtor'] });
  realtor = { id: seeded.user.id, token: seeded.token };
});
afterAll(async () => t?.close());

/** A null token calls anonymously. */
function generate(payload: Record<string, unknown>, token: string | null = realtor.token) {
  return t.call({ method: 'POST', url: '/api/v1/text-generator', token: token ?? undefined, payload, remoteAddress: nextIp() });
}

describe('POST /text-generator (built in)', () => {
  it('writes from the facts typed in the form, before the listing exists', async () => {
    const response = await generate({ facts: { city: 'Napa', bedrooms: '4', property_type: 'condo', features: ['Wine cellar'] }, tone: 'warm' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; data: { text: string; source: string } };
    expect(body.message).toBe(m.textGenerated);
    expect(body.data.source).toBe('built-in');
    expect(body.data.text).toContain('4-bedroom condo home in Napa');
    expect(body.data.text).toContain('wine cellar');
  });

  it('merges the stored listing with the form, the form winning', async () => {
    const property = await insertProperty(t.database.db, realtor.id, { city: 'Sacramento', bedrooms: 3, year_built: 1950, features: ['Fireplace'] });
    const response = await generate({ property_id: property.id, facts: { bedrooms: 5, year_built: '' } });
    const text = (response.json() as { data: { text: string } }).data.text;
    expect(text).toContain('5-bedroom');
    expect(text).toContain('Sacramento');
    expect(text).toContain('Built in 1950');
    expect(text).toContain('fireplace');
  });

  it('is for staff who manage the listing: 401, 403 for buyers and other realtors, 404 for none', async () => {
    const property = await insertProperty(t.database.db, realtor.id);
    expectError(await generate({ property_id: property.id }, null), 401, 'Unauthenticated.');
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await generate({ facts: { city: 'Napa' } }, buyer.token), 403, 'This action is unauthorized.');
    const other = await t.user({ roles: ['Realtor'] });
    expectError(await generate({ property_id: property.id }, other.token), 403, 'This action is unauthorized.');
    expectError(await generate({ property_id: 999_999 }), 404, m.notFound);
    expect((await generate({ tone: 'shouty' })).statusCode).toBe(422);
  });

  it('is rate limited per client', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      statuses.push((await t.call({ method: 'POST', url: '/api/v1/text-generator', token: realtor.token, payload: { facts: { city: 'Napa' } }, remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /text-generator with an AI endpoint configured', () => {
  let fake: FakeAi;
  let ai: TestApp;
  beforeAll(async () => {
    fake = await startFakeAi();
    ai = await createTestApp({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: fake.apiKey, AI_MODEL: fake.model }, { database: t.database });
  });
  afterAll(async () => {
    await ai?.app.close();
    await fake?.close();
  });

  it('answers the model\u2019s text, labelled ai', async () => {
    fake.reply('Sunlit rooms and a quiet street.');
    const response = await ai.call({ method: 'POST', url: '/api/v1/text-generator', token: realtor.token, payload: { facts: { city: 'Napa' } }, remoteAddress: nextIp() });
    expect(response.json()).toEqual({ message: m.textGenerated, data: { text: 'Sunlit rooms and a quiet street.', source: 'ai' } });
    expect(fake.requests.at(-1)!.messages[1]!.content).toContain('Napa');
  });

  it('answers 502 with a clear message when the endpoint fails', async () => {
    fake.failWith(503);
    const response = await ai.call({ method: 'POST', url: '/api/v1/text-generator', token: realtor.token, payload: { facts: { city: 'Napa' } }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(502);
    expect((response.json() as { message: string }).message).toMatch(/did not answer/);
    fake.failWith(null);
  });
});
