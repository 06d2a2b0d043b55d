import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import type { inviteMailSchema, MeetingInvite, sendInvitationEmailSchema } from '@openhouse/shared/meetings/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, invalidField } from '../../platform/http/errors';
import { findPeople } from '../accounts/people';
import { unreachablePeople } from '../messaging/contacts';
import { meetingAccess } from './meetings.access';
import { meetingInvited } from './meetings.events';
import { addParticipants, findMeetings } from './meetings.repository';
import { meetingMail, meetingWithPeople } from './meeting-mail';
import { meetingNewsTimes, toMeetingInvites } from './meeting-views';

/** Only a meeting still to come can be sent out again. */
function requireOpen(meeting: { status: string; ending_time: Date }): void {
  if (meeting.status === 'cancelled') throw conflict(m.alreadyCancelled);
  if (meeting.ending_time.getTime() <= Date.now()) throw conflict(m.alreadyOver);
}

/**
 * POST /invite_mail: the organiser adds people of Openhouse to a meeting. Each new participant is told and
 * e-mailed the invitation with its calendar file; people already in it are left alone.
 */
export async function inviteToMeeting(
  platform: Platform,
  actor: Actor,
  input: z.output<typeof inviteMailSchema>,
): Promise<{ message: string; data: MeetingInvite }> {
  const meeting = await meetingAccess.require(platform.db, actor, 'invite', input.meeting_id);
  requireOpen(meeting);
  const wanted = [...new Set(input.recipient_ids)].filter((id) => id !== meeting.organiser_id && !meeting.participant_ids.includes(id));
  // Only people the organiser may reach, answered as ids nobody holds: invitations cannot walk accounts for names.
  if ((await unreachablePeople(platform.db, actor, wanted)).length > 0) throw invalidField('recipient_ids', m.inviteeUnknown);
  if (wanted.length === 0) throw conflict(m.alreadyParticipant);
  const organiser = (await findPeople(platform.db, [actor.id]))[0];
  await platform.events.transaction(async (tx, emit) => {
    const added = await addParticipants(tx, meeting.id, wanted);
    if (added.length === 0) return;
    await emit(meetingInvited, {
      meetingId: meeting.id,
      kind: meeting.kind,
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      organiserName: organiser?.name ?? 'Someone',
      inviteeIds: added,
    });
  });
  const [invite] = await toMeetingInvites(platform.db, await findMeetings(platform.db, [meeting.id]), actor.id);
  return { message: m.invitationsSent, data: invite! };
}

/**
 * POST /send-email: the organiser e-mails the invitation to an address (someone without an account, a
 * second address). Nothing is stored but the outbox's copy; the recipient does not join the meeting in the app.
 */
export async function emailInvitation(platform: Platform, actor: Actor, input: z.output<typeof sendInvitationEmailSchema>): Promise<{ message: string }> {
  const meeting = await meetingAccess.require(platform.db, actor, 'invite', input.meeting_id);
  requireOpen(meeting);
  const found = await meetingWithPeople(platform, meeting.id);
  const recipient = { name: input.name || input.email, email: input.email };
  await platform.mailer.send(
    meetingMail(platform, found!.meeting, found!.people, recipient, {
      method: 'REQUEST',
      note: input.message,
    }),
  );
  return { message: m.invitationSent };
}
