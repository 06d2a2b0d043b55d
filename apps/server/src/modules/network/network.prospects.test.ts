import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { httpMessages } from '@openhouse/shared/http/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { networkPeople, type NetworkPeople } from '../../../test/helpers/network';

let t: TestApp;
let { realtor, otherRealtor, buyer, seller, project, othersProject } = {} as NetworkPeople;
beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, otherRealtor, buyer, seller, project, othersProject } = await networkPeople(t));
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });

async function label(token: string, label_name: string): Promise<number> {
  const response = await send('POST', '/network-labels', token, { label_name });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { id: number } }).data.id;
}

async function addProspect(token: string, fields: Record<string, unknown> = {}): Promise<Prospect> {
  const response = await send('POST', '/network', token, { name: 'Paula Prospect', user_name: 'paula', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Prospect }).data;
}

describe('prospects', () => {
  it('are added with roles, labels, a project and a US phone, and read back the same', async () => {
    const hot = await label(realtor.token, 'Hot lead');
    const created = await addProspect(realtor.token, { email: 'Paula@Example.com', phone: '(916) 555-0142', role: [1, 3], label_ids: [hot], project_id: project.id });
    expect(created).toMatchObject({
      name: 'Paula Prospect',
      email: 'paula@example.com',
      phone: '+19165550142',
      role: [1, 3],
      roles: [{ id: 1, name: 'Buyer' }, { id: 3, name: 'Investor' }],
      labels: [{ id: hot, label_name: 'Hot lead' }],
      project_id: project.id,
      source: 'manual',
    });
    expect((await get(`/network/${created.id}`, realtor.token)).json().data).toEqual(created);
    expect((await get(`/project-prospects/${project.id}`, realtor.token)).json().data).toEqual([{ id: created.id, name: 'Paula Prospect', email: 'paula@example.com', phone: '+19165550142' }]);
  });

  it("refuses a missing name or user name with the spec's messages, a foreign phone and an unknown role", async () => {
    expectError(await send('POST', '/network', realtor.token, { user_name: 'x' }), 422, m.prospectNameRequired, { name: m.prospectNameRequired });
    expectError(await send('POST', '/network', realtor.token, { name: 'X', user_name: '  ' }), 422, m.userNameRequired, { user_name: m.userNameRequired });
    expect((await send('POST', '/network', realtor.token, { name: 'X', user_name: 'x', phone: '+44 20 7946 0958' })).statusCode).toBe(422);
    expect((await send('POST', '/network', realtor.token, { name: 'X', user_name: 'x', role: [99] })).statusCode).toBe(422);
  });

  it("refuses another realtor's label or project as not found, and stores nothing", async () => {
    const before = (await get('/prospects', realtor.token)).json().total;
    const foreignLabel = await label(otherRealtor.token, 'Theirs');
    expect((await send('POST', '/network', realtor.token, { name: 'X', user_name: 'x', label_ids: [foreignLabel] })).statusCode).toBe(404);
    expectError(await send('POST', '/network', realtor.token, { name: 'X', user_name: 'x', project_id: othersProject.id }), 404, m.projectNotFound);
    expect((await get('/prospects', realtor.token)).json().total).toBe(before);
  });

  it("answer 404 to another realtor, 401 to the anonymous and 403 to a buyer, and nothing changes", async () => {
    const mine = await addProspect(realtor.token, { name: 'Private Person' });
    for (const token of [otherRealtor.token, buyer.token, seller.token]) {
      expect((await get(`/network/${mine.id}`, token)).statusCode).toBe(404);
      expect((await send('PUT', `/network/${mine.id}`, token, { name: 'Taken', user_name: 'taken' })).statusCode).toBe(404);
      expect((await send('DELETE', `/network/${mine.id}`, token)).statusCode).toBe(404);
      expect((await get(`/network-conversations?network_id=${mine.id}`, token)).statusCode).toBe(404);
    }
    expectError(await get(`/network/${mine.id}`), 401, httpMessages.unauthenticated);
    expect((await send('POST', '/network', undefined, { name: 'X', user_name: 'x' })).statusCode).toBe(401);
    expectError(await send('POST', '/network', buyer.token, { name: 'X', user_name: 'x' }), 403, httpMessages.unauthorized);
    expect((await get('/prospects', buyer.token)).statusCode).toBe(403);
    expect((await get(`/network/${mine.id}`, realtor.token)).json().data.name).toBe('Private Person');
    expect((await get('/prospects', otherRealtor.token)).json().data.map((p: Prospect) => p.id)).not.toContain(mine.id);
    // The project's seller follows the project but does not see the realtor's contacts.
    expect((await get(`/project-prospects/${project.id}`, seller.token)).statusCode).toBe(403);
  });

  it('are edited (labels replaced) and deleted with their notes', async () => {
    const [a, b] = [await label(realtor.token, 'Edit A'), await label(realtor.token, 'Edit B')];
    const prospect = await addProspect(realtor.token, { label_ids: [a] });
    const edited = await send('PUT', `/network/${prospect.id}`, realtor.token, { name: 'Paula P.', user_name: 'pp', label_ids: [b], role: [2] });
    expect(edited.json()).toMatchObject({ message: m.prospectUpdated, data: { name: 'Paula P.', label_ids: [b], role: [2] } });
    const note = await send('POST', '/network-conversations', realtor.token, { network_id: prospect.id, message: 'Called, wants a 3-bed.' });
    expect(note.json().data.message).toBe('Called, wants a 3-bed.');
    expect((await send('DELETE', `/network/${prospect.id}`, realtor.token)).json().message).toBe(m.prospectDeleted);
    expect((await get(`/network/${prospect.id}`, realtor.token)).statusCode).toBe(404);
    expect((await send('PUT', `/network-conversations/${note.json().data.id}`, realtor.token, { message: 'x' })).statusCode).toBe(404);
  });
});

