import { escapeHtml } from '@openhouse/shared/format/html';
import { MEETING_TYPE_LABELS, whereLine } from '@openhouse/shared/meetings/booking-rules';
import type { Platform } from '../../platform/context';
import type { MailMessage } from '../../platform/mail/mailer';
import { findPeople, type Person } from '../accounts/people';
import { buildIcs, type IcsMeeting } from './ics';
import { newGuestLink } from './guest-appointments.service';
import { appointmentBooked, meetingCancelled, meetingInvited } from './meetings.events';
import { findMeetings, type MeetingWithParticipants } from './meetings.repository';
import { meetingWhen, readerZone } from './meeting-views';

/** Who an invitation goes to; a person of Openhouse reads its times in their own zone. */
type Recipient = { name: string; email: string; timezone?: string | null };

/** The calendar's view of a meeting; the UID stays the same for its whole life so a cancel replaces the invite. */
function icsOf(platform: Platform, meeting: MeetingWithParticipants, people: Map<number, Person>, method: IcsMeeting['method'], timeZone: string): string {
  const person = (id: number) => ({
    name: people.get(id)?.name ?? 'Openhouse user',
    email: people.get(id)?.email ?? platform.config.MAIL_FROM,
  });
  const isLink = meeting.location?.startsWith('https://') ?? false;
  return buildIcs({
    uid: `meeting-${meeting.id}@${new URL(platform.config.publicUrl).hostname}`,
    sequence: method === 'CANCEL' ? 1 : 0,
    method,
    subject: meeting.subject,
    description: [meeting.description, isLink ? `Join: ${meeting.location}` : null].filter(Boolean).join('\n\n') || null,
    location: meeting.location,
    url: isLink ? meeting.location : null,
    start: meeting.starting_time,
    end: meeting.ending_time,
    timeZone,
    organiser: person(meeting.organiser_id),
    // An appointment's visitor has no account: they are its attendee by the name and address they booked with.
    attendees: [...meeting.participant_ids.map(person), ...(meeting.guest_email ? [{ name: meeting.guest_name ?? meeting.guest_email, email: meeting.guest_email }] : [])],
  });
}

/** An invitation (or its cancellation) to one person, with the .ics that puts it in their calendar. */
export function meetingMail(
  platform: Platform,
  meeting: MeetingWithParticipants,
  people: Map<number, Person>,
  to: Recipient,
  options: { method: IcsMeeting['method']; note?: string; guestLink?: string },
): MailMessage {
  const organiser = people.get(meeting.organiser_id)?.name ?? 'Openhouse';
  const cancelled = options.method === 'CANCEL';
  const zone = readerZone(meeting, to.timezone);
  const when = meetingWhen(meeting, to.timezone);
  const lead = cancelled ? `${meeting.subject} on ${when} is cancelled.` : `${organiser} invited you to ${meeting.subject} on ${when}.`;
  const where = meeting.location ? whereLine(meeting.meeting_type, meeting.location) : '';
  const how = meeting.meeting_type ? `How: ${MEETING_TYPE_LABELS[meeting.meeting_type]}` : '';
  // A visitor without an account manages the appointment through their own link; people of Openhouse open it there.
  const link = options.guestLink ?? `${platform.config.publicUrl}/dashboard?meeting=${meeting.id}`;
  const linkText = options.guestLink ? 'Cancel it or book another time' : 'See the meeting in Openhouse';
  const ics = icsOf(platform, meeting, people, options.method, zone);
  return {
    to: to.email,
    subject: cancelled ? `Cancelled: ${meeting.subject}` : `Invitation: ${meeting.subject}`,
    text: [`Hi ${to.name},`, lead, options.note ?? '', how, where, cancelled ? '' : `${linkText}: ${link}`, 'The attached calendar file adds it to your calendar.']
      .filter(Boolean)
      .join('\n\n'),
    html:
      `<p>Hi ${escapeHtml(to.name)},</p><p>${escapeHtml(lead)}</p>` +
      (options.note ? `<p>${escapeHtml(options.note)}</p>` : '') +
      (how ? `<p>${escapeHtml(how)}</p>` : '') +
      (where ? `<p>${escapeHtml(where)}</p>` : '') +
      (cancelled ? '' : `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`) +
      '<p>The attached calendar file adds it to your calendar.</p>',
    attachments: [
      {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${options.method}`,
      },
    ],
  };
}

/** The meeting with everyone in it, for e-mails written after its events. */
export async function meetingWithPeople(
  platform: Platform,
  meetingId: number,
): Promise<{
  meeting: MeetingWithParticipants;
  people: Map<number, Person>;
} | null> {
  const [meeting] = await findMeetings(platform.db, [meetingId]);
  if (!meeting) return null;
  const people = await findPeople(platform.db, [meeting.organiser_id, ...meeting.participant_ids]);
  return {
    meeting,
    people: new Map(people.map((person) => [person.id, person])),
  };
}

/**
 * E-mails the meeting's invitation (or cancellation) to each of these people in it, and to its guest (an
 * appointment's visitor, who has no account) when asked.
 */
async function mailPeople(platform: Platform, meetingId: number, peopleIds: readonly number[], method: IcsMeeting['method'], options: { guest: boolean }): Promise<void> {
  const found = await meetingWithPeople(platform, meetingId);
  // An invitation delivered after its meeting was cancelled would only mislead.
  if (!found || (method === 'REQUEST' && found.meeting.status === 'cancelled')) return;
  for (const id of peopleIds) {
    const person = found.people.get(id);
    if (person) await platform.mailer.send(meetingMail(platform, found.meeting, found.people, person, { method }));
  }
  const { guest_name: name, guest_email: email } = found.meeting;
  if (!options.guest || !email) return;
  const guestLink = method === 'REQUEST' && found.meeting.kind === 'appointment' ? await newGuestLink(platform, found.meeting.id) : undefined;
  await platform.mailer.send(meetingMail(platform, found.meeting, found.people, { name: name ?? email, email }, { method, guestLink }));
}

/** Invitations and cancellations follow their events, so a delivery that fails is retried with them. */
export function subscribeMeetingMail(platform: Platform): void {
  platform.events.on(meetingInvited, 'meeting-mail', (event) => mailPeople(platform, event.meetingId, event.inviteeIds, 'REQUEST', { guest: false }));
  platform.events.on(appointmentBooked, 'meeting-mail', (event) => mailPeople(platform, event.meetingId, [], 'REQUEST', { guest: true }));
  platform.events.on(meetingCancelled, 'meeting-mail', (event) => mailPeople(platform, event.meetingId, event.peopleIds, 'CANCEL', { guest: true }));
}
