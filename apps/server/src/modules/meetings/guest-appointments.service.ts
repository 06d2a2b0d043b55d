import { timingSafeEqual } from 'node:crypto';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { GuestAppointment } from '@openhouse/shared/meetings/appointment-schemas';
import type { Platform } from '../../platform/context';
import { digest, newToken } from '../../platform/auth/tokens';
import { conflict, notFound } from '../../platform/http/errors';
import { findPerson, findUserName } from '../accounts/people';
import { meetingCancelled } from './meetings.events';
import { cancelScheduledMeeting, findMeetings, setGuestTokenHash, type MeetingWithParticipants } from './meetings.repository';
import { meetingNewsTimes } from './meeting-views';

/** The web page a visitor's e-mailed link opens: their appointment, to cancel or to book another time. */
const guestPath = (id: number, token: string) => `/booking/${id}?token=${token}`;

/**
 * A new link for the visitor of an appointment, written into their invitation. Only its digest is kept, so
 * a leaked database holds no working link; a later invitation's link replaces an earlier one.
 */
export async function newGuestLink(platform: Platform, meetingId: number): Promise<string> {
  const token = newToken();
  await setGuestTokenHash(platform.db, meetingId, digest(token));
  return `${platform.config.publicUrl}${guestPath(meetingId, token)}`;
}

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The appointment a link names, when its token is that appointment's; anything else is not found (nothing told apart). */
async function requireGuestAppointment(platform: Platform, id: number, token: string): Promise<MeetingWithParticipants> {
  const [meeting] = await findMeetings(platform.db, [id]);
  if (!meeting || meeting.kind !== 'appointment' || !meeting.guest_token_hash || !sameDigest(meeting.guest_token_hash, digest(token))) throw notFound(m.appointmentLinkInvalid);
  return meeting;
}

async function guestView(platform: Platform, meeting: MeetingWithParticipants): Promise<GuestAppointment> {
  const agent = await findPerson(platform.db, meeting.organiser_id);
  return {
    id: meeting.id,
    subject: meeting.subject,
    start: meeting.starting_time.toISOString(),
    end: meeting.ending_time.toISOString(),
    timezone: meeting.time_zone,
    location: meeting.location,
    meeting_type: meeting.meeting_type ?? 'video',
    status: meeting.status,
    agent: { name: agent?.name ?? 'Your agent', user_name: await findUserName(platform.db, meeting.organiser_id) },
  };
}

/** GET /scheduling/appointments/{id}?token (public): the visitor's appointment, through their e-mailed link. */
export async function readGuestAppointment(platform: Platform, id: number, token: string): Promise<{ data: GuestAppointment }> {
  return { data: await guestView(platform, await requireGuestAppointment(platform, id, token)) };
}

/**
 * POST /scheduling/appointments/{id}/cancel (public, the link's token): the visitor cancels without an account.
 * The agent is told and both are sent the calendar's cancellation, as when a person of Openhouse cancels.
 */
export async function cancelGuestAppointment(platform: Platform, id: number, token: string): Promise<{ message: string; data: GuestAppointment }> {
  const meeting = await requireGuestAppointment(platform, id, token);
  if (meeting.status === 'cancelled') throw conflict(m.alreadyCancelled);
  if (meeting.ending_time.getTime() <= Date.now()) throw conflict(m.alreadyOver);
  await platform.events.transaction(async (tx, emit) => {
    if (!(await cancelScheduledMeeting(tx, meeting.id, null))) throw conflict(m.alreadyCancelled);
    await emit(meetingCancelled, {
      meetingId: meeting.id,
      kind: meeting.kind,
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      cancelledBy: null,
      cancelledByName: meeting.guest_name ?? meeting.guest_email ?? 'Your visitor',
      peopleIds: [meeting.organiser_id],
    });
  });
  const [cancelled] = await findMeetings(platform.db, [meeting.id]);
  return { message: m.appointmentCancelledByVisitor, data: await guestView(platform, cancelled!) };
}
