import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, TourFreeTimes } from '@openhouse/shared/meetings/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookedTour, bookTour, dateInDays } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import { meetings } from './meetings.schema';

type Person = Awaited<ReturnType<TestApp['user']>>;

let t: TestApp;
let realtor: Person;
let buyer: Person;
let stranger: Person;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
  stranger = await t.user({ roles: ['Buyer'], name: 'Sam Stranger' });
  propertyId = (await insertProperty(t.database.db, realtor.user.id, { label: 'Lakeside cottage' })).id;
});
afterAll(async () => t?.close());

const LA = 'America/Los_Angeles';
const meetingCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(meetings))[0]!.n;
const latestNotice = async (userId: number) => {
  await t.app.platform.events.idle();
  const [row] = await t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.id)).limit(1);
  return row?.message;
};
const freeTimes = (date: string, token: string | null = buyer.token) => t.call({ method: 'GET', url: `/api/v1/tour/free-times?property_id=${propertyId}&date=${date}`, token: token ?? undefined });
const answer = (id: number, body: object, token: string | null = realtor.token) => t.call({ method: 'POST', url: `/api/v1/tour/${id}/answer`, token: token ?? undefined, payload: body });
const acceptTime = (id: number, token: string | null = buyer.token) => t.call({ method: 'POST', url: `/api/v1/tour/${id}/accept-time`, token: token ?? undefined });
const tourAt = (date: string, time: string, timezone = LA) => bookedTour(t, buyer.token, 'person_tour', { property_id: propertyId, date, time, timezone });

/**
 * A Sunday 20 to 26 days ahead, as YYYY-MM-DD: clear of the dates the other tests here book (12 to 15 days ahead, and from 30 on),
 * whatever the weekday today. From 7 days ahead it fell on the 13th day on a Monday, over another test's 9:00 tour.
 */
