import { calendarMessages as c } from '@openhouse/shared/calendar/messages';
import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Project } from '@openhouse/shared/projects/project-schemas';
import type { Milestone } from '@openhouse/shared/projects/task-schemas';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { appointmentPayload } from '../../../test/helpers/meetings';
import { createProject, createTask, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { listVendors } from '../../../test/helpers/vendors';

const ZONE = 'America/New_York';
let t: TestApp;
let realtor: Someone;
let otherRealtor: Someone;
let vendor: Someone;
let seller: Someone;
let project: Project;
let milestone: Milestone;
let plumbing: number;
let painting: number;
/** The month the tests look at: some weeks ahead, so the appointment is in the future. */
let day: string;

const get = (url: string, token?: string) => t.call({ method: 'GET', url: `/api/v1${url}`, token });
const put = (url: string, token: string | undefined, payload: object) => t.call({ method: 'PUT', url: `/api/v1${url}`, token, payload });
const range = () => `startingDate=${day.slice(0, 8)}01&endingDate=${day.slice(0, 8)}28`;
async function calendarOf(token: string, extra = ''): Promise<Calendar> {
  const response = await get(`/calendar/events?${range()}${extra}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Calendar }).data;
}
const groupIds = (calendar: Calendar) => calendar.task_groups.map((group) => group.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor', timezone: ZONE });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  vendor = await t.user({ roles: ['Vendor'], name: 'Victor Plumbing' });
  seller = await t.user({ roles: ['Seller'] });
  project = await createProject(t, realtor.token, { seller_id: String(seller.user.id) });
  milestone = (await milestonesOf(t, realtor.token, project.id))[1]!;
  const group = async (name: string) => {
    const response = await t.call({ method: 'POST', url: '/api/v1/task-groups', token: realtor.token, payload: { milestone_id: milestone.id, name } });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };
  plumbing = await group('Plumbing repairs');
  painting = await group('Exterior painting');
  await listVendors(t, realtor.token, [vendor]);
  await createTask(t, realtor.token, { milestone_id: milestone.id, task_group_id: plumbing, title: 'Fix the leaking tap', assignees: [vendor.user.id] });
  await createTask(t, realtor.token, { milestone_id: milestone.id, task_group_id: plumbing, title: 'Check the water heater' });
  // The 10th of the month some weeks ahead, on the realtor's clock.
  const ahead = formatMeetingTime(new Date(Date.now() + 40 * 86_400_000), ZONE);
  day = `${ahead.slice(0, 8)}10`;
  for (const [id, from, to] of [
    [plumbing, '09:00', '17:00'],
    [painting, '07:00', '19:00'],
  ] as const) {
    const moved = await put(`/task-groups/${id}/dates`, realtor.token, { start_date: `${day} ${from}`, end_date: `${day.slice(0, 8)}12 ${to}` });
    expect(moved.json()).toEqual({ message: 'Date update successfully', data: { id, date: `${day} ${from}:00|${day.slice(0, 8)}12 ${to}:00` } });
  }
  const booked = await t.call({ method: 'POST', url: '/api/v1/scheduling/appointments', remoteAddress: nextIp(), payload: appointmentPayload(realtor.user.id, day, '10:00', '11:00') });
  expect(booked.statusCode, booked.body).toBe(200);
});
afterAll(async () => t?.close());

describe('the calendar per role', () => {
  it("shows a realtor their projects' task groups (coloured by project, editable, with tasks) and their meetings", async () => {
    const calendar = await calendarOf(realtor.token);
    expect(groupIds(calendar)).toEqual([plumbing, painting].sort());
    const group = calendar.task_groups.find((entry) => entry.id === plumbing)!;
    expect(group).toMatchObject({ title: 'Plumbing repairs', date: `${day} 09:00:00|${day.slice(0, 8)}12 17:00:00`, can_edit: true, milestone: { id: milestone.id } });
    expect(group.tasks.map((task) => task.title)).toEqual(['Fix the leaking tap', 'Check the water heater']);
    expect(group.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(calendar.filters.projects.map((entry) => entry.uuid)).toEqual([project.uuid]);
    expect(calendar.filters.vendors.map((entry) => entry.name)).toEqual(['Victor Plumbing']);
    expect(calendar.zone).toBe(ZONE);
    expect(calendar.meetings).toEqual([expect.objectContaining({ kind: 'appointment', subject: 'Selling my house', all_day: false })]);
    expect(formatMeetingTime(calendar.meetings[0]!.start, ZONE)).toBe(`${day} 10:00:00`);
  });

  it('shows a vendor only the groups holding their tasks, only their tasks, read-only, and not the realtor’s meetings', async () => {
    const calendar = await calendarOf(vendor.token);
    expect(calendar.task_groups).toHaveLength(1);
    expect(calendar.task_groups[0]).toMatchObject({ id: plumbing, can_edit: false, tasks: [{ title: 'Fix the leaking tap' }] });
    expect(calendar.meetings).toEqual([]);
  });

  it("shows the seller their deal's milestones read-only; someone else sees nothing and a filter on the project answers 404", async () => {
    const calendar = await calendarOf(seller.token);
    expect(groupIds(calendar)).toEqual([plumbing, painting].sort());
    expect(calendar.task_groups.every((group) => !group.can_edit)).toBe(true);
    const stranger = await calendarOf(otherRealtor.token);
    expect(stranger.task_groups).toEqual([]);
    expect(stranger.filters.projects).toEqual([]);
    expectError(await get(`/calendar/events?${range()}&project_uuid=${project.uuid}`, otherRealtor.token), 404, c.linkNotFound);
    expectError(await get(`/calendar/events?${range()}&milestone_id=${milestone.id}`, otherRealtor.token), 404, c.linkNotFound);
    expect((await get(`/calendar/events?${range()}`)).statusCode).toBe(401);
  });

  it('filters by project, milestone and vendor', async () => {
    expect(groupIds(await calendarOf(realtor.token, `&vendor_id=${vendor.user.id}`))).toEqual([plumbing]);
    const byMilestone = await calendarOf(realtor.token, `&milestone_id=${milestone.id}`);
    expect(groupIds(byMilestone)).toEqual([plumbing, painting].sort());
    expect(byMilestone.meetings).toEqual([]);
    const byProject = await calendarOf(realtor.token, `&project_uuid=${project.uuid}`);
    expect(groupIds(byProject)).toEqual([plumbing, painting].sort());
    // The appointment belongs to no project.
    expect(byProject.meetings).toEqual([]);
  });

  it('refuses a reversed or overlong range with a clear 422', async () => {
    expectError(await get('/calendar/events?startingDate=2026-05-10&endingDate=2026-05-01', realtor.token), 422, c.rangeInvalid);
    expectError(await get('/calendar/events?startingDate=2026-01-01&endingDate=2026-12-31', realtor.token), 422, c.rangeInvalid);
    expect((await get('/calendar/events?startingDate=nope&endingDate=2026-12-31', realtor.token)).statusCode).toBe(422);
  });
});

describe('the task group date update', () => {
  it('keeps the spec rule and messages, and lets only the project’s realtors move a group; nothing changes on a refusal', async () => {
    const url = `/task-groups/${painting}/dates`;
    expectError(await put(url, realtor.token, { start_date: `${day} 10:00` }), 422, m.taskDatesRequired);
    expectError(await put(url, realtor.token, { start_date: `${day} 10:00`, end_date: `${day} 09:30` }), 422, m.taskEndBeforeStart);
    const body = { start_date: `${day.slice(0, 8)}20 08:00`, end_date: `${day.slice(0, 8)}21 08:00` };
    expect((await put(url, undefined, body)).statusCode).toBe(401);
    expect((await put(url, seller.token, body)).statusCode).toBe(403);
    expect((await put(url, vendor.token, body)).statusCode).toBe(403);
    expectError(await put(url, otherRealtor.token, body), 404, m.projectNotFound);
    expectError(await put('/task-groups/999999/dates', realtor.token, body), 404, m.taskGroupNotFound);
    const unchanged = (await calendarOf(realtor.token)).task_groups.find((group) => group.id === painting)!;
    expect(unchanged.date).toBe(`${day} 07:00:00|${day.slice(0, 8)}12 19:00:00`);
  });
});

describe('the appointment screens', () => {
  it("list the agent's own bookings, upcoming and past apart, with the visitor; nobody else sees them", async () => {
    const upcoming = (await get('/appointments?when=upcoming', realtor.token)).json() as { data: { subject: string; guest: { name: string; email: string } | null; kind: string }[]; total: number };
    expect(upcoming.total).toBe(1);
    expect(upcoming.data[0]).toMatchObject({ kind: 'appointment', subject: 'Selling my house', guest: { name: 'Vic Visitor', email: 'vic@example.com' } });
    expect((await get('/appointments?when=past', realtor.token)).json().total).toBe(0);
    expect((await get('/appointments', otherRealtor.token)).json().total).toBe(0);
    expect((await get('/appointments', vendor.token)).json().total).toBe(0);
    expect((await get('/appointments')).statusCode).toBe(401);
    expect((await get('/appointments?when=later', realtor.token)).statusCode).toBe(422);
  });
});

describe('printing', () => {
  const print = (payload: object, token?: string) => t.call({ method: 'POST', url: '/api/v1/calendar/print', token, payload });
  const fileOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

  it('yields a real 1300 x 1080 PNG and a landscape PDF of the month asked for, holding its events', async () => {
    const png = await print({ startDate: day }, realtor.token);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data.message).toBe('Calendar print Successfully');
    const image = fileOf(png.json().url);
    expect(png.json().url).toMatch(/^data:image\/png;base64,/);
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { default: sharp } = await import('sharp');
    expect(await sharp(image).metadata()).toMatchObject({ width: 1300, height: 1080 });

    const pdf = await print({ startDate: day, type: 'pdf', timezone: 'EST' }, realtor.token);
    const document = fileOf(pdf.json().url);
    expect(document.subarray(0, 5).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const loaded = await PDFDocument.load(document);
    expect(loaded.getPages().map((page) => page.getSize())).toEqual([{ width: 975, height: 810 }]);
    expect(loaded.getKeywords()).toContain('Plumbing repairs');
    expect(loaded.getKeywords()).toContain('Selling my house');
    // Another month holds none of them.
    const later = await print({ startDate: `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`, type: 'pdf' }, realtor.token);
    expect((await PDFDocument.load(fileOf(later.json().url))).getKeywords() ?? '').not.toContain('Plumbing repairs');

    expect((await print({ startDate: day })).statusCode).toBe(401);
    expect((await print({ startDate: 'soon' }, realtor.token)).statusCode).toBe(422);
    expectError(await print({ startDate: day, project_uuid: project.uuid }, otherRealtor.token), 404, c.linkNotFound);
  });
});
