import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Conversation, Task } from '@openhouse/shared/projects/task-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listVendors } from '../../../test/helpers/vendors';
import { createProject, createTask, milestonesOf, noticesOf, type Someone } from '../../../test/helpers/projects';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import type { Milestone } from '@openhouse/shared/projects/task-schemas';

let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let vendor: Someone;
let otherVendor: Someone;
let seller: Someone;
let project: Project;
let milestone: Milestone;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  vendor = await t.user({ roles: ['Vendor'], name: 'Victor Plumbing', email: 'victor@plumbing.example' });
  otherVendor = await t.user({ roles: ['Vendor'], name: 'Olga Roofing' });
  seller = await t.user({ roles: ['Seller'] });
  await listVendors(t, realtor.token, [vendor, otherVendor]);
  project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
  milestone = (await milestonesOf(t, realtor.token, project.id))[2]!;
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });
const hour = (day: string, time: string) => `${day} ${time}`;

describe('milestones', () => {
  it('are edited by name and dates; reversed dates are refused; another realtor hears 404', async () => {
    const edited = await send('PUT', `/project/milestone/${milestone.id}`, realtor.token, { milestone_name: 'Home inspection', start_date: '2026-03-02', end_date: '2026-03-12' });
    expect(edited.json().data).toMatchObject({ milestone_name: 'Home inspection', start_date: '2026-03-02', end_date: '2026-03-12' });
    expectError(await send('PUT', `/project/milestone/${milestone.id}`, realtor.token, { start_date: '2026-03-12', end_date: '2026-03-01' }), 422, m.milestoneEndBeforeStart);
    expectError(await send('PUT', `/project/milestone/${milestone.id}`, otherRealtor.token, { milestone_name: 'Mine now' }), 404, m.projectNotFound);
    const added = await send('POST', '/project/milestone', realtor.token, { project_id: project.id, milestone_name: 'Final walk-through' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.position).toBe(7);
    const filtered = (await get(`/filtered-milestones?project_id=${project.id}&search=walk`, realtor.token)).json() as { data: Milestone[] };
    expect(filtered.data.map((mi) => mi.milestone_name)).toEqual(['Final walk-through']);
  });
  it('take both dates or neither, as the milestone modal does; an undated task group answers date null, not "|"', async () => {
    const url = `/project/milestone/${milestone.id}`;
    expectError(await send('PUT', url, realtor.token, { start_date: '2026-04-01' }), 422, m.taskDatesRequired);
    expectError(await send('PUT', url, realtor.token, { start_date: '2026-04-01', end_date: null }), 422, m.taskDatesRequired);
    expectError(await send('POST', '/project/milestone', realtor.token, { project_id: project.id, milestone_name: 'Appraisal', end_date: '2026-04-09' }), 422, m.taskDatesRequired);
    const undated = (await send('POST', '/project/milestone', realtor.token, { project_id: project.id, milestone_name: 'Undated appraisal' })).json().data as Milestone;
    expect(undated).toMatchObject({ start_date: null, end_date: null });
    await send('POST', '/task-groups', realtor.token, { milestone_id: undated.id, name: 'Appraisal group' });
    await send('POST', '/task-groups', realtor.token, { milestone_id: milestone.id, name: 'Inspection group' });
    const groups = (await get(`/milestone/task/${project.id}`, realtor.token)).json().data as Record<string, { date: string | null }[]>;
    expect(groups['Appraisal group']![0]!.date).toBeNull();
    expect(groups['Inspection group']![0]!.date).toBe('2026-03-02|2026-03-12');
  });
});

describe('task groups', () => {
  it('need a name of 6 characters or more (spec messages), and can be saved as a template', async () => {
    expectError(await send('POST', '/task-groups', realtor.token, { milestone_id: milestone.id, name: '' }), 422, m.taskGroupNameRequired);
    expectError(await send('POST', '/task-groups', realtor.token, { milestone_id: milestone.id, name: 'Paint' }), 422, m.taskGroupNameTooShort);
    const saved = await send('POST', '/task-groups', realtor.token, { milestone_id: milestone.id, name: 'Repairs', save_as_template: true });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.template_id).toEqual(expect.any(Number));
    const templates = (await get('/get_template_tasks', realtor.token)).json() as { data: { id: number; name: string }[] };
    expect(templates.data.map((tpl) => tpl.name)).toContain('Repairs');
    expect(((await get('/get_template_tasks', otherRealtor.token)).json() as { data: unknown[] }).data).toEqual([]);
    expectError(await send('POST', '/task-groups', otherRealtor.token, { milestone_id: milestone.id, name: 'Sneaky group' }), 404, m.projectNotFound);
  });

  it('are listed under the milestone they were added to, before they hold a task, for those who read the project', async () => {
    const later = (await milestonesOf(t, realtor.token, project.id))[4]!;
    const created = (await send('POST', '/task-groups', realtor.token, { milestone_id: later.id, name: 'Closing paperwork' })).json().data as { id: number };
    const listed = () => get(`/task-groups?project_id=${project.id}`, realtor.token).then((r) => r.json().data as { id: number; milestone_id: number; milestone_name: string; name: string; task_count: number }[]);
    expect((await listed()).find((group) => group.id === created.id)).toEqual({
      id: created.id,
      milestone_id: later.id,
      milestone_name: later.milestone_name,
      name: 'Closing paperwork',
      template_id: null,
      task_count: 0,
    });
    await send('POST', '/milestone/task', realtor.token, { milestone_id: later.id, task_group_id: created.id, title: 'Sign the deed' });
    expect((await listed()).find((group) => group.id === created.id)?.task_count).toBe(1);
    // Milestone order: the earlier milestone's group comes first.
    expect((await listed()).map((group) => group.milestone_id).indexOf(later.id)).toBeGreaterThan((await listed()).map((group) => group.milestone_id).indexOf(milestone.id));

    expect((await get(`/task-groups?project_id=${project.id}`, seller.token)).statusCode).toBe(200);
    expect((await get(`/task-groups?project_id=${project.id}`)).statusCode).toBe(401);
    expectError(await get(`/task-groups?project_id=${project.id}`, otherRealtor.token), 404, m.projectNotFound);
    expect((await get(`/task-groups?project_id=${project.id}`, otherVendor.token)).statusCode).toBe(404);
    expect((await get('/task-groups?project_id=abc', realtor.token)).statusCode).toBe(422);
  });
});

