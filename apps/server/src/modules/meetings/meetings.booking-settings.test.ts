import { httpMessages } from '@openhouse/shared/http/messages';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { formatMeetingTime, meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { appointmentPayload, bookedTour, bookTour } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { insertMeeting } from './meetings.repository';
import { meetings } from './meetings.schema';

type Person = Awaited<ReturnType<TestApp['user']>>;
const ZONE = 'America/New_York';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let agent: Person;
let otherAgent: Person;
let buyer: Person;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  agent = await t.user({ roles: ['Realtor'], name: 'Rita Realtor', timezone: ZONE });
  otherAgent = await t.user({ roles: ['Realtor'], name: 'Otto Other', timezone: ZONE });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const dayAhead = (days: number) => formatMeetingTime(new Date(Date.now() + days * 86_400_000), ZONE).slice(0, 10);
const settingsOf = (token?: string) => t.call({ method: 'GET', url: '/api/v1/scheduling/settings', token });
const saveSettings = (token: string | undefined, payload: object) => t.call({ method: 'PUT', url: '/api/v1/scheduling/settings', token, payload });
const DEFAULTS = { buffer_before: 0, buffer_after: 0, minimum_notice: 0, meeting_types: ['video'] };
const setRules = async (change: object) => {
  const response = await saveSettings(agent.token, { ...DEFAULTS, ...change });
  expect(response.statusCode, response.body).toBe(200);
};
const timingsOf = async (date: string, interval = 60) => {
  const response = await t.call({ method: 'GET', url: `/api/v1/scheduling/availability?user_id=${agent.user.id}&date=${date}&interval=${interval}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.timings as string[];
};
const book = (date: string, start: string, end: string, extra: object = {}) =>
  t.call({ method: 'POST', url: '/api/v1/scheduling/appointments', payload: appointmentPayload(agent.user.id, date, start, end, extra), remoteAddress: nextIp() });
const meetingCount = async () => (await t.database.db.select().from(meetings).where(eq(meetings.organiser_id, agent.user.id))).length;

describe('the booking settings', () => {
  it('are refused to visitors (401) and to those without a booking page (403), changing nothing', async () => {
    expectError(await settingsOf(), 401, httpMessages.unauthenticated);
    expectError(await saveSettings(undefined, { ...DEFAULTS, minimum_notice: 60 }), 401, httpMessages.unauthenticated);
    expectError(await settingsOf(buyer.token), 403, httpMessages.unauthorized);
    expectError(await saveSettings(buyer.token, { ...DEFAULTS, minimum_notice: 60 }), 403, httpMessages.unauthorized);
    expect((await settingsOf(agent.token)).json().data).toEqual(DEFAULTS);
  });

  it('start at no buffers, no notice and video only; saved, they are the agent’s own and nobody else’s', async () => {
    const saved = await saveSettings(agent.token, { buffer_before: 15, buffer_after: 30, minimum_notice: 120, meeting_types: ['phone', 'video'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: m.bookingSettingsSaved, data: { buffer_before: 15, buffer_after: 30, minimum_notice: 120, meeting_types: ['video', 'phone'] } });
    expect((await settingsOf(agent.token)).json().data.minimum_notice).toBe(120);
    expect((await settingsOf(otherAgent.token)).json().data).toEqual(DEFAULTS);
    const page = await t.call({ method: 'GET', url: `/api/v1/scheduling/users/${agent.user.user_name}` });
    expect(page.json().data).toMatchObject({ meeting_types: ['video', 'phone'], minimum_notice: 120 });
    await setRules({});
  });

  it('refuses choices outside the lists, and no way to meet at all', async () => {
    expectError(await saveSettings(agent.token, { ...DEFAULTS, meeting_types: [] }), 422, m.meetingTypeRequired);
    expect((await saveSettings(agent.token, { ...DEFAULTS, buffer_before: 7 })).statusCode).toBe(422);
    expect((await saveSettings(agent.token, { ...DEFAULTS, minimum_notice: -60 })).statusCode).toBe(422);
    expect((await saveSettings(agent.token, { ...DEFAULTS, meeting_types: ['carrier pigeon'] })).statusCode).toBe(422);
    expect((await settingsOf(agent.token)).json().data).toEqual(DEFAULTS);
  });
});

describe('buffers', () => {
  it('take the times next to a meeting out of the free times, and a booking of one is refused with the reason', async () => {
    const date = dayAhead(12);
    expect((await book(date, '10:00', '11:00')).statusCode).toBe(200);
    expect(await timingsOf(date, 30)).toContain('11:00-11:30');
    await setRules({ buffer_before: 15, buffer_after: 30 });
    const free = await timingsOf(date, 30);
    expect(free).not.toContain('11:00-11:30');
    expect(free).not.toContain('11:30-12:00');
    expect(free).toContain('12:00-12:30');
    expect(free).not.toContain('09:00-09:30');
    expect(free).toContain('08:30-09:00');
    const before = await meetingCount();
    expectError(await book(date, '11:00', '12:00'), 409, m.slotTooClose);
    expectError(await book(date, '10:00', '11:00'), 409, m.slotTaken);
    expect(await meetingCount()).toBe(before);
    expect((await book(date, '12:00', '13:00')).statusCode).toBe(200);
    await setRules({});
  });
});

describe('the minimum notice', () => {
  it('closes the times sooner than it, and a booking of one is refused saying so', async () => {
    const tomorrow = dayAhead(1);
    expect((await timingsOf(tomorrow)).length).toBeGreaterThan(0);
    await setRules({ minimum_notice: 2880 });
    expect(await timingsOf(tomorrow)).toEqual([]);
    const before = await meetingCount();
    expectError(await book(tomorrow, '15:00', '16:00'), 422, m.slotTooSoon);
    expect(await meetingCount()).toBe(before);
    expect((await timingsOf(dayAhead(4))).length).toBeGreaterThan(0);
    await setRules({});
  });
});

describe("a month's free days", () => {
  const freeDays = (month: string, userId = agent.user.id) => t.call({ method: 'GET', url: `/api/v1/scheduling/free-days?user_id=${userId}&month=${month}&interval=60` });

  it('leave out the days with no free time left, and the past', async () => {
    const full = dayAhead(45);
    const month = full.slice(0, 7);
    // A meeting over the whole bookable day fills it.
    await insertMeeting(t.database.db, {
      kind: 'meeting',
      organiser_id: agent.user.id,
      subject: 'Open house all day',
      starting_time: meetingTimeToDate(`${full} 07:00:00`, ZONE),
      ending_time: meetingTimeToDate(`${full} 19:00:00`, ZONE),
      time_zone: ZONE,
    }, []);
    const response = await freeDays(month);
    expect(response.statusCode, response.body).toBe(200);
    const { free_dates: dates, timezone } = response.json().data as { free_dates: string[]; timezone: string };
    expect(timezone).toBe(ZONE);
    expect(dates).not.toContain(full);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.startsWith(month))).toBe(true);
    const lastMonth = dayAhead(-40).slice(0, 7);
    expect((await freeDays(lastMonth)).json().data.free_dates).toEqual([]);
  });

  it('are not found for someone with no booking page, and refuse a malformed month', async () => {
    expectError(await freeDays(dayAhead(10).slice(0, 7), buyer.user.id), 404, m.schedulingPageNotFound);
    expect((await freeDays('2026-13')).statusCode).toBe(422);
  });
});

describe('ways to meet', () => {
  it('refuse a way the agent does not offer', async () => {
    expectError(await book(dayAhead(14), '09:00', '10:00', { meeting_type: 'phone', location: '+1 415 555 0100' }), 422, m.meetingTypeNotOffered);
  });

  it('book a phone call with a number to call, stored on the appointment and told in the e-mail', async () => {
    await setRules({ meeting_types: ['video', 'phone', 'in_person'] });
    const date = dayAhead(14);
    expectError(await book(date, '09:00', '10:00', { meeting_type: 'phone', location: 'call me maybe' }), 422, m.phoneInvalid);
    const response = await book(date, '09:00', '10:00', { meeting_type: 'phone', location: '+1 415 555 0100', email: 'pia@example.com', name: 'Pia Phone' });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await t.call({ method: 'GET', url: '/api/v1/appointments?when=upcoming', token: agent.token })).json().data as MeetingInvite[];
    const booked = list.find((item) => item.guest?.email === 'pia@example.com')!;
    expect(booked).toMatchObject({ meeting_type: 'phone', participants: { location: '+1 415 555 0100' } });
    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    const mail = smtp.received.filter((item) => item.to.includes('pia@example.com')).at(-1)!;
    expect(mail.raw).toContain('How: Phone call');
    expect(mail.raw).toContain('Phone: +1 415 555 0100');
  });

  it('book in person at an address, which a link need not be', async () => {
    const response = await book(dayAhead(14), '11:00', '12:00', { meeting_type: 'in_person', location: '12 Elm Street, Oakland', email: 'ivan@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const list = (await t.call({ method: 'GET', url: '/api/v1/appointments?when=upcoming', token: agent.token })).json().data as MeetingInvite[];
    expect(list.find((item) => item.guest?.email === 'ivan@example.com')).toMatchObject({ meeting_type: 'in_person', participants: { location: '12 Elm Street, Oakland' } });
    await setRules({});
  });
});

describe('tours of the agent’s listings', () => {
  const everyMeeting = async () => (await t.database.db.select().from(meetings)).length;
  const listing = () => insertProperty(t.database.db, agent.user.id, { label: 'Buffered bungalow' });
  const tourTimes = async (propertyId: number, date: string) => {
    const response = await t.call({ method: 'GET', url: `/api/v1/tour/free-times?property_id=${propertyId}&date=${date}`, token: buyer.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { minimum_notice: number; times: { time: string }[] };
  };
  const tour = (propertyId: number, date: string, time: string) => bookTour(t, buyer.token, 'person_tour', { property_id: propertyId, date, time, timezone: ZONE });

  it('keep the buffers around the agent’s meetings: the dialog leaves those hours out and a tour of one is a 422 on the time', async () => {
    const property = await listing();
    const date = dayAhead(16);
    expect((await book(date, '10:00', '11:00')).statusCode).toBe(200);
    await setRules({ buffer_before: 15, buffer_after: 30 });
    const free = (await tourTimes(property.id, date)).times.map((slot) => slot.time);
    // 9:00 ends when the meeting starts and 11:00 starts when it ends: both inside the 45 minutes kept between.
    expect(free).not.toContain('09:00');
    expect(free).not.toContain('11:00');
    expect(free).toEqual(expect.arrayContaining(['08:00', '12:00']));
    const before = await everyMeeting();
    expectError(await tour(property.id, date, '11:00'), 422, m.slotTooClose, { time: m.slotTooClose });
    expectError(await tour(property.id, date, '10:00'), 409, m.realtorBusy);
    expect(await everyMeeting()).toBe(before);
    // A tour is one of the agent's meetings too: the page's hour after it is now inside its buffer.
    await bookedTour(t, buyer.token, 'person_tour', { property_id: property.id, date, time: '12:00', timezone: ZONE });
    expect(await timingsOf(date)).not.toContain('13:00-14:00');
    await setRules({});
    expect(await timingsOf(date)).toContain('13:00-14:00');
  });

  it('keep the minimum notice: no hour sooner is offered, and a tour of one is a 422 saying so', async () => {
    const property = await listing();
    const tomorrow = dayAhead(1);
    expect((await tourTimes(property.id, dayAhead(2))).times.length).toBeGreaterThan(0);
    await setRules({ minimum_notice: 2880 });
    expect(await tourTimes(property.id, tomorrow)).toEqual(expect.objectContaining({ minimum_notice: 2880, times: [] }));
    const before = await everyMeeting();
    expectError(await tour(property.id, tomorrow, '15:00'), 422, m.slotTooSoon, { time: m.slotTooSoon });
    expect(await everyMeeting()).toBe(before);
    expect((await tourTimes(property.id, dayAhead(4))).times.length).toBeGreaterThan(0);
    await setRules({});
  });

  it('hold the realtor’s proposal of another time to the same rule', async () => {
    const property = await listing();
    const date = dayAhead(18);
    const requested = await bookedTour(t, buyer.token, 'video_tour', { property_id: property.id, date, time: '15:00', timezone: ZONE });
    expect((await book(date, '10:00', '11:00')).statusCode).toBe(200);
    await setRules({ buffer_after: 30 });
    const propose = (time: string) => t.call({ method: 'POST', url: `/api/v1/tour/${requested.id}/answer`, token: agent.token, payload: { answer: 'propose', date, time, timezone: ZONE } });
    expectError(await propose('11:00'), 422, m.slotTooClose, { time: m.slotTooClose });
    // The tour's own hour does not stand in its way: the hour next to it may be proposed.
    expect((await propose('16:00')).statusCode).toBe(200);
    await setRules({});
  });
});
