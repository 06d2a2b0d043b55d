import type { MeetingKind } from '@openhouse/shared/meetings/schemas';
import { defineEvent } from '../../platform/events/events';

/** What messages say of a meeting: its subject and when (ISO instants and the zone it was booked in; each reader sees it in their own zone). */
export type MeetingNews = {
  meetingId: number;
  kind: MeetingKind;
  subject: string;
  start: string;
  end: string;
  time_zone: string;
};

/** A meeting was booked or people were added to one: each of `inviteeIds` is told and e-mailed the invitation. */
export const meetingInvited = defineEvent<MeetingNews & { organiserName: string; inviteeIds: number[] }>('meetings.invited');
export const meetingCancelled = defineEvent<
  MeetingNews & {
    cancelledByName: string;
    /** Null when the visitor of an appointment cancelled it from their e-mailed link. */
    cancelledBy: number | null;
    peopleIds: number[];
  }
>('meetings.cancelled');
/** The meeting starts within the hour. */
export const meetingReminderDue = defineEvent<MeetingNews & { peopleIds: number[] }>('meetings.reminder_due');
/** A visitor booked an appointment on an agent's public scheduling page: the agent is told, the visitor e-mailed. */
export const appointmentBooked = defineEvent<MeetingNews & { agentId: number; guestName: string; guestEmail: string }>('meetings.appointment_booked');
/** The realtor answered a buyer's tour request; for a proposal the times are the proposed ones. The buyer is told. */
export const tourAnswered = defineEvent<MeetingNews & { answer: 'accepted' | 'declined' | 'proposed'; reason: string | null; realtorName: string; buyerId: number }>(
  'meetings.tour_answered',
);
/** The buyer accepted the time the realtor proposed: the tour moved there, and the realtor is told. */
export const tourTimeAccepted = defineEvent<MeetingNews & { buyerName: string; realtorIds: number[] }>('meetings.tour_time_accepted');
