import type { ActivityEntry } from '@openhouse/shared/projects/activity';
import { activityLine } from '@openhouse/shared/projects/activity';
import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, multipart, pdfDocument } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listVendors } from '../../../test/helpers/vendors';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';

let t: TestApp;
let realtor: Someone;
let colleague: Someone;
let otherRealtor: Someone;
let vendor: Someone;
let seller: Someone;
let project: Project;

type ActivityPage = { data: ActivityEntry[]; total: number; last_page: number; current_page: number };

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  colleague = await t.user({ roles: ['Realtor'], name: 'Cole Colleague' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  vendor = await t.user({ roles: ['Vendor'], name: 'Victor Plumbing' });
  seller = await t.user({ roles: ['Seller'] });
  await listVendors(t, realtor.token, [vendor]);
  project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
});
afterAll(async () => t?.close());

const activity = (token: string | undefined, query = '') => t.call({ method: 'GET', url: `/api/v1/projects/${project.id}/activity${query}`, token });
/** The lines the first test writes, which the paging test pages through. */
const TOTAL_LINES = 10;
const linesOf = (page: ActivityPage) => page.data.map((entry) => `${entry.actor?.name ?? '-'}: ${activityLine(entry)}`);

describe('a project’s activity', () => {
  // Lines of one instant (a move and the milestone it completed, a task and its assignees) keep the order a reader expects: the consequence above its cause.
  it('tells, newest first, who added, assigned, commented on, moved (in status and in time) and completed a task, reached its milestone, added a file and joined', async () => {
    const milestones = await milestonesOf(t, realtor.token, project.id);
    const milestone = milestones.find((one) => one.milestone_name === 'Inspection') ?? milestones[2]!;
    const task = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Book the inspector', assignees: [vendor.user.id], task_start_date: '2026-12-01 10:00', task_end_date: '2026-12-01 11:00' });
    const move = (status_id: number, token = realtor.token) => t.call({ method: 'PUT', url: `/api/v1/milestone/task/${task.id}`, token, payload: { status_id } });
    expect((await move(2, vendor.token)).statusCode).toBe(200);
    expect((await move(2)).statusCode).toBe(200); // no move: the status is the same, nothing is logged
    const form = multipart([{ name: 'task_id', value: String(task.id) }, { name: 'files', filename: 'report.pdf', contentType: 'application/pdf', content: pdfDocument() }]);
    const upload = await t.call({ method: 'POST', url: '/api/v1/task/file_upload', token: vendor.token, payload: form.payload, headers: form.headers });
    expect(upload.statusCode, upload.body).toBe(200);
    const comment = await t.call({ method: 'POST', url: '/api/v1/milestone/conversations', token: vendor.token, payload: { milestone_task_id: task.id, message: 'Booked for Friday.' } });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await move(4)).statusCode).toBe(200);
    const reschedule = (start: string, end: string) => t.call({ method: 'PUT', url: `/api/v1/milestone/task/${task.id}`, token: realtor.token, payload: { task_start_date: start, task_end_date: end } });
    expect((await reschedule('2026-12-03 09:00', '2026-12-03 11:30')).statusCode).toBe(200);
    expect((await reschedule('2026-12-03 09:00:00', '2026-12-03 11:30:00')).statusCode).toBe(200); // the same dates: nothing is logged
    expect((await t.call({ method: 'POST', url: '/api/v1/project-realtors', token: realtor.token, payload: { project_id: project.id, realtor_id: colleague.user.id } })).statusCode).toBe(200);

    const page = (await activity(seller.token)).json() as ActivityPage;
    expect(page.total).toBe(TOTAL_LINES);
    expect(linesOf(page)).toEqual([
      '-: Cole Colleague joined the project team',
      'Rita Realtor: moved “Book the inspector” to Dec 3, 9:00 AM – Dec 3, 11:30 AM (was Dec 1, 10:00 AM – Dec 1, 11:00 AM)',
      `Rita Realtor: reached the milestone “${milestone.milestone_name}” by completing “Book the inspector”`,
      `Rita Realtor: moved “Book the inspector” from In Progress to Completed`,
      'Victor Plumbing: commented on “Book the inspector”',
      'Victor Plumbing: added the file “report.pdf” to “Book the inspector”',
      'Victor Plumbing: moved “Book the inspector” from To Do to In Progress',
      'Rita Realtor: assigned “Book the inspector” to Victor Plumbing',
      'Rita Realtor: added the task “Book the inspector”',
      `Rita Realtor: started the project for ${project.property_address}`,
    ]);
  });

  it('pages: per_page lines a page, the rest on the next, none repeated', async () => {
    const first = (await activity(realtor.token, '?page=1&per_page=3')).json() as ActivityPage;
    const second = (await activity(realtor.token, '?page=2&per_page=3')).json() as ActivityPage;
    const third = (await activity(realtor.token, '?page=3&per_page=3')).json() as ActivityPage;
    const fourth = (await activity(realtor.token, '?page=4&per_page=3')).json() as ActivityPage;
    expect([first.data.length, second.data.length, third.data.length, fourth.data.length, first.last_page]).toEqual([3, 3, 3, 1, 4]);
    expect(new Set([first, second, third, fourth].flatMap(linesOf)).size).toBe(TOTAL_LINES);
    expect(((await activity(realtor.token, '?page=9&per_page=3')).json() as ActivityPage).data).toEqual([]);
    expect((await activity(realtor.token, '?per_page=101')).statusCode).toBe(422);
  });

  it('is read by the project’s people only: a vendor hears 403, another realtor 404, nobody signed in 401', async () => {
    expect((await activity(colleague.token)).statusCode).toBe(200);
    expect((await activity(vendor.token)).statusCode).toBe(403);
    expectError(await activity(otherRealtor.token), 404, m.projectNotFound);
    expect((await activity(undefined)).statusCode).toBe(401);
  });

  it('tells who removed a task, and that removing the last open one reached its milestone', async () => {
    const fresh = await createProject(t, realtor.token);
    const milestone = (await milestonesOf(t, realtor.token, fresh.id))[0]!;
    const done = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Order the survey' });
    const open = await createTask(t, realtor.token, { milestone_id: milestone.id, title: 'Chase the survey' });
    expect((await t.call({ method: 'PUT', url: `/api/v1/milestone/task/${done.id}`, token: realtor.token, payload: { status_id: 4 } })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/api/v1/milestone/task/${open.id}`, token: realtor.token })).statusCode).toBe(200);
    const page = (await t.call({ method: 'GET', url: `/api/v1/projects/${fresh.id}/activity?per_page=2`, token: realtor.token })).json() as ActivityPage;
    expect(linesOf(page)).toEqual([`Rita Realtor: reached the milestone “${milestone.milestone_name}” when “Chase the survey” was removed`, 'Rita Realtor: removed the task “Chase the survey”']);
  });

  it('starts with the project alone', async () => {
    const fresh = await createProject(t, otherRealtor.token);
    const page = (await t.call({ method: 'GET', url: `/api/v1/projects/${fresh.id}/activity`, token: otherRealtor.token })).json() as ActivityPage;
    expect(page.data.map((entry) => entry.kind)).toEqual(['project_created']);
  });
});
