import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import { DEFAULT_MILESTONES } from '@openhouse/shared/projects/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError, lastOutbox, pngImage, pdfDocument, userByEmail } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { insertProperty } from '../../../test/helpers/properties';
import { createProject, milestonesOf, noticesOf, postProject, projectFields, type Someone } from '../../../test/helpers/projects';
import { users } from '../accounts/accounts.schema';
import { projects } from './projects.schema';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let colleague: Someone;
let seller: Someone;
let vendor: Someone;
let buyer: Someone;
let admin: Someone;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  colleague = await t.user({ roles: ['Realtor'], name: 'Cole League' });
  seller = await t.user({ roles: ['Seller'], name: 'Sam Seller' });
  vendor = await t.user({ roles: ['Vendor'] });
  buyer = await t.user({ roles: ['Buyer'] });
  admin = await t.user({ roles: ['Admin'] });
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });

describe('POST /projects', () => {
  it('creates a project with an image checked by content and the default milestones', async () => {
    const response = await postProject(t, realtor.token, [
      ...projectFields({ seller_id: String(seller.user.id) }),
      { name: 'image', filename: 'front.png', contentType: 'image/png', content: pngImage(4, 4) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const project = (response.json() as { message: string; data: Project }).data;
    expect(response.json().message).toBe(m.projectCreated);
    expect(project).toMatchObject({ status: 'in_progress', city: 'Sacramento', value: 650000, start_date: '2026-03-01', due_date: '2026-04-30', progress: 0, my_role: 'owner' });
    expect(project.seller).toMatchObject({ id: seller.user.id, name: 'Sam Seller' });
    expect(project.realtor).toMatchObject({ id: realtor.user.id, name: 'Rita Realtor' });
    expect(project.image_path).toMatch(/^project-images\/[A-Za-z0-9_-]+\.png$/);
    const image = await get(`/storage/${project.image_path}`, vendor.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await milestonesOf(t, realtor.token, project.id)).map((mi) => mi.milestone_name)).toEqual([...DEFAULT_MILESTONES]);
  });

  it('refuses a PDF as the image, reversed dates and a missing address, writing nothing', async () => {
    const before = await countRows(t.database.db, projects as unknown as typeof users);
    const pdfImage = await postProject(t, realtor.token, [...projectFields(), { name: 'image', filename: 'front.png', contentType: 'image/png', content: pdfDocument() }]);
    expectError(pdfImage, 422, m.imageInvalid);
    expectError(await postProject(t, realtor.token, projectFields({ start_date: '2026-05-01', due_date: '2026-04-01' })), 422, m.dueBeforeStart);
    expectError(await postProject(t, realtor.token, projectFields({ property_address: '  ' })), 422, m.addressRequired);
    expectError(await postProject(t, realtor.token, projectFields({ seller_id: String(buyer.user.id) })), 422, m.sellerNotFound);
    expect(await countRows(t.database.db, projects as unknown as typeof users)).toBe(before);
  });

  it('ties a project to one of its realtor’s own listings, and refuses another realtor’s or an unknown one, writing nothing', async () => {
    const mine = await insertProperty(t.database.db, realtor.user.id);
    const theirs = await insertProperty(t.database.db, otherRealtor.user.id);
    const tied = await postProject(t, realtor.token, projectFields({ property_id: String(mine.id) }));
    expect(tied.statusCode, tied.body).toBe(201);
    expect((tied.json() as { data: Project }).data.property_id).toBe(mine.id);
    const before = await countRows(t.database.db, projects as unknown as typeof users);
    expectError(await postProject(t, realtor.token, projectFields({ property_id: String(theirs.id) })), 422, m.listingNotFound);
    expectError(await postProject(t, realtor.token, projectFields({ property_id: '999999' })), 422, m.listingNotFound);
    expect(await countRows(t.database.db, projects as unknown as typeof users)).toBe(before);
    // An admin may tie a project to any listing.
    expect((await postProject(t, admin.token, projectFields({ property_id: String(theirs.id) }))).statusCode).toBe(201);
  });

  it('is for staff: 401 without a session, 403 for a buyer, seller or vendor', async () => {
    expect((await postProject(t, undefined)).statusCode).toBe(401);
    for (const who of [buyer, seller, vendor]) expect((await postProject(t, who.token)).statusCode).toBe(403);
  });
});

describe('the project list and details', () => {
  it('shows my in-progress projects by default and completed ones on request; never another realtor’s', async () => {
    const open = await createProject(t, realtor.token, { property_address: '1 Listed Lane, Davis, CA' });
    const done = await createProject(t, realtor.token, { property_address: '2 Closed Court, Davis, CA' });
    const theirs = await createProject(t, otherRealtor.token);
    expect((await send('POST', '/projects/mark-complete', realtor.token, { project_id: done.id })).json().message).toBe(m.projectCompleted);
    expectError(await send('POST', '/projects/mark-complete', realtor.token, { project_id: done.id }), 409, m.projectAlreadyCompleted);

    const inProgress = (await get('/projects?per_page=100', realtor.token)).json() as { data: Project[]; total: number };
    expect(inProgress.data.map((p) => p.id)).toContain(open.id);
    expect(inProgress.data.map((p) => p.id)).not.toContain(done.id);
    expect(inProgress.data.map((p) => p.id)).not.toContain(theirs.id);
    const completed = (await get('/projects?status=completed', realtor.token)).json() as { data: Project[] };
    expect(completed.data.map((p) => [p.id, p.status])).toEqual([[done.id, 'completed']]);
    expect(((await get('/projects?search=Listed', realtor.token)).json() as { data: Project[] }).data.map((p) => p.id)).toEqual([open.id]);
  });

  it('answers another realtor 404 on every call about my project, and changes nothing', async () => {
    const project = await createProject(t, realtor.token);
    const stranger = otherRealtor.token;
    expectError(await get(`/projects/${project.id}`, stranger), 404, m.projectNotFound);
    expectError(await send('DELETE', `/projects/${project.id}`, stranger), 404, m.projectNotFound);
    expectError(await send('POST', '/projects/mark-complete', stranger, { project_id: project.id }), 404, m.projectNotFound);
    expectError(await send('PUT', '/project-dates', stranger, { id: project.id, start_date: '2026-01-01', due_date: '2026-02-01' }), 404, m.projectNotFound);
    expectError(await get(`/project-teams?project_id=${project.id}`, stranger), 404, m.projectNotFound);
    expectError(await get(`/project-prospects/${project.id}`, stranger), 404, m.projectNotFound);
    expectError(await send('POST', '/project-realtors', stranger, { project_id: project.id, realtor_id: colleague.user.id }), 404, m.projectNotFound);
    expectError(await send('POST', '/projects/invite-seller', stranger, { project_id: project.id, name: 'X', email: 'x@example.com' }), 404, m.projectNotFound);
    expectError(await get(`/project/milestone/${project.id}`, stranger), 404, m.projectNotFound);
    expect((await get(`/projects/${project.id}`)).statusCode).toBe(401);
    const after = (await get(`/projects/${project.id}`, realtor.token)).json() as { data: Project };
    expect(after.data).toMatchObject({ status: 'in_progress', start_date: '2026-03-01', seller: null, realtors: [] });
    expect((await get(`/projects/${project.id}`, admin.token)).statusCode).toBe(200);
  });

  it('updates the dates with the spec message, refusing them reversed', async () => {
    const project = await createProject(t, realtor.token);
    const updated = await send('PUT', '/project-dates', realtor.token, { id: project.id, start_date: '2026-06-01', due_date: '2026-07-15' });
    expect(updated.json()).toMatchObject({ message: 'Date update successfully', data: { start_date: '2026-06-01', due_date: '2026-07-15' } });
    expectError(await send('PUT', '/project-dates', realtor.token, { id: project.id, start_date: '2026-08-01', due_date: '2026-07-15' }), 422, m.dueBeforeStart);
  });

  it('lets only the owner delete it', async () => {
    const project = await createProject(t, realtor.token);
    await send('POST', '/project-realtors', realtor.token, { project_id: project.id, realtor_id: colleague.user.id });
    expect((await send('DELETE', `/projects/${project.id}`, colleague.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/projects/${project.id}`, realtor.token)).json().message).toBe(m.projectDeleted);
    expect((await get(`/projects/${project.id}`, realtor.token)).statusCode).toBe(404);
  });

  it('replaces the image by upload-project-image, checked by content', async () => {
    const project = await createProject(t, realtor.token);
    const { multipart } = await import('../../../test/helpers/accounts');
    const good = multipart([{ name: 'project_id', value: String(project.id) }, { name: 'image', filename: 'a.png', contentType: 'image/png', content: pngImage() }]);
    const response = await t.call({ method: 'POST', url: '/api/v1/upload-project-image', token: realtor.token, payload: good.payload, headers: good.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.image_path).toMatch(/^project-images\//);
    const bad = multipart([{ name: 'project_id', value: String(project.id) }, { name: 'image', filename: 'a.png', contentType: 'image/png', content: Buffer.from('<svg onload=alert(1)>') }]);
    expectError(await t.call({ method: 'POST', url: '/api/v1/upload-project-image', token: realtor.token, payload: bad.payload, headers: bad.headers }), 422, m.imageInvalid);
    const foreign = multipart([{ name: 'project_id', value: String(project.id) }, { name: 'image', filename: 'a.png', contentType: 'image/png', content: pngImage() }]);
    expect((await t.call({ method: 'POST', url: '/api/v1/upload-project-image', token: otherRealtor.token, payload: foreign.payload, headers: foreign.headers })).statusCode).toBe(404);
  });
});

describe('the people of a project', () => {
  it('adds, lists and removes realtors; the team gathers owner, realtors and seller', async () => {
    const project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
    const extra = await t.user({ roles: ['Agent'] });
    const many = await send('POST', `/project-realtors-add?project_id=${project.id}`, realtor.token, { realtor_ids: [colleague.user.id, extra.user.id] });
    expect(many.json().message).toBe(m.realtorsAdded);
    expect((many.json().data as Project & { realtors: { id: number }[] }).realtors.map((r) => r.id).sort()).toEqual([colleague.user.id, extra.user.id].sort());
    expectError(await send('POST', '/project-realtors', realtor.token, { project_id: project.id, realtor_id: buyer.user.id }), 422, m.realtorNotFound);
    expectError(await send('POST', '/project-realtors', realtor.token, { project_id: project.id, realtor_id: realtor.user.id }), 422, m.ownerIsRealtor);
    // A realtor added may run it, but not choose who else runs it.
    expect((await get(`/projects/${project.id}`, colleague.token)).json().data.my_role).toBe('realtor');
    expect((await send('POST', '/project-realtors', colleague.token, { project_id: project.id, realtor_id: otherRealtor.user.id })).statusCode).toBe(403);

    const team = (await get(`/project-teams?project_id=${project.id}`, realtor.token)).json() as { data: { id: number; team_role: string }[] };
    expect(team.data.map((member) => [member.id, member.team_role])).toEqual([
      [realtor.user.id, 'owner'],
      [colleague.user.id, 'realtor'],
      [extra.user.id, 'realtor'],
      [seller.user.id, 'seller'],
    ]);
    const removed = await send('DELETE', `/project-realtors/${extra.user.id}?project_id=${project.id}`, realtor.token);
    expect(removed.json().message).toBe(m.realtorRemoved);
    expectError(await send('DELETE', `/project-realtors/${extra.user.id}?project_id=${project.id}`, realtor.token), 404, m.realtorNotFound);
    expect((await get(`/projects/${project.id}`, extra.token)).statusCode).toBe(404);
    expect((await get(`/project-prospects/${project.id}`, realtor.token)).json()).toEqual({ data: [] });
  });

  it('invites a new seller by e-mail: the account is created, linked and sent a set-password link', async () => {
    const project = await createProject(t, realtor.token);
    const response = await send('POST', '/projects/invite-seller', realtor.token, { project_id: project.id, name: 'Nina New', email: 'Nina.New@Example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.sellerInvited);
    const created = await userByEmail(t.database.db, 'nina.new@example.com');
    expect(response.json().data.seller).toMatchObject({ id: created!.id, name: 'Nina New' });
    const mail = await lastOutbox(t.database.db, 'nina.new@example.com');
    expect(mail?.body_text).toContain('/auth/reset-password?token=');
  });

  it('links an existing seller at once and tells them; the seller then reads the project and nothing more', async () => {
    const project = await createProject(t, realtor.token);
    await send('POST', '/projects/invite-seller', realtor.token, { project_id: project.id, name: 'Sam', email: seller.user.email });
    await t.app.platform.events.idle();
    expect(await noticesOf(t.database.db, seller.user.id)).toContain(`Rita Realtor added you as the seller on the project for ${project.property_address}.`);
    expect((await get(`/projects/${project.id}`, seller.token)).json().data.my_role).toBe('seller');
    expect((await send('PUT', '/project-dates', seller.token, { id: project.id, start_date: '2026-01-01', due_date: '2026-02-01' })).statusCode).toBe(403);
    const sellers = (await get('/seller-list?search=sam', realtor.token)).json() as { data: { id: number }[] };
    expect(sellers.data.map((s) => s.id)).toContain(seller.user.id);
    expect(((await get('/project/seller_list', otherRealtor.token)).json() as { data: unknown[] }).data).toEqual([]);
  });
});

describe('public cards', () => {
  it('introduces a project by uuid and a realtor by id, and nobody else', async () => {
    const project = await createProject(t, realtor.token);
    const details = await get(`/project-details?uuid=${project.uuid}`);
    expect(details.json()).toEqual({ data: { uuid: project.uuid, property_address: project.property_address, city: 'Sacramento', state: 'CA', image_path: null } });
    expect((await get('/project-details?uuid=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/user-details/${realtor.user.id}`)).json().data).toMatchObject({ id: realtor.user.id, name: 'Rita Realtor' });
    expectError(await get(`/user-details/${buyer.user.id}`), 404, m.userNotFound);
  });
});
