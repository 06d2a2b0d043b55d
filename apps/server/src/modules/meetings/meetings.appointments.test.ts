import { httpMessages } from '@openhouse/shared/http/messages';
import { textMessages } from '@openhouse/shared/http/text';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { appointmentPayload, bookedTour } from '../../../test/helpers/meetings';
import { noticesOf } from '../../../test/helpers/projects';
import { insertProperty } from '../../../test/helpers/properties';
import { attachment, startSmtpPeer } from '../../../test/helpers/smtp-peer';
import { meetings } from './meetings.schema';

type Person = Awaited<ReturnType<TestApp['user']>>;
const ZONE = 'America/New_York';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let agent: Person;
let buyer: Person;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  agent = await t.user({ roles: ['Realtor'], name: 'Rita Realtor', timezone: ZONE });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A date some days ahead on the agent's clock: each test books its own day, so they do not meet. */
const dayAhead = (days: number) => formatMeetingTime(new Date(Date.now() + days * 86_400_000), ZONE).slice(0, 10);
const availability = (userId: number, date: string, interval?: number) =>
  t.call({ method: 'GET', url: `/api/v1/scheduling/availability?user_id=${userId}&date=${date}${interval ? `&interval=${interval}` : ''}` });
const timingsOf = async (date: string, interval?: number) => {
  const response = await availability(agent.user.id, date, interval);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.timings as string[];
};
const appointment = (date: string, start: string, end: string, extra: object = {}) => appointmentPayload(agent.user.id, date, start, end, extra);
const book = (payload: object, remoteAddress = nextIp()) => t.call({ method: 'POST', url: '/api/v1/scheduling/appointments', payload, remoteAddress });
const meetingCount = async () => (await t.database.db.select().from(meetings).where(eq(meetings.organiser_id, agent.user.id))).length;

