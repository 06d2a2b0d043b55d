import { httpMessages } from '@openhouse/shared/http/messages';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { MeetingInvite, MeetingParticipants } from '@openhouse/shared/meetings/schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, nextIp, outboxFor } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookedTour } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import { meetingParticipants, meetings } from './meetings.schema';
import { remindOfMeeting, REMINDER_QUEUE } from './reminders';

type Person = Awaited<ReturnType<TestApp['user']>>;

let t: TestApp;
let realtor: Person;
let buyer: Person;
let stranger: Person;
let admin: Person;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
  stranger = await t.user({ roles: ['Buyer'] });
  admin = await t.user({ roles: ['Admin'] });
  propertyId = (
    await insertProperty(t.database.db, realtor.user.id, {
      label: 'Hilltop villa',
    })
  ).id;
});
afterAll(async () => t?.close());

const tour = () => bookedTour(t, buyer.token, 'video_tour', { property_id: propertyId });
const participants = (token: string | undefined, id: number) =>
  t.call({
    method: 'GET',
    url: `/api/v1/video_tour/participants?meetingInviteId=${id}`,
    token,
  });
const cancel = (token: string | undefined, id: number) => t.call({ method: 'DELETE', url: `/api/v1/video_tour/cancel/${id}`, token });
const noticesOf = (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.id));
const statusOf = async (id: number) => (await t.database.db.select().from(meetings).where(eq(meetings.id, id)))[0]!.status;

describe('GET /video_tour/participants', () => {
  it('answers the location, sender and recipients to the organiser and the invitee only; others hear 404', async () => {
    const invite = await tour();
    for (const person of [buyer, realtor]) {
      const response = await participants(person.token, invite.id);
      expect(response.statusCode, response.body).toBe(200);
      const data = (response.json() as { data: MeetingParticipants }).data;
      expect(data).toEqual({
        location: invite.participants.location,
        sender: {
          id: buyer.user.id,
          name: 'Bea Buyer',
          email: buyer.user.email,
        },
        recipients: [
          {
            id: realtor.user.id,
            name: 'Rita Realtor',
            email: realtor.user.email,
          },
        ],
      });
    }
    expectError(await participants(stranger.token, invite.id), 404, m.notFound);
    for (const person of [buyer, realtor]) {
      const one = await t.call({
        method: 'GET',
        url: `/api/v1/video_tour/meeting_invites/${invite.id}`,
        token: person.token,
      });
      expect((one.json() as { data: MeetingInvite }).data).toMatchObject({
        id: invite.id,
        is_organiser: person === buyer,
      });
    }
    for (const person of [stranger, admin])
      expectError(
        await t.call({
          method: 'GET',
          url: `/api/v1/video_tour/meeting_invites/${invite.id}`,
          token: person.token,
        }),
        404,
        m.notFound,
      );
    expectError(await participants(admin.token, invite.id), 404, m.notFound);
    expectError(await participants(buyer.token, 2_000_000), 404, m.notFound);
    expect((await participants(undefined, invite.id)).statusCode).toBe(401);
  });
});

describe('DELETE /video_tour/cancel/{id}', () => {
  it('refuses strangers (404) and anonymous callers (401) and changes nothing', async () => {
    const invite = await tour();
    expectError(await cancel(stranger.token, invite.id), 404, m.notFound);
    expectError(await cancel(admin.token, invite.id), 404, m.notFound);
    expect((await cancel(undefined, invite.id)).statusCode).toBe(401);
    expect(await statusOf(invite.id)).toBe('scheduled');
  });

  it('lets the invitee cancel: the organiser is told and e-mailed the cancellation, and it leaves the lists', async () => {
    const invite = await tour();
    await t.app.platform.events.idle();
    const response = await cancel(realtor.token, invite.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.cancelled,
      data: { id: invite.id, status: 'cancelled' },
    });
    await t.app.platform.events.idle();
    const [notice] = await noticesOf(buyer.user.id);
    expect(notice?.message).toMatch(/^Rita Realtor cancelled Video tour: Hilltop villa on /);
    await t.app.platform.mailer.idle();
    const mails = await outboxFor(t.database.db, buyer.user.email, 'email');
    expect(mails.some((mail) => mail.subject === 'Cancelled: Video tour: Hilltop villa')).toBe(true);

    expectError(await cancel(buyer.token, invite.id), 409, m.alreadyCancelled);
    const list = await t.call({
      method: 'GET',
      url: '/api/v1/upcoming-meeting-invites?limit=50',
      token: realtor.token,
    });
    expect((list.json() as { data: MeetingInvite[] }).data.map((item) => item.id)).not.toContain(invite.id);
  });

  it('lets the organiser cancel too', async () => {
    const invite = await tour();
    expect((await cancel(buyer.token, invite.id)).statusCode).toBe(200);
    expect(await statusOf(invite.id)).toBe('cancelled');
  });
});