describe('tasks', () => {
  it('are created with dates, status and assignees; the assignees are told (task_assigned)', async () => {
    const task = await createTask(t, realtor.token, {
      milestone_id: milestone.id,
      title: 'Fix the leaking tap',
      assignees: [vendor.user.id],
      task_start_date: '2026-03-03 09:00',
      task_end_date: '2026-03-03 10:00',
    });
    expect(task).toMatchObject({ title: 'Fix the leaking tap', status: { id: 1, name: 'To Do' }, task_start_date: '2026-03-03 09:00:00', task_end_date: '2026-03-03 10:00:00' });
    expect(task.assignees.map((a) => a.id)).toEqual([vendor.user.id]);
    await t.app.platform.events.idle();
    expect(await noticesOf(t.database.db, vendor.user.id)).toContain(`Rita Realtor assigned you the task "Fix the leaking tap" on 12 Oak Street, Sacramento.`);
  });

  it('refuse reversed or half-given dates with the spec messages, and assignees who are neither vendors nor the team', async () => {
    const base = { milestone_id: milestone.id, title: 'Book the inspector' };
    expectError(await send('POST', '/milestone/task', realtor.token, { ...base, task_start_date: hour('2026-03-03', '11:00'), task_end_date: hour('2026-03-03', '10:00') }), 422, m.taskEndBeforeStart);
    expectError(await send('POST', '/milestone/task', realtor.token, { ...base, task_start_date: hour('2026-03-03', '11:00') }), 422, m.taskDatesRequired);
    expectError(await send('POST', '/milestone/task', realtor.token, { ...base, assignees: [seller.user.id] }), 422, m.assigneeInvalid);
    const task = await createTask(t, realtor.token, base);
    expectError(await send('PUT', `/milestone/task/${task.id}`, realtor.token, { task_start_date: hour('2026-03-05', '15:00'), task_end_date: hour('2026-03-05', '14:30') }), 422, m.taskEndBeforeStart);
    const dated = await send('PUT', `/milestone/task/${task.id}`, realtor.token, { task_start_date: hour('2026-03-05', '14:00'), task_end_date: hour('2026-03-05', '15:00') });
    expect(dated.json().data).toMatchObject({ task_start_date: '2026-03-05 14:00:00', task_end_date: '2026-03-05 15:00:00' });
  });

  it("refuse another realtor's vendor exactly as an unknown id, on create and edit, and the vendor never sees the task", async () => {
    const theirProject = await createProject(t, otherRealtor.token);
    const [theirMilestone] = await milestonesOf(t, otherRealtor.token, theirProject.id);
    const base = { milestone_id: theirMilestone!.id, title: 'Borrow a plumber' };
    const unknown = await send('POST', '/milestone/task', otherRealtor.token, { ...base, assignees: [2_000_000_000] });
    const borrowed = await send('POST', '/milestone/task', otherRealtor.token, { ...base, assignees: [vendor.user.id] });
    expectError(borrowed, 422, m.assigneeInvalid);
    expect(borrowed.body).toBe(unknown.body);
    const theirs = await createTask(t, otherRealtor.token, base);
    const edited = await send('PUT', `/milestone/task/${theirs.id}`, otherRealtor.token, { assignees: [vendor.user.id] });
    expect(edited.body).toBe(unknown.body);
    const landing = (await get('/milestone/task', vendor.token)).json() as { data: Task[] };
    expect(landing.data.map((x) => x.title)).not.toContain('Borrow a plumber');
  });

  it('are listed collected across milestones, grouped by week, and moved on the kanban by status_id', async () => {
    const other = (await milestonesOf(t, realtor.token, project.id))[5]!;
    const task = await createTask(t, realtor.token, { milestone_id: other.id, title: 'Open escrow' });
    const moved = await send('PUT', `/milestone/task/${task.id}`, realtor.token, { status_id: 4 });
    expect(moved.json().data.status).toEqual({ id: 4, name: 'Completed' });
    expectError(await send('PUT', `/milestone/task/${task.id}`, realtor.token, { status_id: 9 }), 422, m.statusInvalid);
    const list = (await get(`/milestone/task?project_id=${project.id}`, realtor.token)).json() as { data: Task[]; groups: Record<'this_week' | 'next_week' | 'remaining', Task[]> };
    expect(new Set(list.data.map((x) => x.milestone.id)).size).toBeGreaterThan(1);
    expect(list.groups.remaining.map((x) => x.id)).toContain(task.id);
    expect(list.groups.this_week.length + list.groups.next_week.length + list.groups.remaining.length).toBe(list.data.length);
    expect((await get(`/projects/${project.id}`, realtor.token)).json().data.completed_task_count).toBe(1);
    expect((await get('/task_status', vendor.token)).json().data.map((s: { name: string }) => s.name)).toEqual(['To Do', 'In Progress', 'In Review', 'Completed']);
  });

  it('show a vendor only their assigned tasks, which they may move but not rewrite', async () => {
    const mine = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Replace the water heater', assignees: [vendor.user.id] });
    const notMine = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Roof survey', assignees: [otherVendor.user.id] });
    const landing = (await get('/milestone/task', vendor.token)).json() as { data: Task[] };
    expect(landing.data.map((x) => x.id)).toContain(mine.id);
    expect(landing.data.map((x) => x.id)).not.toContain(notMine.id);
    expect(landing.data.every((x) => x.assignees.some((a) => a.id === vendor.user.id))).toBe(true);
    expect((await get(`/milestone/task?project_id=${project.id}`, vendor.token)).statusCode).toBe(403);
    expect((await get(`/projects/${project.id}`, vendor.token)).statusCode).toBe(403);
    expectError(await get(`/tasks/${notMine.id}`, vendor.token), 404, m.taskNotFound);
    expectError(await send('PUT', `/milestone/task/${notMine.id}`, vendor.token, { status_id: 2 }), 404, m.taskNotFound);
    expect((await send('PUT', `/milestone/task/${mine.id}`, vendor.token, { status_id: 2 })).json().data.status.name).toBe('In Progress');
    expect((await send('PUT', `/milestone/task/${mine.id}`, vendor.token, { title: 'Something else' })).statusCode).toBe(403);
    expect((await send('DELETE', `/milestone/task/${mine.id}`, vendor.token)).statusCode).toBe(403);
    expectError(await send('DELETE', `/milestone/task/${mine.id}`, otherRealtor.token), 404, m.taskNotFound);
    expect((await get(`/tasks/${mine.id}`, vendor.token)).json().data.title).toBe('Replace the water heater');
    expect((await send('DELETE', `/milestone/task/${mine.id}`, realtor.token)).json().message).toBe(m.taskDeleted);
  });
});