describe('the agent a scheduling page belongs to', () => {
  it('answers only public facts of a realtor, by user name in any case', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/scheduling/users/${agent.user.user_name.toUpperCase()}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: agent.user.id, name: 'Rita Realtor', user_name: agent.user.user_name, picture: null, timezone: ZONE, meeting_types: ['video'], minimum_notice: 0 });
  });

  it('is not found for an unknown name and for users who are no agents', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/v1/scheduling/users/nobody-here' }), 404, m.schedulingPageNotFound);
    expectError(await t.call({ method: 'GET', url: `/api/v1/scheduling/users/${buyer.user.user_name}` }), 404, m.schedulingPageNotFound);
    expectError(await availability(buyer.user.id, dayAhead(3)), 404, m.schedulingPageNotFound);
  });

  it("gives the thank-you page the realtor's user name, for the booking link", async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/user-details/${agent.user.id}` });
    expect(response.json().data.user_name).toBe(agent.user.user_name);
  });
});

describe('a booking with broken text', () => {
  it('refuses a name holding an unpaired UTF-16 surrogate with a 422 and books nothing (it once reached jsonb and answered 500)', async () => {
    const before = await meetingCount();
    for (const [index, name] of ['\ud800', 'x\udfffy'].entries()) {
      expectError(await book(appointment(dayAhead(31 + index), '09:00', '10:00', { name })), 422, textMessages.malformedText);
    }
    expect(await meetingCount()).toBe(before);
  });
});

describe('free times', () => {
  it('run from 7 AM to 7 PM, stepping by the interval (60 by default)', async () => {
    const date = dayAhead(20);
    const hourly = await timingsOf(date);
    expect(hourly).toHaveLength(12);
    expect([hourly[0], hourly.at(-1)]).toEqual(['07:00-08:00', '18:00-19:00']);
    expect(await timingsOf(date, 90)).toEqual(['07:00-08:30', '08:30-10:00', '10:00-11:30', '11:30-13:00', '13:00-14:30', '14:30-16:00', '16:00-17:30', '17:30-19:00']);
    expect(await timingsOf(date, 15)).toHaveLength(48);
    expect((await availability(agent.user.id, date, 45)).statusCode).toBe(422);
  });

  it('leave out booked appointments and the agent’s other meetings, for every interval', async () => {
    const date = dayAhead(21);
    expect((await book(appointment(date, '09:00', '10:00'))).statusCode).toBe(200);
    const listing = await insertProperty(t.database.db, agent.user.id, { label: 'Tour home' });
    await bookedTour(t, buyer.token, 'person_tour', { property_id: listing.id, date, time: '14:00', timezone: ZONE });
    const hourly = await timingsOf(date);
    expect(hourly).not.toContain('09:00-10:00');
    expect(hourly).not.toContain('14:00-15:00');
    expect(hourly).toContain('10:00-11:00');
    const halfHours = await timingsOf(date, 30);
    expect(halfHours).not.toContain('09:00-09:30');
    expect(halfHours).not.toContain('09:30-10:00');
    expect(halfHours).toContain('08:30-09:00');
    expect(await timingsOf(date, 90)).not.toContain('08:30-10:00');
  });

  it('never offer a time already past; a past date is refused with the spec’s message', async () => {
    expectError(await availability(agent.user.id, dayAhead(-2)), 422, m.futureOnly, { date: m.futureOnly });
    // Today on the clock of a zone where it is now mid-day: the morning is gone, the afternoon still free.
    const zones = ['Pacific/Honolulu', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Tokyo', 'Australia/Sydney', 'Pacific/Auckland'];
    const zone = zones.find((candidate) => {
      const hour = Number(formatMeetingTime(new Date(), candidate).slice(11, 13));
      return hour >= 9 && hour <= 15;
    })!;
    const local = await t.user({ roles: ['Agent'], name: 'Mid Day', timezone: zone });
    const today = formatMeetingTime(new Date(), zone).slice(0, 10);
    const response = await availability(local.user.id, today, 30);
    expect(response.statusCode, response.body).toBe(200);
    const timings = response.json().data.timings as string[];
    const nowClock = formatMeetingTime(new Date(), zone).slice(11, 16);
    expect(timings.length).toBeGreaterThan(0);
    expect(timings).not.toContain('07:00-07:30');
    for (const timing of timings) expect(timing.slice(0, 5) > nowClock).toBe(true);
  });
});

describe('booking an appointment', () => {
  it("becomes the agent's meeting: in their upcoming meetings, with a notice, and the visitor's e-mail carries the .ics", async () => {
    const date = dayAhead(22);
    const response = await book(appointment(date, '11:00', '12:00'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: m.appointmentScheduled,
      data: { starting_time: `${date} 11:00:00`, ending_time: `${date} 12:00:00`, timezone: ZONE },
    });
    const upcoming = (await t.call({ method: 'GET', url: '/api/v1/upcoming-meeting-invites?limit=50', token: agent.token })).json().data as MeetingInvite[];
    const booked = upcoming.find((invite) => invite.starting_time === `${date} 11:00:00`);
    expect(booked).toMatchObject({
      kind: 'appointment',
      subject: 'Selling my house',
      is_organiser: true,
      timezone: ZONE,
      description: 'Three bedrooms in Oakland.',
      guest: { name: 'Vic Visitor', email: 'vic@example.com' },
    });

    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    const notices = await noticesOf(t.database.db, agent.user.id);
    expect(notices.some((notice) => notice.startsWith('Vic Visitor (vic@example.com) booked Selling my house on'))).toBe(true);
    const mail = smtp.received.filter((item) => item.to.includes('vic@example.com') && item.raw.includes('Invitation: Selling my house')).at(-1);
    expect(mail, 'the visitor’s invitation').toBeDefined();
    const ics = attachment(mail!, 'invite.ics');
    const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`DTSTART;TZID=${ZONE}:${date.replaceAll('-', '')}T110000`);
    expect(lines.some((line) => line.startsWith('ATTENDEE;') && line.endsWith('mailto:vic@example.com'))).toBe(true);
    expect(lines.some((line) => line.startsWith('ORGANIZER;') && line.endsWith(`mailto:${agent.user.email}`))).toBe(true);
  });

  it('e-mails the visitor a link to their appointment that cancels it without an account; the agent is told', async () => {
    const date = dayAhead(24);
    expect((await book(appointment(date, '13:00', '14:00', { email: 'lina@example.com', name: 'Lina Link' }))).statusCode).toBe(200);
    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    const mail = smtp.received.filter((item) => item.to.includes('lina@example.com') && item.raw.includes('Invitation: Selling my house')).at(-1)!;
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).not.toContain('/dashboard?meeting=');
    const [, id, token] = /\/booking\/(\d+)\?token=([\w-]+)/.exec(body)!;
    const url = `/api/v1/scheduling/appointments/${id}`;

    const read = await t.call({ method: 'GET', url: `${url}?token=${token}`, remoteAddress: nextIp() });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ subject: 'Selling my house', status: 'scheduled', timezone: ZONE, agent: { name: agent.user.name, user_name: agent.user.user_name } });
    // A wrong or missing token names nothing, and cancels nothing.
    expectError(await t.call({ method: 'GET', url: `${url}?token=${'x'.repeat(43)}`, remoteAddress: nextIp() }), 404, m.appointmentLinkInvalid);
    expect((await t.call({ method: 'GET', url, remoteAddress: nextIp() })).statusCode).toBe(422);
    expectError(await t.call({ method: 'POST', url: `${url}/cancel`, payload: { token: 'y'.repeat(43) }, remoteAddress: nextIp() }), 404, m.appointmentLinkInvalid);
    expect((await t.call({ method: 'GET', url: `${url}?token=${token}`, remoteAddress: nextIp() })).json().data.status).toBe('scheduled');

    const cancelled = await t.call({ method: 'POST', url: `${url}/cancel`, payload: { token }, remoteAddress: nextIp() });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: m.appointmentCancelledByVisitor, data: { status: 'cancelled' } });
    expectError(await t.call({ method: 'POST', url: `${url}/cancel`, payload: { token }, remoteAddress: nextIp() }), 409, m.alreadyCancelled);
    await t.app.platform.events.idle();
    const notices = await noticesOf(t.database.db, agent.user.id);
    expect(notices.some((notice) => notice.startsWith('Lina Link cancelled Selling my house on'))).toBe(true);
    // The hour is free again.
    expect(await timingsOf(date)).toContain('13:00-14:00');
  });

  it('refuses missing fields with the spec’s messages, and stores nothing', async () => {
    const date = dayAhead(23);
    const before = await meetingCount();
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', m.appointmentNameRequired],
      [{ email: '' }, 'email', m.emailRequired],
      [{ email: 'not-an-email' }, 'email', m.emailInvalid],
      [{ subject: '' }, 'subject', m.appointmentSubjectRequired],
      [{ location: '' }, 'location', m.appointmentLinkRequired],
      [{ location: 'ftp://example.com' }, 'location', m.meetingLinkInvalid],
    ];
    for (const [change, field, message] of cases) expectError(await book(appointment(date, '10:00', '11:00', change)), 422, message, { [field]: message });
    expect((await book(appointment(date, '10:00', '11:00', { project_id: 5 }))).statusCode).toBe(422);
    expect((await book(appointment(date, '10:00', '11:00', { recipient_id: [agent.user.id, buyer.user.id] }))).statusCode).toBe(422);
    expect(await meetingCount()).toBe(before);
  });

  it('refuses a past time, a time the page does not offer, and an unknown or non-agent recipient', async () => {
    const before = await meetingCount();
    expectError(await book(appointment(dayAhead(-1), '10:00', '11:00')), 422, m.futureOnly, { starting_time: m.futureOnly });
    const date = dayAhead(24);
    for (const [start, end] of [['07:10', '08:10'], ['06:00', '07:00'], ['18:30', '19:30'], ['10:00', '10:45'], ['11:00', '10:00']]) {
      expectError(await book(appointment(date, start!, end!)), 422, m.slotNotOffered);
    }
    expectError(await book(appointment(date, '10:00', '11:00', { recipient_id: [999_999] })), 404, m.schedulingPageNotFound);
    expectError(await book(appointment(date, '10:00', '11:00', { recipient_id: [buyer.user.id] })), 404, m.schedulingPageNotFound);
    expect(await meetingCount()).toBe(before);
  });

  it('answers 409 to a second booking of a taken time, of the same or another interval', async () => {
    const date = dayAhead(25);
    expect((await book(appointment(date, '13:00', '14:00'))).statusCode).toBe(200);
    const before = await meetingCount();
    expectError(await book(appointment(date, '13:00', '14:00', { email: 'other@example.com' })), 409, m.slotTaken);
    expectError(await book(appointment(date, '13:30', '14:00')), 409, m.slotTaken);
    expectError(await book(appointment(date, '13:00', '14:30')), 409, m.slotTaken);
    expect(await meetingCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous bookings of one time succeed', async () => {
    const date = dayAhead(26);
    const before = await meetingCount();
    const answers = await Promise.all([book(appointment(date, '15:00', '16:00', { name: 'First' })), book(appointment(date, '15:00', '16:00', { name: 'Second' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await meetingCount()).toBe(before + 1);
  });

  it('answers a filled honeypot like a booking and stores nothing', async () => {
    const before = await meetingCount();
    const response = await book(appointment(dayAhead(27), '10:00', '11:00', { website: 'http://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.appointmentScheduled);
    expect(await meetingCount()).toBe(before);
  });

  it('limits each address to 10 bookings in 15 minutes, with Retry-After', async () => {
    const address = nextIp();
    const bot = appointment(dayAhead(28), '10:00', '11:00', { website: 'x' });
    for (let index = 0; index < 10; index += 1) expect((await book(bot, address)).statusCode).toBe(200);
    const refused = await book(bot, address);
    expectError(refused, 429, httpMessages.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book(bot)).statusCode).toBe(200);
  });

  it('survives hostile bodies with a 4xx', async () => {
    for (const payload of [{}, { recipient_id: 'x' }, { ...appointment(dayAhead(29), '10:00', '11:00'), name: 'x'.repeat(10_000) }, { recipient_id: [-1], starting_time: {} }, 'not json']) {
      const status = (await book(payload as object)).statusCode;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});