describe('the list, labels and bulk labels', () => {
  it('filters by label, role and search, and bulk-labels only my own prospects', async () => {
    const vip = await label(realtor.token, 'VIP');
    const one = await addProspect(realtor.token, { name: 'Quentin Alpha', user_name: 'qa', role: [5] });
    const two = await addProspect(realtor.token, { name: 'Quentin Beta', user_name: 'qb' });
    const theirs = await addProspect(otherRealtor.token, { name: 'Quentin Other', user_name: 'qo' });
    expect((await send('POST', '/prospects/labels', realtor.token, { prospect_ids: [one.id, theirs.id], label_ids: [vip] })).statusCode).toBe(404);
    expect((await get(`/prospects?label_id=${vip}`, realtor.token)).json().total).toBe(0);
    expect((await send('POST', '/prospects/labels', realtor.token, { prospect_ids: [one.id, two.id], label_ids: [vip] })).json().message).toBe(m.labelsApplied);
    expect((await get(`/prospects?label_id=${vip}`, realtor.token)).json().data.map((p: Prospect) => p.id)).toEqual([two.id, one.id]);
    expect((await get(`/fetch-users-by-label/${vip}`, realtor.token)).json().data.map((p: Prospect) => p.name)).toEqual(['Quentin Alpha', 'Quentin Beta']);
    expect((await get(`/fetch-users-by-label/${vip}`, otherRealtor.token)).statusCode).toBe(404);
    expect((await get(`/prospects?label_id=${vip}&role_id=5`, realtor.token)).json().data.map((p: Prospect) => p.id)).toEqual([one.id]);
    expect((await get('/prospects?search=quentin', realtor.token)).json().total).toBe(2);
    expect((await get('/prospects?search=%25', realtor.token)).json().total).toBe(0);
  });

  it('keeps a label name once per realtor, whatever its case', async () => {
    await label(realtor.token, 'Open house');
    expectError(await send('POST', '/network-labels', realtor.token, { label_name: 'OPEN HOUSE' }), 409, m.labelExists);
    expect((await send('POST', '/network-labels', otherRealtor.token, { label_name: 'Open house' })).statusCode).toBe(200);
    expectError(await send('POST', '/network-labels', realtor.token, { label_name: ' ' }), 422, m.labelNameRequired);
    expect((await get('/network-roles', realtor.token)).json().data[0]).toEqual({ id: 1, name: 'Buyer' });
  });
});

