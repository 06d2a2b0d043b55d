import { calendarMessages as c } from '@openhouse/shared/calendar/messages';
import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { formatMeetingTime, meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { appointmentPayload } from '../../../test/helpers/meetings';
import { createProject, milestonesOf, type Someone } from '../../../test/helpers/projects';
import { zoneTransitions } from '../meetings/ics';

const ZONE = 'America/New_York';
let t: TestApp;
let realtor: Someone;
let other: Someone;
/** The days before and after New York's next change of clocks (at least three days ahead), on its clock. */
let beforeChange: string;
let afterChange: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) => t.call({ method, url: `/api/v1${url}`, token, remoteAddress: nextIp() });
const book = async (date: string, start: string, end: string, subject: string) => {
  const response = await t.call({ method: 'POST', url: '/api/v1/scheduling/appointments', remoteAddress: nextIp(), payload: appointmentPayload(realtor.user.id, date, start, end, { subject }) });
  expect(response.statusCode, response.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor', timezone: ZONE });
  other = await t.user({ roles: ['Realtor'] });
  const soon = new Date(Date.now() + 3 * 86_400_000);
  const change = zoneTransitions(ZONE, soon, new Date(soon.getTime() + 400 * 86_400_000))[0]!;
  beforeChange = formatMeetingTime(new Date(change.at.getTime() - 86_400_000), ZONE).slice(0, 10);
  afterChange = formatMeetingTime(new Date(change.at.getTime() + 86_400_000), ZONE).slice(0, 10);
  await book(beforeChange, '10:00', '11:00', 'Before the change');
  await book(afterChange, '10:00', '11:00', 'After the change');
  const project = await createProject(t, realtor.token);
  const milestone = (await milestonesOf(t, realtor.token, project.id))[0]!;
  const group = await t.call({ method: 'POST', url: '/api/v1/task-groups', token: realtor.token, payload: { milestone_id: milestone.id, name: 'Staging the house' } });
  const groupId = (group.json() as { data: { id: number } }).data.id;
  const moved = await t.call({ method: 'PUT', url: `/api/v1/task-groups/${groupId}/dates`, token: realtor.token, payload: { start_date: `${afterChange} 09:00`, end_date: `${afterChange} 12:00` } });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(async () => t?.close());

describe('the public calendar link', () => {
  it('shows the calendar read-only while the uuid pair matches; a wrong pair, a replaced link and sharing off reveal nothing', async () => {
    expect((await call('GET', '/calendar/share', realtor.token)).json().data).toEqual({ enabled: false, created_at: null });
    const shared = (await call('POST', '/calendar/share', realtor.token)).json() as { message: string; data: { uuid: string; userUuid: string } };
    expect(shared.message).toBe(c.sharingOn);
    const range = `startingDate=${afterChange}&endingDate=${afterChange}`;
    const link = (pair: { uuid: string; userUuid: string }) => `/calendar/public?uuid=${pair.uuid}&userUuid=${pair.userUuid}&${range}`;
    const seen = await call('GET', link(shared.data));
    expect(seen.statusCode, seen.body).toBe(200);
    const calendar = (seen.json() as { data: Calendar }).data;
    expect(calendar.owner.name).toBe('Rita Realtor');
    expect(calendar.meetings.map((meeting) => meeting.subject)).toEqual(['After the change']);
    expect(calendar.task_groups.map((group) => [group.title, group.can_edit])).toEqual([['Staging the house', false]]);

    const otherShare = (await call('POST', '/calendar/share', other.token)).json() as { data: { uuid: string; userUuid: string } };
    expectError(await call('GET', link({ uuid: otherShare.data.uuid, userUuid: shared.data.userUuid })), 404, c.linkNotFound);
    expectError(await call('GET', link({ uuid: crypto.randomUUID(), userUuid: shared.data.userUuid })), 404, c.linkNotFound);
    expect((await call('GET', `/calendar/public?uuid=nope&userUuid=nope&${range}`)).statusCode).toBe(422);

    const replaced = (await call('POST', '/calendar/share', realtor.token)).json() as { data: { uuid: string; userUuid: string } };
    expectError(await call('GET', link(shared.data)), 404, c.linkNotFound);
    expect((await call('GET', link(replaced.data))).statusCode).toBe(200);
    expect((await call('DELETE', '/calendar/share', realtor.token)).json().message).toBe(c.sharingOff);
    expectError(await call('GET', link(replaced.data)), 404, c.linkNotFound);
    expect((await call('POST', '/calendar/share')).statusCode).toBe(401);
  });
});

describe('the subscription feed', () => {
  it('parses with a real iCalendar parser and places New York events at their instants from Tokyo, across a DST change; a reset link answers 404', async () => {
    expect((await call('GET', '/calendar/feed', realtor.token)).json().data.enabled).toBe(false);
    const made = (await call('POST', '/calendar/feed', realtor.token)).json() as { message: string; data: { url: string; enabled: boolean } };
    expect(made).toMatchObject({ message: c.feedReset, data: { enabled: true } });
    const path = new URL(made.data.url).pathname + new URL(made.data.url).search;
    const response = await t.call({ method: 'GET', url: path, remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain(`DTSTART;TZID=${ZONE}:`);
    expect(response.body.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);

    // Read on a machine in Tokyo: a parser that dropped the zone would place the events on Tokyo's clock.
    const machineZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    let events: VEvent[];
    try {
      events = Object.values(ical.sync.parseICS(response.body)).filter((item): item is VEvent => item?.type === 'VEVENT');
    } finally {
      process.env.TZ = machineZone;
    }
    const startOf = (summary: string) => events.find((event) => String(event.summary).startsWith(summary))!.start.getTime();
    expect(startOf('Before the change')).toBe(meetingTimeToDate(`${beforeChange} 10:00:00`, ZONE).getTime());
    expect(startOf('After the change')).toBe(meetingTimeToDate(`${afterChange} 10:00:00`, ZONE).getTime());
    expect(startOf('Staging the house')).toBe(meetingTimeToDate(`${afterChange} 09:00:00`, ZONE).getTime());
    // The same wall-clock hour on both sides of the change: an hour apart in UTC.
    expect(Math.abs(startOf('After the change') - startOf('Before the change') - 2 * 86_400_000)).toBe(3_600_000);

    await call('POST', '/calendar/feed', realtor.token);
    expectError(await t.call({ method: 'GET', url: path, remoteAddress: nextIp() }), 404, c.linkNotFound);
    expect((await call('GET', '/calendar/feed')).statusCode).toBe(401);
  });
});