describe('vendor search', () => {
  it("finds vendors of the caller's own list from two characters, for staff only", async () => {
    expect((await get('/vendor?search=plumb', otherRealtor.token)).json().data).toEqual([]);
    const found = (await get(`/vendor?search=plumb&milestone_id=${milestone.id}`, realtor.token)).json() as { data: { id: number; name: string }[] };
    expect(found.data.map((v) => v.id)).toEqual([vendor.user.id]);
    expectError(await get('/vendor?search=p', realtor.token), 422, m.searchTooShort);
    expect((await get('/vendor?search=plumb', vendor.token)).statusCode).toBe(403);
    expectError(await get(`/vendor?search=plumb&milestone_id=${milestone.id}`, otherRealtor.token), 404, m.projectNotFound);
  });
});

describe('milestone conversations', () => {
  it('thread comments on a task; tags are stripped; only the author edits or deletes', async () => {
    const task = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Order the survey', assignees: [vendor.user.id] });
    const posted = await send('POST', '/milestone/conversations', vendor.token, { milestone_task_id: task.id, message: 'Booked <script>alert(1)</script><b>Friday</b> <img src=x onerror=alert(1)>' });
    expect(posted.statusCode, posted.body).toBe(201);
    const comment = posted.json().data as Conversation;
    expect(comment.message).toBe('Booked Friday');
    expectError(await send('POST', '/milestone/conversations', vendor.token, { milestone_task_id: task.id, message: '<i></i>' }), 422, m.commentRequired);
    expect((await send('PUT', `/milestone/conversations/${comment.id}`, realtor.token, { message: 'Overwritten' })).statusCode).toBe(403);
    expect((await send('DELETE', `/milestone/conversations/${comment.id}`, realtor.token)).statusCode).toBe(403);
    expectError(await send('PUT', `/milestone/conversations/${comment.id}`, otherRealtor.token, { message: 'x' }), 404, m.commentNotFound);
    expectError(await get(`/milestone/conversations?milestone_task_id=${task.id}`, otherVendor.token), 404, m.taskNotFound);
    expect((await send('PUT', `/milestone/conversations/${comment.id}`, vendor.token, { message: 'Booked Monday' })).json().data.message).toBe('Booked Monday');
    const thread = (await get(`/milestone/conversations?milestone_task_id=${task.id}`, realtor.token)).json() as { data: Conversation[] };
    expect(thread.data.map((c) => [c.message, c.can_edit])).toEqual([['Booked Monday', false]]);
    expect((await send('DELETE', `/milestone/conversations/${comment.id}`, vendor.token)).json().message).toBe(m.commentDeleted);
  });
});
