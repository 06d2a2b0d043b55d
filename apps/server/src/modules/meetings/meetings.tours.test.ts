import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { appointmentPayload, bookedTour, bookTour, dateInDays } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import { meetings } from './meetings.schema';
import { REMINDER_QUEUE } from './reminders';

type Person = Awaited<ReturnType<TestApp['user']>>;

let t: TestApp;
let realtor: Person;
let buyer: Person;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
});
afterAll(async () => t?.close());

const listing = (overrides: Parameters<typeof insertProperty>[2] = {}) =>
  insertProperty(t.database.db, realtor.user.id, {
    label: 'Lakeside cottage',
    ...overrides,
  });
const noticesOf = (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.id));
const meetingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(meetings))[0]!.n;

describe('POST /video_tour', () => {
  it("tells the realtor the time on their own clock: a Tokyo realtor reads Tokyo's", async () => {
    const tokyo = await t.user({ roles: ['Realtor'], name: 'Taro Tokyo', timezone: 'Asia/Tokyo' });
    const property = await insertProperty(t.database.db, tokyo.user.id, { label: 'Shibuya flat' });
    const year = new Date().getUTCFullYear() + 1;
    // 20:00 in New York in July is midnight UTC: 09:00 the next morning in Tokyo, within the Tokyo realtor's hours.
    await bookedTour(t, buyer.token, 'video_tour', { property_id: property.id, date: `${year}-07-15`, time: '20:00', timezone: 'America/New_York' });

    await t.app.platform.events.idle();
    const [notice] = await noticesOf(tokyo.user.id);
    expect(notice?.message).toMatch(/^Bea Buyer invited you to Video tour: Shibuya flat on \w{3}, Jul 16, 9:00 AM – 10:00 AM \(Asia\/Tokyo\)\.$/);
  });

  it('books a video tour with a generated Jitsi link, invites the realtor and plans the reminder an hour before', async () => {
    const property = await listing();
    const date = dateInDays(4);
    const invite = await bookedTour(t, buyer.token, 'video_tour', {
      property_id: property.id,
      date,
      time: '14:00',
      timezone: 'America/New_York',
      note: 'Please show the garden.',
    });

    expect(invite).toMatchObject({
      kind: 'video_tour',
      title: 'Video tour: Lakeside cottage',
      starting_time: `${date} 14:00:00`,
      ending_time: `${date} 15:00:00`,
      timezone: 'America/New_York',
      all_day: false,
      status: 'scheduled',
      description: 'Please show the garden.',
      property: { id: property.id, label: 'Lakeside cottage' },
      is_organiser: true,
      participants: {
        sender: { id: buyer.user.id, name: 'Bea Buyer' },
        recipients: [{ id: realtor.user.id, name: 'Rita Realtor' }],
      },
    });
    expect(invite.participants.location).toMatch(/^https:\/\/meet\.jit\.si\/Openhouse-[\w-]{16}$/);
    expect(invite.meetingInviteId).toBe(invite.id);

    await t.app.platform.events.idle();
    const [notice] = await noticesOf(realtor.user.id);
    expect(notice?.message).toBe(`Bea Buyer invited you to Video tour: Lakeside cottage on ${notice?.message.split(' on ').slice(1).join(' on ')}`);
    expect(notice?.message).toContain('(America/New_York)');
    expect(notice?.path).toBe(`/dashboard?meeting=${invite.id}`);

    const { rows } = await t.database.executeSql(`SELECT start_after, data FROM pgboss.job WHERE name = $1 AND data->>'meetingId' = $2`, [
      REMINDER_QUEUE,
      String(invite.id),
    ]);
    expect(rows).toHaveLength(1);
    expect(new Date(String((rows[0] as { start_after: string }).start_after)).getTime()).toBe(new Date(invite.start).getTime() - 3_600_000);
  });

  it('keeps the link the buyer gives, and refuses one that is not https', async () => {
    const property = await listing();
    const invite = await bookedTour(t, buyer.token, 'video_tour', {
      property_id: property.id,
      meeting_link: 'https://zoom.us/j/123456',
    });
    expect(invite.participants.location).toBe('https://zoom.us/j/123456');
    const before = await meetingCount();
    expectError(
      await bookTour(t, buyer.token, 'video_tour', {
        property_id: property.id,
        meeting_link: 'javascript:alert(1)',
      }),
      422,
      m.meetingLinkInvalid,
    );
    expect(await meetingCount()).toBe(before);
  });
});

