import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookedTour } from '../../../test/helpers/meetings';
import { insertProperty } from '../../../test/helpers/properties';
import { attachment, decodeQuotedPrintable, startSmtpPeer, type Received } from '../../../test/helpers/smtp-peer';

type Person = Awaited<ReturnType<TestApp['user']>>;

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let realtor: Person;
let buyer: Person;
let propertyId: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  buyer = await t.user({ roles: ['Buyer'], name: 'Bea Buyer' });
  propertyId = (
    await insertProperty(t.database.db, realtor.user.id, {
      label: 'Harbor loft',
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Observance = { onset: string; offsetTo: number };

/**
 * Reads the instant an iCalendar DTSTART/DTEND names, the way a calendar does: its TZID's VTIMEZONE gives
 * the offset of the last observance that began before that wall-clock time.
 */
function parseCalendar(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const observances: Observance[] = [];
  let onset = '';
  for (const line of lines) {
    if (line.startsWith('DTSTART:')) onset = line.slice('DTSTART:'.length);
    if (line.startsWith('TZOFFSETTO:')) {
      const match = /([+-])(\d{2})(\d{2})/.exec(line)!;
      observances.push({
        onset,
        offsetTo: (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])),
      });
    }
  }
  const instant = (name: 'DTSTART' | 'DTEND') => {
    const line = lines.find((candidate) => candidate.startsWith(`${name};TZID=`))!;
    const [, zone, local] = /TZID=([^:]+):(\d{8}T\d{6})/.exec(line)!;
    const observance = observances
      .filter((item) => item.onset <= local!)
      .sort((a, b) => a.onset.localeCompare(b.onset))
      .at(-1)!;
    const wall = Date.UTC(
      +local!.slice(0, 4),
      +local!.slice(4, 6) - 1,
      +local!.slice(6, 8),
      +local!.slice(9, 11),
      +local!.slice(11, 13),
      +local!.slice(13, 15),
    );
    return {
      zone: zone!,
      local: local!,
      offset: observance.offsetTo,
      at: new Date(wall - observance.offsetTo * 60_000),
    };
  };
  return {
    lines,
    tzid: lines.find((line) => line.startsWith('TZID:'))?.slice(5),
    start: instant('DTSTART'),
    end: instant('DTEND'),
  };
}

async function invitationFor(email: string, subject: string): Promise<Received> {
  await t.app.platform.events.idle();
  await t.app.platform.mailer.idle();
  const mail = smtp.received.filter((item) => item.to.includes(email) && item.raw.includes(subject)).at(-1);
  expect(mail, `mail to ${email} about ${subject}`).toBeDefined();
  return mail!;
}

describe('invitation e-mails over SMTP', () => {
  const year = new Date().getUTCFullYear() + 1;

  it('reach the invited realtor once for a tour and once for its cancellation: the .ics mail, no second notification mail', async () => {
    const mailsTo = async (email: string) => {
      await t.app.platform.events.idle();
      await t.app.platform.mailer.idle();
      return smtp.received.filter((item) => item.to.includes(email));
    };
    const invitee = await t.user({ roles: ['Realtor'], name: 'Ivy Invitee' });
    const listing = await insertProperty(t.database.db, invitee.user.id, { label: 'Quiet cottage' });
    const invite = await bookedTour(t, buyer.token, 'person_tour', { property_id: listing.id, date: `${year}-05-05`, time: '10:00' });
    const afterBooking = await mailsTo(invitee.user.email);
    expect(afterBooking).toHaveLength(1);
    expect(attachment(afterBooking[0]!, 'invite.ics')).toContain('METHOD:REQUEST');
    const notices = await t.call({ method: 'GET', url: '/api/v1/notification', token: invitee.token });
    expect(JSON.stringify(notices.json())).toContain('invited you to');
    const cancelled = await t.call({ method: 'DELETE', url: `/api/v1/video_tour/cancel/${invite.id}`, token: buyer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancelling = await mailsTo(invitee.user.email);
    expect(afterCancelling).toHaveLength(2);
    expect(afterCancelling.some((mail) => mail.raw.includes('New notification on Openhouse'))).toBe(false);
  });

  it.each([
    { zone: 'America/New_York', date: `${year}-07-15`, time: '14:00', offset: -240 },
    { zone: 'America/New_York', date: `${year}-01-15`, time: '14:00', offset: -300 },
    // 02:00 in Tokyo is 09:00 or 10:00 the day before in Los Angeles: within the realtor's hours.
    { zone: 'Asia/Tokyo', date: `${year}-03-10`, time: '02:00', offset: 540 },
  ])('carry an .ics whose TZID and VTIMEZONE place $date $time in $zone at the booked instant', async ({ zone, date, time, offset }) => {
    const invite = await bookedTour(t, buyer.token, 'video_tour', {
      property_id: propertyId,
      date,
      time,
      timezone: zone,
    });
    const mail = await invitationFor(realtor.user.email, `Invitation: Video tour: Harbor loft`);
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/);
    const calendar = parseCalendar(attachment(mail, 'invite.ics'));

    expect(calendar.lines).toContain('METHOD:REQUEST');
    expect(calendar.lines).toContain('BEGIN:VTIMEZONE');
    expect(calendar.tzid).toBe(zone);
    expect(calendar.start).toMatchObject({
      zone,
      local: `${date.replaceAll('-', '')}T${time.replace(':', '')}00`,
      offset,
    });
    expect(calendar.start.at.toISOString()).toBe(invite.start);
    expect(calendar.end.at.toISOString()).toBe(invite.end);
    expect(calendar.lines.some((line) => line.startsWith('ATTENDEE;') && line.endsWith(`mailto:${realtor.user.email}`))).toBe(true);
    expect(calendar.lines.some((line) => line.startsWith('ORGANIZER;') && line.endsWith(`mailto:${buyer.user.email}`))).toBe(true);
    expect(calendar.lines).toContain(`UID:meeting-${invite.id}@openhouse.test`);
  });

  it('a cancellation carries the same UID with METHOD:CANCEL', async () => {
    const invite = await bookedTour(t, buyer.token, 'person_tour', {
      property_id: propertyId,
    });
    const response = await t.call({
      method: 'DELETE',
      url: `/api/v1/video_tour/cancel/${invite.id}`,
      token: realtor.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await invitationFor(buyer.user.email, 'Cancelled: In-person tour: Harbor loft');
    const calendar = parseCalendar(attachment(mail, 'cancel.ics'));
    expect(calendar.lines).toContain('METHOD:CANCEL');
    expect(calendar.lines).toContain('STATUS:CANCELLED');
    expect(calendar.lines).toContain(`UID:meeting-${invite.id}@openhouse.test`);
    expect(calendar.start.at.toISOString()).toBe(invite.start);
  });

  it("gives each person the meeting on their own clock: the .ics's zone and the e-mail's text", async () => {
    const tokyo = await t.user({ roles: ['Realtor'], name: 'Taro Tokyo', timezone: 'Asia/Tokyo' });
    const newYork = await t.user({ roles: ['Agent'], name: 'Nina New York', timezone: 'America/New_York' });
    const tokyoListing = (await insertProperty(t.database.db, tokyo.user.id, { label: 'Shibuya flat' })).id;
    // 17:00 in Los Angeles in July is midnight UTC: 09:00 the next morning in Tokyo (the realtor's hours), 20:00 in New York.
    const invite = await bookedTour(t, buyer.token, 'video_tour', { property_id: tokyoListing, date: `${year}-07-15`, time: '17:00', timezone: 'America/Los_Angeles' });
    const added = await t.call({ method: 'POST', url: '/api/v1/invite_mail', token: buyer.token, payload: { meeting_id: invite.id, recipient_ids: [newYork.user.id] } });
    expect(added.statusCode, added.body).toBe(200);

    const expected = [
      { person: tokyo, zone: 'Asia/Tokyo', local: `${year}0716T090000`, text: ['Jul 16, 9:00 AM', '10:00 AM (Asia/Tokyo)'] },
      { person: newYork, zone: 'America/New_York', local: `${year}0715T200000`, text: ['Jul 15, 8:00 PM', '9:00 PM (America/New_York)'] },
    ];
    for (const { person, zone, local, text } of expected) {
      const mail = await invitationFor(person.user.email, 'Invitation: Video tour: Shibuya flat');
      const calendar = parseCalendar(attachment(mail, 'invite.ics'));
      expect(calendar.tzid).toBe(zone);
      expect(calendar.start).toMatchObject({ zone, local });
      expect(calendar.start.at.toISOString()).toBe(invite.start);
      expect(calendar.end.at.toISOString()).toBe(invite.end);
      const body = decodeQuotedPrintable(mail.raw);
      for (const part of text) expect(body).toContain(part);
    }
  });
});