describe('reminders', () => {
  it('tell organiser and invitee once; a cancelled meeting reminds nobody', async () => {
    const kept = await tour();
    const dropped = await tour();
    expect((await cancel(buyer.token, dropped.id)).statusCode).toBe(200);
    await t.app.platform.events.idle();
    const before = {
      buyer: (await noticesOf(buyer.user.id)).length,
      realtor: (await noticesOf(realtor.user.id)).length,
    };

    await remindOfMeeting(t.app.platform, {
      meetingId: dropped.id,
      startingTime: dropped.start,
    });
    await remindOfMeeting(t.app.platform, {
      meetingId: kept.id,
      startingTime: kept.start,
    });
    await remindOfMeeting(t.app.platform, {
      meetingId: kept.id,
      startingTime: kept.start,
    }); // a retried job
    await t.app.platform.events.idle();

    for (const [person, count] of [
      [buyer, before.buyer],
      [realtor, before.realtor],
    ] as const) {
      const notices = await noticesOf(person.user.id);
      expect(notices.length).toBe(count + 1);
      expect(notices[0]!.message).toMatch(/^Reminder: Video tour: Hilltop villa starts in one hour/);
      expect(notices[0]!.path).toBe(`/dashboard?meeting=${kept.id}`);
    }
  });
});

describe('the reminder job on pg-boss', () => {
  it("is run by this instance's worker when due, and its notice reaches both sides", async () => {
    const invite = await tour();
    await t.app.platform.events.idle();
    const before = (await noticesOf(realtor.user.id)).length;
    // The booked job is due an hour before the tour; one due now stands in for it, through the same queue and worker.
    await t.app.platform.jobs.send(REMINDER_QUEUE, { meetingId: invite.id, startingTime: invite.start });
    const deadline = Date.now() + 30_000;
    while ((await noticesOf(realtor.user.id)).length === before) {
      if (Date.now() > deadline) throw new Error('the reminder never arrived');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await t.app.platform.events.idle();
    expect((await noticesOf(realtor.user.id))[0]!.message).toMatch(/^Reminder: Video tour: Hilltop villa starts in one hour/);
    expect((await noticesOf(buyer.user.id))[0]!.message).toMatch(/^Reminder: Video tour: Hilltop villa starts in one hour/);
  });
});

describe('POST /invite_mail and POST /send-email', () => {
  it('the organiser adds a user, who is told, e-mailed and may then see the meeting', async () => {
    const invite = await tour();
    const guest = await t.user({ roles: ['Agent'], name: 'Gus Guest' });
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/v1/invite_mail',
        token: realtor.token,
        remoteAddress: nextIp(),
        payload: { meeting_id: invite.id, recipient_ids: [guest.user.id] },
      }),
      403,
      httpMessages.unauthorized,
    );
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/v1/invite_mail',
        token: stranger.token,
        remoteAddress: nextIp(),
        payload: { meeting_id: invite.id, recipient_ids: [guest.user.id] },
      }),
      404,
      m.notFound,
    );
    expect((await participants(guest.token, invite.id)).statusCode).toBe(404);
    // Someone the organiser shares nothing with answers exactly as an id nobody holds: invitations cannot walk accounts.
    const invite_ = (ids: number[]) => t.call({ method: 'POST', url: '/api/v1/invite_mail', token: buyer.token, remoteAddress: nextIp(), payload: { meeting_id: invite.id, recipient_ids: ids } });
    const nobody = await invite_([2_000_000_000]);
    expectError(nobody, 422, m.inviteeUnknown);
    expect((await invite_([stranger.user.id])).body).toBe(nobody.body);

    const response = await t.call({
      method: 'POST',
      url: '/api/v1/invite_mail',
      token: buyer.token,
      remoteAddress: nextIp(),
      payload: {
        meeting_id: invite.id,
        recipient_ids: [guest.user.id, realtor.user.id],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.platform.events.idle();
    await t.app.platform.mailer.idle();
    expect((await participants(guest.token, invite.id)).statusCode).toBe(200);
    expect((await noticesOf(guest.user.id))[0]?.message).toMatch(/^Bea Buyer invited you to Video tour: Hilltop villa/);
    expect((await outboxFor(t.database.db, guest.user.email, 'email')).map((mail) => mail.subject)).toContain('Invitation: Video tour: Hilltop villa');
    const rows = await t.database.db.select().from(meetingParticipants).where(eq(meetingParticipants.meeting_id, invite.id));
    expect(rows.map((row) => row.user_id).sort()).toEqual([realtor.user.id, guest.user.id].sort());

    expectError(
      await t.call({
        method: 'POST',
        url: '/api/v1/invite_mail',
        token: buyer.token,
        remoteAddress: nextIp(),
        payload: { meeting_id: invite.id, recipient_ids: [guest.user.id] },
      }),
      409,
      m.alreadyParticipant,
    );
  });

  it('the organiser e-mails the invitation to an address; the HTML of a note is escaped', async () => {
    const invite = await tour();
    const send = (token: string, payload: object) =>
      t.call({
        method: 'POST',
        url: '/api/v1/send-email',
        token,
        remoteAddress: nextIp(),
        payload,
      });
    expectError(
      await send(stranger.token, {
        meeting_id: invite.id,
        email: 'friend@example.com',
      }),
      404,
      m.notFound,
    );
    expectError(await send(buyer.token, { meeting_id: invite.id, email: 'not-an-email' }), 422, m.emailInvalid);
    const response = await send(buyer.token, {
      meeting_id: invite.id,
      email: 'friend@example.com',
      name: 'Fay',
      message: '<b>Join us</b>',
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.platform.mailer.idle();
    const [mail] = await outboxFor(t.database.db, 'friend@example.com', 'email');
    expect(mail?.subject).toBe('Invitation: Video tour: Hilltop villa');
    expect(mail?.body_html).toContain('&lt;b&gt;Join us&lt;/b&gt;');
  });
});
