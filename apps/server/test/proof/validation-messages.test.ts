import { accountMessages } from '@openhouse/shared/accounts/messages';
import { validationMessages as v } from '@openhouse/shared/http/validation-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, nextIp } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/app';
import { networkPeople, type NetworkPeople } from '../helpers/network';

/*
 * Messages that say what is wrong: a value over its limit names the limit (it was once reported as missing),
 * one phone rule answers one message on every form, and nothing of the validator's own English reaches anyone.
 */

let t: TestApp;
let people: NetworkPeople;
beforeAll(async () => {
  t = await createTestApp();
  people = await networkPeople(t);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token: string | undefined = people.realtor.token) =>
  t.call({ method: 'POST', url: `/api/v1${url}`, token, payload, remoteAddress: nextIp() });
const fieldMessage = (response: { statusCode: number; body: string; json(): unknown }, field: string) => {
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors[field]?.[0];
};
const LONDON = '+44 20 7946 0958';

describe('a value one past its limit', () => {
  it.each([
    ['vendor name', '/vendor', (text: string) => ({ name: text, user_name: 'pat', email: 'pat-long@example.com' }), 'name', 120],
    ['vendor user name', '/vendor', (text: string) => ({ name: 'Pat', user_name: text, email: 'pat-long@example.com' }), 'user_name', 60],
    ['prospect name', '/network', (text: string) => ({ name: text, user_name: 'pat' }), 'name', 120],
    ['label', '/network-labels', (text: string) => ({ label_name: text }), 'label_name', 60],
    ['note', '/network-conversations', (text: string) => ({ network_id: 1, message: text }), 'message', 5000],
  ])('%s names the limit', async (_name, url, body, field, limit) => {
    expect(fieldMessage(await post(url, body('x'.repeat(limit + 1))), field)).toBe(v.maxLength(limit));
  });

  it('capture name names the limit, on the public form', async () => {
    const response = await post('/add-qr-details', { name: 'x'.repeat(121), realtor_id: people.realtor.user.id, project_id: people.project.id }, undefined);
    expect(fieldMessage(response, 'name')).toBe(v.maxLength(120));
  });
});

describe('a phone that is not a US number', () => {
  it('reads the one phone message on the vendor, prospect and capture forms', async () => {
    expect(fieldMessage(await post('/vendor', { name: 'Pat', user_name: 'pat', email: 'pat-uk@example.com', phone: LONDON }), 'phone')).toBe(accountMessages.phoneInvalid);
    expect(fieldMessage(await post('/network', { name: 'Pat', user_name: 'pat', phone: LONDON }), 'phone')).toBe(accountMessages.phoneInvalid);
    const capture = await post('/add-qr-details', { name: 'Pat', phone: LONDON, realtor_id: people.realtor.user.id, project_id: people.project.id }, undefined);
    expect(fieldMessage(capture, 'phone')).toBe(accountMessages.phoneInvalid);
  });

  it("reads the same in the prospect import's row report", async () => {
    const form = multipart([
      { name: 'mapping', value: JSON.stringify({ name: 0, user_name: 1, email: 2, phone: 3 }) },
      { name: 'file', filename: 'prospects.csv', contentType: 'text/csv', content: Buffer.from(`name,user_name,email,phone\nPat,pat,pat-row@example.com,${LONDON}\n`) },
    ]);
    const response = await t.call({ method: 'POST', url: '/api/v1/prospects-import', token: people.realtor.token, payload: form.payload, headers: form.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.skipped).toEqual([{ row: 2, reason: accountMessages.phoneInvalid }]);
  });
});

describe("the validator's own wording", () => {
  it('never reaches a person: wrong types and numbers out of range read from the catalogue', async () => {
    const list = (query: string) => t.call({ method: 'GET', url: `/api/v1/prospects?${query}`, token: people.realtor.token });
    expect(fieldMessage(await list('per_page=abc'), 'per_page')).toBe(v.notANumber);
    expect(fieldMessage(await list('per_page=1000'), 'per_page')).toBe(v.maxNumber(100));
    const nan = await post('/vendor', { name: 'Pat', user_name: 'pat', email: 'pat-nan@example.com', milestone_id: 'abc' });
    expect(nan.body).not.toMatch(/expected|received|Invalid input|Too big|Too small/);
  });
});