describe('POST /person_tour', () => {
  it('books an in-person tour at the listing address in the default zone', async () => {
    const property = await listing();
    const invite = await bookedTour(t, buyer.token, 'person_tour', {
      property_id: property.id,
      time: '09:00',
    });
    expect(invite.kind).toBe('person_tour');
    expect(invite.timezone).toBe('America/Los_Angeles');
    expect(invite.starting_time.endsWith('09:00:00')).toBe(true);
    expect(invite.tour).toEqual({ answer: 'pending', reason: null, proposed_start: null, proposed_end: null });
    expect(invite.participants.location).toBe(`${property.street_address}, Sacramento, CA 95814`);
  });

  it('refuses a time in the past, bad dates and times, with the spec messages and nothing written', async () => {
    const property = await listing();
    const before = await meetingCount();
    expectError(
      await bookTour(t, buyer.token, 'person_tour', {
        property_id: property.id,
        date: dateInDays(-1),
      }),
      422,
      m.futureOnly,
      { date: m.futureOnly },
    );
    expectError(
      await bookTour(t, buyer.token, 'person_tour', {
        property_id: property.id,
        date: '2030-02-30',
      }),
      422,
      m.invalidDate,
    );
    expectError(
      await bookTour(t, buyer.token, 'person_tour', {
        property_id: property.id,
        time: '25:00',
      }),
      422,
      m.invalidTime,
    );
    expect(await meetingCount()).toBe(before);
  });

  it('is for signed-in buyers of a listing on the market: 401, 403, 404 and 409 otherwise', async () => {
    const property = await listing();
    const withdrawn = await listing({ status: 'withdrawn' });
    const sold = await listing({ status: 'closed' });
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    const before = await meetingCount();
    expect(
      (
        await bookTour(t, undefined, 'person_tour', {
          property_id: property.id,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await bookTour(t, otherRealtor.token, 'person_tour', {
          property_id: property.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await bookTour(t, buyer.token, 'person_tour', {
          property_id: withdrawn.id,
        })
      ).statusCode,
    ).toBe(404);
    expectError(await bookTour(t, buyer.token, 'video_tour', { property_id: sold.id }), 409, m.offMarket);
    expect(await meetingCount()).toBe(before);
  });
});

describe('listing meeting invites', () => {
  it('lists by date range and limit for both sides, and upcoming ones soonest first', async () => {
    const property = await listing();
    const someone = await t.user({ roles: ['Buyer'] });
    const far = await bookedTour(t, someone.token, 'video_tour', {
      property_id: property.id,
      date: dateInDays(20),
    });
    const near = await bookedTour(t, someone.token, 'person_tour', {
      property_id: property.id,
      date: dateInDays(2),
    });

    const all = await t.call({
      method: 'GET',
      url: '/api/v1/video_tour/meeting_invites',
      token: someone.token,
    });
    expect((all.json() as { data: MeetingInvite[] }).data.map((invite) => invite.id)).toEqual([near.id, far.id]);

    const limited = await t.call({
      method: 'GET',
      url: '/api/v1/video_tour/meeting_invites?limit=1',
      token: someone.token,
    });
    expect((limited.json() as { data: MeetingInvite[] }).data.map((invite) => invite.id)).toEqual([near.id]);

    const ranged = await t.call({
      method: 'GET',
      url: `/api/v1/video_tour/meeting_invites?start_date=${dateInDays(10)}&end_date=${dateInDays(25)}`,
      token: someone.token,
    });
    expect((ranged.json() as { data: MeetingInvite[] }).data.map((invite) => invite.id)).toEqual([far.id]);

    const realtorView = await t.call({
      method: 'GET',
      url: `/api/v1/video_tour/meeting_invites?start_date=${dateInDays(1)}&end_date=${dateInDays(3)}`,
      token: realtor.token,
    });
    const realtorInvite = (realtorView.json() as { data: MeetingInvite[] }).data.find((invite) => invite.id === near.id);
    expect(realtorInvite?.is_organiser).toBe(false);

    const upcoming = await t.call({
      method: 'GET',
      url: '/api/v1/upcoming-meeting-invites?limit=50',
      token: someone.token,
    });
    expect((upcoming.json() as { data: MeetingInvite[] }).data.map((invite) => invite.id)).toEqual([near.id, far.id]);

    expectError(
      await t.call({
        method: 'GET',
        url: `/api/v1/video_tour/meeting_invites?start_date=${dateInDays(5)}&end_date=${dateInDays(1)}`,
        token: someone.token,
      }),
      422,
      m.endBeforeStart,
    );
    const stranger = await t.user({ roles: ['Buyer'] });
    const strangers = await t.call({
      method: 'GET',
      url: '/api/v1/video_tour/meeting_invites',
      token: stranger.token,
    });
    expect((strangers.json() as { data: MeetingInvite[] }).data).toEqual([]);
  });
});

describe("a tour takes the realtor's time", () => {
  const bookAppointment = (date: string, start: string, end: string) =>
    t.call({ method: 'POST', url: '/api/v1/scheduling/appointments', payload: appointmentPayload(realtor.user.id, date, start, end), remoteAddress: nextIp() });
  const tourAt = (token: string, propertyId: number, date: string, time: string) =>
    bookTour(t, token, 'person_tour', { property_id: propertyId, date, time, timezone: 'America/Los_Angeles' });

  it('refuses a tour over a meeting the realtor already has, writing nothing', async () => {
    const property = await listing();
    const date = dateInDays(8);
    expect((await bookAppointment(date, '14:00', '15:00')).statusCode).toBe(200);
    const before = await meetingCount();
    expectError(await tourAt(buyer.token, property.id, date, '14:00'), 409, m.realtorBusy);
    expect(await meetingCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous tours of the same realtor and time succeed', async () => {
    const [first, second] = [await listing(), await listing()];
    const other = await t.user({ roles: ['Buyer'] });
    const date = dateInDays(9);
    const before = await meetingCount();
    const answers = await Promise.all([tourAt(buyer.token, first.id, date, '11:00'), tourAt(other.token, second.id, date, '11:00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await meetingCount()).toBe(before + 1);
  });

  it('lets exactly one of a simultaneous tour and appointment at the same time succeed', async () => {
    const property = await listing();
    const date = dateInDays(10);
    const before = await meetingCount();
    const answers = await Promise.all([tourAt(buyer.token, property.id, date, '16:00'), bookAppointment(date, '16:00', '17:00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await meetingCount()).toBe(before + 1);
  });
});
