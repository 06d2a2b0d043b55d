import { accountMessages } from '@openhouse/shared/accounts/messages';
import { projectMessages as pm } from '@openhouse/shared/projects/messages';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import type { Vendor } from '@openhouse/shared/vendors/vendor-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { addVendor, mailsTo, vendorFields } from '../../../test/helpers/vendors';
import { roleNamesOf } from '../accounts/people';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let buyer: Someone;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });

describe('adding a vendor', () => {
  it('creates a Vendor account and mails it an invitation to choose a password', async () => {
    const fields = vendorFields({ email: 'Nina.New@Example.com' });
    const response = await call('POST', '/vendor', realtor.token, fields);
    expect(response.statusCode).toBe(201);
    const vendor = (response.json() as { data: Vendor; message: string }).data;
    expect(vendor).toMatchObject({ name: 'Pat Plumber', user_name: 'patplumbs', email: 'nina.new@example.com', phone: '+14155550134', vendor_type: 'Plumber' });
    expect(await roleNamesOf(t.database.db, vendor.user_id)).toContain('Vendor');
    const [mail] = await mailsTo(t, 'nina.new@example.com');
    expect(mail?.subject).toBe('Rita Realtor invited you to Openhouse');
    expect(mail?.body_text).toContain('/auth/reset-password?token=');
  });

  it("links an existing account without mailing it, and refuses the same e-mail twice on one list", async () => {
    const existing = await t.user({ roles: ['Buyer'], email: 'known@example.com' });
    const vendor = await addVendor(t, realtor.token, { email: 'known@example.com' });
    expect(vendor.user_id).toBe(existing.user.id);
    expect(vendor.vendor_id).toBe(existing.user.id);
    expect(await mailsTo(t, 'known@example.com')).toHaveLength(0);
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ email: 'known@example.com' })), 422, m.alreadyOnList);
    // Another realtor keeps their own list, with the same person on it.
    expect((await call('POST', '/vendor', otherRealtor.token, vendorFields({ email: 'known@example.com' }))).statusCode).toBe(201);
  });

  it("answers the spec's messages for a missing name or user name, and refuses a non-US phone and an unknown type", async () => {
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ name: '  ' })), 422, m.nameRequired);
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ user_name: undefined })), 422, m.userNameRequired);
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ phone: '+44 20 7946 0958' })), 422, accountMessages.phoneInvalid);
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ vendor_type: 'Wizard' })), 422, m.vendorTypeInvalid);
    expectError(await call('POST', '/vendor', realtor.token, vendorFields({ email: realtor.user.email })), 422, m.isYourself);
  });
});

describe('who may touch a vendor', () => {
  it('refuses the anonymous visitor (401) and a buyer (403), writing nothing', async () => {
    const before = (await call('GET', '/vendors', realtor.token)).json().total;
    expect((await call('POST', '/vendor', undefined, vendorFields())).statusCode).toBe(401);
    expect((await call('POST', '/vendor', buyer.token, vendorFields())).statusCode).toBe(403);
    expect((await call('GET', '/vendors', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/vendors', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', '/vendor?search=pat', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', '/vendors', realtor.token)).json().total).toBe(before);
  });

  it("answers 404 for another realtor's vendor on read, edit and delete, and leaves it as it was", async () => {
    const vendor = await addVendor(t, realtor.token, { name: 'Private Pat' });
    expectError(await call('GET', `/vendor/${vendor.id}`, otherRealtor.token), 404, m.vendorNotFound);
    expectError(await call('PUT', `/vendor/${vendor.id}`, otherRealtor.token, vendorFields({ name: 'Stolen' })), 404, m.vendorNotFound);
    expectError(await call('DELETE', `/vendor/${vendor.id}`, otherRealtor.token), 404, m.vendorNotFound);
    expect((await call('GET', `/vendor/${vendor.id}`, buyer.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/vendor/${vendor.id}`, undefined)).statusCode).toBe(401);
    expectError(await call('GET', `/vendors/projects?user_id=${vendor.user_id}`, otherRealtor.token), 404, m.vendorNotFound);
    expect((await call('GET', `/vendor/${vendor.id}`, realtor.token)).json().data.name).toBe('Private Pat');
    expect((await call('GET', '/vendors?search=private', otherRealtor.token)).json().total).toBe(0);
  });
});

describe('the vendor list', () => {
  it('edits, pages, searches and deletes', async () => {
    const lister = await t.user({ roles: ['Realtor'] });
    const added = [];
    for (const name of ['Alma Electric', 'Bert Builders', 'Cora Cleaning']) added.push(await addVendor(t, lister.token, { name }));
    const page = (await call('GET', '/vendors?per_page=2&page=2', lister.token)).json();
    expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
    expect(page.data.map((v: Vendor) => v.name)).toEqual(['Cora Cleaning']);
    expect((await call('GET', '/vendors?search=BERT', lister.token)).json().data.map((v: Vendor) => v.name)).toEqual(['Bert Builders']);
    const edited = await call('PUT', `/vendor/${added[0]!.id}`, lister.token, vendorFields({ name: 'Alma Electrical', email: added[0]!.email, vendor_type: 'electrician', phone: '' }));
    expect(edited.json()).toMatchObject({ message: m.updated, data: { name: 'Alma Electrical', vendor_type: 'Electrician', phone: null, user_id: added[0]!.user_id } });
    expectError(await call('PUT', `/vendor/${added[0]!.id}`, lister.token, vendorFields({ email: added[1]!.email })), 422, m.alreadyOnList);
    expect((await call('DELETE', `/vendor/${added[2]!.id}`, lister.token)).json().message).toBe(m.deleted);
    expectError(await call('GET', `/vendor/${added[2]!.id}`, lister.token), 404, m.vendorNotFound);
    expect((await call('GET', '/vendors', lister.token)).json().total).toBe(2);
  });

  it('lists the vendor types', async () => {
    expect((await call('GET', '/vendor-types')).json().data).toContain('Plumber');
  });
});

describe('assign-vendor search and a vendor\'s projects', () => {
  it("searches the caller's own list only, and lists the caller's projects where the vendor has tasks", async () => {
    const project = await createProject(t, realtor.token);
    const milestone = (await milestonesOf(t, realtor.token, project.id))[0]!;
    const vendor = await addVendor(t, realtor.token, { name: 'Quincy Roofing' });
    const found = (await call('GET', `/vendor?search=quincy&milestone_id=${milestone.id}`, realtor.token)).json();
    expect(found.data).toEqual([{ id: vendor.user_id, name: 'Quincy Roofing', email: vendor.email, user_name: 'patplumbs' }]);
    expect((await call('GET', '/vendor?search=quincy', otherRealtor.token)).json().data).toEqual([]);
    expectError(await call('GET', `/vendor?search=quincy&milestone_id=${milestone.id}`, otherRealtor.token), 404, pm.projectNotFound);
    expectError(await call('GET', '/vendor?search=q', realtor.token), 422, pm.searchTooShort);
    expect((await call('GET', `/vendors/projects?user_id=${vendor.user_id}`, realtor.token)).json().data).toEqual([]);
    await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Fix the roof', assignees: [vendor.user_id] });
    const projects = (await call('GET', `/vendors/projects?user_id=${vendor.user_id}`, realtor.token)).json().data;
    expect(projects).toEqual([{ id: project.id, uuid: project.uuid, property_address: project.property_address, status: 'in_progress' }]);
  });
});