describe('labels: rename and delete', () => {
  it('are renamed and deleted by their realtor only; the prospects stay without the label', async () => {
    const warm = await label(realtor.token, 'Warm');
    await label(realtor.token, 'Cold');
    const prospect = await addProspect(realtor.token, { label_ids: [warm] });
    for (const token of [undefined, otherRealtor.token, buyer.token]) {
      expect([401, 403, 404]).toContain((await send('PUT', `/network-labels/${warm}`, token, { label_name: 'Stolen' })).statusCode);
      expect([401, 403, 404]).toContain((await send('DELETE', `/network-labels/${warm}`, token)).statusCode);
    }
    expectError(await send('PUT', `/network-labels/${warm}`, realtor.token, { label_name: 'COLD' }), 409, m.labelExists);
    expectError(await send('PUT', `/network-labels/${warm}`, realtor.token, { label_name: ' ' }), 422, m.labelNameRequired);
    expect((await get(`/network/${prospect.id}`, realtor.token)).json().data.labels).toEqual([{ id: warm, label_name: 'Warm' }]);
    expect((await send('PUT', `/network-labels/${warm}`, realtor.token, { label_name: 'warm lead' })).json()).toEqual({ message: m.labelUpdated, data: { id: warm, label_name: 'warm lead' } });
    expect((await get(`/network/${prospect.id}`, realtor.token)).json().data.labels).toEqual([{ id: warm, label_name: 'warm lead' }]);
    expect((await send('DELETE', `/network-labels/${warm}`, realtor.token)).json().message).toBe(m.labelDeleted);
    expect((await get(`/network/${prospect.id}`, realtor.token)).json().data.labels).toEqual([]);
    expect((await send('DELETE', `/network-labels/${warm}`, realtor.token)).statusCode).toBe(404);
  });
});

describe('the notes thread', () => {
  it('is written, edited and deleted by the realtor only', async () => {
    const prospect = await addProspect(realtor.token);
    const first = (await send('POST', '/network-conversations', realtor.token, { network_id: prospect.id, message: 'First call' })).json().data;
    await send('POST', '/network-conversations', realtor.token, { network_id: prospect.id, message: 'Second call' });
    expectError(await send('POST', '/network-conversations', realtor.token, { network_id: prospect.id, message: '' }), 422, m.noteRequired);
    expect((await send('POST', '/network-conversations', otherRealtor.token, { network_id: prospect.id, message: 'Sneaky' })).statusCode).toBe(404);
    expect((await send('PUT', `/network-conversations/${first.id}`, otherRealtor.token, { message: 'Sneaky' })).statusCode).toBe(404);
    expect((await send('DELETE', `/network-conversations/${first.id}`, otherRealtor.token)).statusCode).toBe(404);
    expect((await send('PUT', `/network-conversations/${first.id}`, realtor.token, { message: 'First call, edited' })).json().data.message).toBe('First call, edited');
    const thread = (await get(`/network-conversations?network_id=${prospect.id}`, realtor.token)).json().data;
    expect(thread.map((note: { message: string }) => note.message)).toEqual(['First call, edited', 'Second call']);
    expect((await send('DELETE', `/network-conversations/${first.id}`, realtor.token)).json().message).toBe(m.noteDeleted);
    expect((await get(`/network-conversations?network_id=${prospect.id}`, realtor.token)).json().data).toHaveLength(1);
  });
});
