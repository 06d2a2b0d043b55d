import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Checklist } from '@openhouse/shared/projects/checklist-schemas';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createProject, milestonesOf, type Someone } from '../../../test/helpers/projects';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let seller: Someone;
let project: Project;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'] });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  seller = await t.user({ roles: ['Seller'] });
  project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });

describe('checklists', () => {
  it('hold items under headings, ticked by the realtors, with paged notes by their authors', async () => {
    const heading = (await send('POST', '/project-checklist-headings', realtor.token, { name: 'Disclosures', project_id: project.id })).json().data;
    expect(heading).toMatchObject({ name: 'Disclosures', project_id: project.id });
    const item = (await send('POST', '/project-checklists', realtor.token, { project_id: project.id, heading_id: heading.id, name: 'Lead paint form' })).json().data as Checklist;
    expect(item).toMatchObject({ name: 'Lead paint form', heading: { name: 'Disclosures' }, is_checked: false });
    expect((await send('PUT', `/project-checklists/${item.id}`, realtor.token, { is_checked: true })).json().data.is_checked).toBe(true);
    expect((await send('PUT', `/project-checklists/${item.id}`, realtor.token, {})).json().data.is_checked).toBe(true);
    expect((await send('PUT', `/project-checklists/${item.id}`, seller.token, { is_checked: false })).statusCode).toBe(403);
    expectError(await send('PUT', `/project-checklists/${item.id}`, otherRealtor.token, { is_checked: false }), 404, m.projectNotFound);
    expect((await get(`/project-checklists/${project.id}`, seller.token)).json().data.map((c: Checklist) => [c.name, c.is_checked])).toEqual([['Lead paint form', true]]);

    for (let i = 1; i <= 12; i += 1) await send('POST', '/checklist-notes', i % 2 ? realtor.token : seller.token, { checklist_id: item.id, note: `Note ${i} <b>bold</b>` });
    const page2 = (await get(`/checklist-notes?checklist_id=${item.id}&page=2&per_page=10`, realtor.token)).json();
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, total: 12, from: 11, to: 12 });
    expect(page2.data.map((n: { note: string }) => n.note)).toEqual(['Note 2 bold', 'Note 1 bold']);
    const sellersNote = page2.data[0];
    expect((await send('PUT', `/checklist-notes/${sellersNote.id}`, realtor.token, { note: 'changed' })).statusCode).toBe(403);
    expectError(await send('DELETE', `/checklist-notes/${sellersNote.id}`, otherRealtor.token), 404, m.noteNotFound);
    expect((await send('PUT', `/checklist-notes/${sellersNote.id}`, seller.token, { note: 'Signed copy attached' })).json().data.note).toBe('Signed copy attached');
    expectError(await get(`/checklist-notes?checklist_id=${item.id}`, otherRealtor.token), 404, m.projectNotFound);

    expect((await send('DELETE', `/project-checklists/${item.id}?project_id=${project.id}`, realtor.token)).json().message).toBe(m.checklistDeleted);
    expect((await get(`/project-checklists/${project.id}`, realtor.token)).json().data).toEqual([]);
  });

  it('are filled from templates, each once; deleteTemplate removes the template too', async () => {
    const heading = (await send('POST', '/project-checklist-headings', realtor.token, { name: 'Closing' })).json().data;
    expect(heading.project_id).toBeNull();
    const template = (await send('POST', '/project-checklist-templates', realtor.token, { name: 'Final walk-through', heading_id: heading.id })).json().data;
    expectError(await send('POST', '/project-checklist-templates', otherRealtor.token, { name: 'Steal', heading_id: heading.id }), 422, m.headingNotFound);
    const added = await send('PUT', `/project-checklists-add/${project.id}`, realtor.token, { template_ids: [template.id] });
    expect(added.json().data.map((c: Checklist) => [c.name, c.template_id])).toEqual([['Final walk-through', template.id]]);
    await send('PUT', `/project-checklists-add/${project.id}`, realtor.token, { template_ids: [template.id] });
    const items = (await get(`/project-checklists/${project.id}`, realtor.token)).json().data as Checklist[];
    expect(items).toHaveLength(1);
    const removed = await send('DELETE', `/project-checklists-add/${items[0]!.id}?project_id=${project.id}&deleteTemplate=true`, realtor.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get('/project-checklist-templates', realtor.token)).json().data).toEqual([]);
    expectError(await send('PUT', `/project-checklists-add/${project.id}`, realtor.token, { template_ids: [template.id] }), 422, m.templateNotFound);
  });
});

describe('settings templates', () => {
  it('start a project from my milestone templates with their task groups; the defaults are read-only', async () => {
    const list = (await get('/milestones', realtor.token)).json().data as { id: number; name: string; is_default: boolean }[];
    expect(list.filter((tpl) => tpl.is_default).map((tpl) => tpl.name)).toEqual(['Listing', 'Offer Accepted', 'Inspection', 'Appraisal', 'Loan', 'Escrow', 'Closing']);
    expect((await send('PUT', `/newmilestones/${list[0]!.id}`, realtor.token, { name: 'Mine' })).statusCode).toBe(403);
    const staging = (await send('POST', '/newmilestones', realtor.token, { name: 'Staging' })).json().data;
    expectError(await send('DELETE', `/newmilestones/${staging.id}`, otherRealtor.token), 404, m.templateNotFound);
    const group = await send('POST', '/milestone-task-templates', realtor.token, { name: 'Stage the home', milestone_template_id: staging.id, tasks: ['Hire a stager', 'Book photos'] });
    expect(group.statusCode, group.body).toBe(201);
    expect((await get(`/task-templates/${group.json().data.id}`, realtor.token)).json().data.tasks.map((x: { title: string }) => x.title)).toEqual(['Hire a stager', 'Book photos']);
    expectError(await get(`/task-templates/${group.json().data.id}`, otherRealtor.token), 404, m.templateNotFound);
    expectError(await send('POST', '/milestone-task-templates', realtor.token, { name: 'Short', tasks: [] }), 422, m.taskGroupNameTooShort);

    const started = await createProject(t, realtor.token, { milestone_template_ids: [String(list[0]!.id), String(staging.id)] });
    expect((await milestonesOf(t, realtor.token, started.id)).map((mi) => [mi.milestone_name, mi.task_count])).toEqual([
      ['Listing', 0],
      ['Staging', 2],
    ]);
    const other = await send('POST', '/projects', otherRealtor.token);
    expect(other.statusCode).toBe(415);
    expect((await get('/newmilestones', seller.token)).statusCode).toBe(403);
    expect(((await get('/milestones', realtor.token)).json().data as { id: number; task_group_count: number }[]).find((tpl) => tpl.id === staging.id)?.task_group_count).toBe(1);
  });
});
