import { httpMessages } from '@openhouse/shared/http/messages';
import { textMessages } from '@openhouse/shared/http/text';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { networkPeople, type NetworkPeople } from '../../../test/helpers/network';
import { noticesOf } from '../../../test/helpers/projects';

let t: TestApp;
let { realtor, buyer, project, othersProject } = {} as NetworkPeople;
beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, buyer, project, othersProject } = await networkPeople(t));
});
afterAll(async () => t?.close());

const capture = (payload: object, remoteAddress = nextIp()) => t.call({ method: 'POST', url: '/api/v1/add-qr-details', payload, remoteAddress });
const prospectsOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/v1/prospects?per_page=100', token })).json().data as Prospect[];

describe('the public capture form', () => {
  it('refuses a name holding an unpaired UTF-16 surrogate with a 422, storing nothing (it once reached jsonb and answered 500)', async () => {
    const before = (await prospectsOf(realtor.token)).length;
    for (const name of ['\ud800', 'x\udfffy']) {
      const response = await capture({ name, email: 'sur@example.com', realtor_id: realtor.user.id, project_id: project.id });
      expectError(response, 422, textMessages.malformedText);
    }
    expect(await prospectsOf(realtor.token)).toHaveLength(before);
  });

  it('stores the prospect on the project and tells the realtor', async () => {
    const response = await capture({ name: 'Vera Visitor', email: 'Vera@Example.com', phone: '916-555-0199', realtor_id: realtor.user.id, project_id: project.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: m.captureThanks, data: { name: 'Vera Visitor', email: 'vera@example.com', phone: '+19165550199' } });
    const [stored] = await prospectsOf(realtor.token);
    expect(stored).toMatchObject({ name: 'Vera Visitor', email: 'vera@example.com', project_id: project.id, source: 'capture' });
    await t.app.platform.events.idle();
    expect((await noticesOf(t.database.db, realtor.user.id)).some((notice) => notice.startsWith('Vera Visitor left their details on your prospect page'))).toBe(true);
  });

  it("refuses a missing name with the spec's message, and a bad e-mail or phone", async () => {
    expectError(await capture({ name: ' ', realtor_id: realtor.user.id, project_id: project.id }), 422, m.captureNameRequired, { name: m.captureNameRequired });
    expectError(await capture({ name: 'A', email: 'not-an-email', realtor_id: realtor.user.id, project_id: project.id }), 422, m.emailInvalid);
    expect((await capture({ name: 'A', phone: '12', realtor_id: realtor.user.id, project_id: project.id })).statusCode).toBe(422);
  });

  it('answers the same 404 for an unknown realtor, an unknown project, a project of another realtor and a non-realtor', async () => {
    const before = (await prospectsOf(realtor.token)).length;
    for (const ids of [
      { realtor_id: 999_999, project_id: project.id },
      { realtor_id: realtor.user.id, project_id: 999_999 },
      { realtor_id: realtor.user.id, project_id: othersProject.id },
      { realtor_id: buyer.user.id, project_id: project.id },
    ]) {
      expectError(await capture({ name: 'Probe', ...ids }), 404, m.captureNotFound);
    }
    expect((await capture({ name: 'Probe', realtor_id: 'abc', project_id: '1' })).statusCode).toBe(422);
    expect(await prospectsOf(realtor.token)).toHaveLength(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await prospectsOf(realtor.token)).length;
    const response = await capture({ name: 'Bot', email: 'bot@spam.example', website: 'http://spam.example', realtor_id: realtor.user.id, project_id: project.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.captureThanks);
    expect(await prospectsOf(realtor.token)).toHaveLength(before);
  });

  it('limits each address to 10 submissions in 15 minutes, with Retry-After', async () => {
    const address = nextIp();
    for (let index = 0; index < 10; index += 1) expect((await capture({ name: `Flood ${index}`, realtor_id: realtor.user.id, project_id: project.id }, address)).statusCode).toBe(200);
    const refused = await capture({ name: 'Flood 11', realtor_id: realtor.user.id, project_id: project.id }, address);
    expectError(refused, 429, httpMessages.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await capture({ name: 'Someone else', realtor_id: realtor.user.id, project_id: project.id })).statusCode).toBe(200);
  });

  it('survives hostile bodies with a 4xx', async () => {
    for (const payload of [{}, { name: 'x'.repeat(10_000), realtor_id: realtor.user.id, project_id: project.id }, { name: ['a'], realtor_id: {}, project_id: -1 }, 'not json']) {
      const status = (await capture(payload as object)).statusCode;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});
