import { meetingMessages } from '@openhouse/shared/meetings/messages';
import type { Actor } from '../../platform/auth/session';
import { defineAccess } from '../../platform/access/access';
import { findMeetings, type MeetingWithParticipants } from './meetings.repository';

type MeetingAccessRecord = Pick<MeetingWithParticipants, 'id' | 'organiser_id' | 'participant_ids'>;
type MeetingRelation = 'organiser' | 'invitee';

/**
 * A meeting is its organiser's and its invitees' alone (admins included: a tour is a private appointment).
 * To anyone else it does not exist. Both sides may cancel it; only the organiser invites more people.
 */
export const meetingAccess = defineAccess({
  resource: 'meeting',
  load: findMeetings,
  relations: (actor: Actor | null, meeting: MeetingAccessRecord): MeetingRelation[] => {
    if (!actor) return [];
    const relations: MeetingRelation[] = [];
    if (actor.id === meeting.organiser_id) relations.push('organiser');
    if (meeting.participant_ids.includes(actor.id)) relations.push('invitee');
    return relations;
  },
  known: (relations) => relations.length > 0,
  permissions: {
    read: ['organiser', 'invitee'],
    cancel: ['organiser', 'invitee'],
    invite: ['organiser'],
  },
  notFoundMessage: meetingMessages.notFound,
});