function nextSunday(): string {
  const day = new Date(Date.now() + 20 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((7 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

describe("tours keep to the realtor's hours", () => {
  it('refuse 3 AM on a Sunday, a start off the hour and an evening in the buyer’s zone that is past 7 PM for the realtor, writing nothing', async () => {
    const before = await meetingCount();
    const sunday = nextSunday();
    expectError(await bookTour(t, buyer.token, 'person_tour', { property_id: propertyId, date: sunday, time: '03:00', timezone: LA }), 422, m.slotNotOffered);
    expectError(await bookTour(t, buyer.token, 'person_tour', { property_id: propertyId, date: sunday, time: '09:30', timezone: LA }), 422, m.slotNotOffered);
    // 22:00 in New York is 19:00 in Los Angeles: the realtor's day is over.
    expectError(await bookTour(t, buyer.token, 'video_tour', { property_id: propertyId, date: sunday, time: '22:00', timezone: 'America/New_York' }), 422, m.slotNotOffered);
    expect(await meetingCount()).toBe(before);
    // 12:00 in New York is 9:00 for the realtor: taken.
    const booked = await bookedTour(t, buyer.token, 'video_tour', { property_id: propertyId, date: sunday, time: '12:00', timezone: 'America/New_York' });
    expect(formatMeetingTime(booked.start, LA)).toBe(`${sunday} 09:00:00`);
  });

  it("offer the realtor's free hours of a day, 7 AM to 6 PM starts on the realtor's clock, without the booked ones", async () => {
    const date = dateInDays(12);
    await tourAt(date, '10:00');
    const response = await freeTimes(date);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: TourFreeTimes }).data;
    expect(data.timezone).toBe(LA);
    expect(data.times.map((slot) => slot.time)).toEqual(['07:00', '08:00', '09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(new Date(data.times[0]!.end).getTime() - new Date(data.times[0]!.start).getTime()).toBe(3_600_000);

    expect((await freeTimes(date, null)).statusCode).toBe(401);
    // The realtor reads them too, to propose another time.
    expect((await freeTimes(date, realtor.token)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/v1/tour/free-times?property_id=999999&date=${date}`, token: buyer.token })).statusCode).toBe(404);
    expect((await freeTimes('2026-02-30')).statusCode).toBe(422);
  });
});

describe('a realtor answers a tour request', () => {
  it('accepts it, once; the buyer is told; nobody else may answer', async () => {
    const tour = await tourAt(dateInDays(13), '09:00');
    expect((await answer(tour.id, { answer: 'accept' }, null)).statusCode).toBe(401);
    expect((await answer(tour.id, { answer: 'accept' }, buyer.token)).statusCode).toBe(403);
    expect((await answer(tour.id, { answer: 'accept' }, stranger.token)).statusCode).toBe(404);
    expect((await answer(tour.id, { answer: 'maybe' })).statusCode).toBe(422);

    const accepted = await answer(tour.id, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ message: m.tourAccepted, data: { status: 'scheduled', tour: { answer: 'accepted' } } });
    expect(await latestNotice(buyer.user.id)).toMatch(/^Rita Realtor accepted your tour request: In-person tour: Lakeside cottage on .+9:00 AM/);
    expectError(await answer(tour.id, { answer: 'decline', reason: 'Changed my mind' }), 409, m.tourAlreadyAnswered);
  });

  it('declines it with a reason: the tour is cancelled, its hour free again, and the buyer reads why', async () => {
    const date = dateInDays(14);
    const tour = await tourAt(date, '11:00');
    expectError(await answer(tour.id, { answer: 'decline', reason: '  ' }), 422, m.declineReasonRequired);
    const declined = await answer(tour.id, { answer: 'decline', reason: 'The sellers are away that day.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'cancelled', tour: { answer: 'declined', reason: 'The sellers are away that day.' } });
    expect(await latestNotice(buyer.user.id)).toMatch(/^Rita Realtor declined your tour request \(.+\): The sellers are away that day\.$/);
    const times = (await freeTimes(date)).json().data as TourFreeTimes;
    expect(times.times.map((slot) => slot.time)).toContain('11:00');
  });

  it('proposes another free hour; the buyer accepts it and the tour moves there, the realtor told', async () => {
    const date = dateInDays(15);
    const tour = await tourAt(date, '09:00');
    const busy = await tourAt(date, '15:00');
    // Not outside the realtor's hours, not over another meeting, not for the buyer to propose.
    expectError(await answer(tour.id, { answer: 'propose', date, time: '20:00', timezone: LA }), 422, m.slotNotOffered);
    expectError(await answer(tour.id, { answer: 'propose', date, time: '15:00', timezone: LA }), 409, m.realtorBusy);
    expect((await answer(tour.id, { answer: 'propose', date, time: '14:00', timezone: LA }, buyer.token)).statusCode).toBe(403);
    expectError(await acceptTime(tour.id), 409, m.noProposedTime);

    const proposed = await answer(tour.id, { answer: 'propose', date, time: '14:00', timezone: LA });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const data = proposed.json().data as MeetingInvite;
    expect(data.tour?.answer).toBe('proposed');
    expect(new Date(data.tour!.proposed_start!).getTime() - new Date(data.start).getTime()).toBe(5 * 3_600_000);
    expect(data.starting_time).toBe(`${date} 09:00:00`);
    expect(await latestNotice(buyer.user.id)).toMatch(/^Rita Realtor proposed another time for In-person tour: Lakeside cottage: .+2:00 PM.+Open it to accept the new time\.$/);

    expect((await acceptTime(tour.id, realtor.token)).statusCode).toBe(403);
    expect((await acceptTime(tour.id, stranger.token)).statusCode).toBe(404);
    const moved = await acceptTime(tour.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ message: m.proposedTimeAccepted, data: { starting_time: `${date} 14:00:00`, ending_time: `${date} 15:00:00`, tour: { answer: 'accepted', proposed_start: null } } });
    expect(await latestNotice(realtor.user.id)).toMatch(/^Bea Buyer accepted the new time for In-person tour: Lakeside cottage: .+2:00 PM/);
    const times = ((await freeTimes(date)).json().data as TourFreeTimes).times.map((slot) => slot.time);
    expect(times).toContain('09:00');
    expect(times).not.toContain('14:00');
    expect(busy.status).toBe('scheduled');
  });
});
