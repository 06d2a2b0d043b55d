import { z } from 'zod';
import { MEETING_TYPES } from './booking-rules';
import { isCalendarDate } from '../format/datetime';
import { recordId } from '../http/record-id';
import { multiLineText, singleLineText, textMessages } from '../http/text';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { meetingMessages as m } from './messages';

/** `appointment`: booked by a visitor on an agent's public scheduling page (the agent organises it, the visitor is its guest). */
export const MEETING_KINDS = ['person_tour', 'video_tour', 'meeting', 'appointment'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const calendarDate = singleLineText({ error: m.dateRequired }).min(1, { error: m.dateRequired }).refine(isCalendarDate, { error: m.invalidDate });
const clockTime = singleLineText({ error: m.timeRequired })
  .min(1, { error: m.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidTime });
/** An IANA zone name; the server falls back to the product's default for one it does not know. */
const timeZone = singleLineText().max(64).optional();

/** POST /person_tour: an in-person tour of a listing, at a date and time in the buyer's zone. */
export const personTourSchema = z.object({
  property_id: recordId,
  date: calendarDate,
  time: clockTime,
  note: multiLineText().trim().max(1000).optional(),
  timezone: timeZone,
});
export type PersonTourInput = z.input<typeof personTourSchema>;

export const meetingLink = singleLineText()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), {
    error: m.meetingLinkInvalid,
  });

/** POST /video_tour: the same, with a meeting link; without one a Jitsi Meet room is made up. */
export const videoTourSchema = personTourSchema.extend({
  meeting_link: meetingLink.optional(),
});
export type VideoTourInput = z.input<typeof videoTourSchema>;

/** Where a tour request stands: the realtor has not answered yet, accepted, declined, or proposed another time. */
export const TOUR_ANSWERS = ['pending', 'accepted', 'declined', 'proposed'] as const;
export type TourAnswer = (typeof TOUR_ANSWERS)[number];

/** POST /tour/{id}/answer: the realtor accepts, declines with a reason, or proposes another time (date and time in `timezone`). */
const TOUR_ANSWER_REASON_MAX = 500;
const tourAnswerReason = multiLineText({ error: m.declineReasonRequired })
  .trim()
  .min(1, { error: m.declineReasonRequired })
  .max(TOUR_ANSWER_REASON_MAX, { error: textMessages.maxLength(TOUR_ANSWER_REASON_MAX) });
/** A decline needs its reason; an acceptance or a proposal may carry a note too, held to the same rules. */
export const tourAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept'), reason: tourAnswerReason.optional() }),
  z.object({ answer: z.literal('decline'), reason: tourAnswerReason }),
  z.object({ answer: z.literal('propose'), date: calendarDate, time: clockTime, timezone: timeZone, reason: tourAnswerReason.optional() }),
]);
export type TourAnswerInput = z.input<typeof tourAnswerSchema>;

/** GET /tour/free-times?property_id&date: the listing realtor's free tour starts of a date on the realtor's clock. */
export const tourFreeTimesQuerySchema = z.object({ property_id: recordId, date: calendarDate });
export const tourFreeTimesResponseSchema = z.object({
  data: z.object({
    date: z.string(),
    /** The realtor's zone, which `date` and each `time` are on. */
    timezone: z.string(),
    /** The realtor's minimum notice in minutes (their booking page's): hours sooner are not among `times`. */
    minimum_notice: z.number().int(),
    times: z.array(z.object({ time: z.string(), start: z.string(), end: z.string() })),
  }),
});
export type TourFreeTimes = z.infer<typeof tourFreeTimesResponseSchema>['data'];

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

/** The spec's participants: the location link, who sent the invite and who received it. */
export const meetingParticipantsSchema = z.object({
  location: z.string().nullable(),
  sender: person,
  recipients: z.array(person),
});
export type MeetingParticipants = z.infer<typeof meetingParticipantsSchema>;

/**
 * A meeting invite (video or in-person tour, or any meeting): the spec's id, title, start, end,
 * meetingInviteId and participants, with the stored names the calendar reads (subject, starting_time,
 * ending_time as YYYY-MM-DD HH:mm:ss on the meeting's own clock, its time zone). `start` and `end` are
 * ISO instants for the web to place in the viewer's zone.
 */
export const meetingInviteSchema = z.object({
  id: z.number().int(),
  meetingInviteId: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  title: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  starting_time: z.string(),
  ending_time: z.string(),
  timezone: z.string(),
  all_day: z.boolean(),
  status: z.enum(MEETING_STATUSES),
  property: z
    .object({
      id: z.number().int(),
      label: z.string(),
      street_address: z.string(),
    })
    .nullable(),
  project_id: z.number().int().nullable(),
  /** Whether the caller organised it (else they were invited). */
  is_organiser: z.boolean(),
  participants: meetingParticipantsSchema,
  /** An appointment's visitor (no account): who booked it on the agent's public scheduling page. */
  guest: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** How an appointment's visitor chose to meet (then `participants.location` is the link, address or phone number); null for other meetings. */
  meeting_type: z.enum(MEETING_TYPES).nullable(),
  /** A tour's request state; null for other meetings. Proposed times are ISO instants. */
  tour: z
    .object({ answer: z.enum(TOUR_ANSWERS), reason: z.string().nullable(), proposed_start: z.string().nullable(), proposed_end: z.string().nullable() })
    .nullable(),
  created_at: z.string(),
});
export type MeetingInvite = z.infer<typeof meetingInviteSchema>;

export const meetingInviteResponseSchema = z.object({
  message: z.string(),
  data: meetingInviteSchema,
});
export const meetingInviteReadSchema = z.object({ data: meetingInviteSchema });
export const meetingInviteListSchema = z.object({
  data: z.array(meetingInviteSchema),
});
export const meetingParticipantsResponseSchema = z.object({
  data: meetingParticipantsSchema,
});

/**
 * GET /video_tour/meeting_invites: the caller's meetings (organised or invited to), newest invite first;
 * with a range, those starting within it (dates in the caller's zone). Cancelled ones only when asked.
 */
export const meetingInvitesQuerySchema = z
  .object({
    start_date: calendarDate.optional(),
    end_date: calendarDate.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    include_cancelled: z.enum(['0', '1']).optional(),
    timezone: timeZone,
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    error: m.endBeforeStart,
    path: ['end_date'],
  });

/** GET /upcoming-meeting-invites: scheduled meetings not yet over, soonest first. */
export const upcomingInvitesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/** GET /video_tour/participants?meetingInviteId (the spec's name). */
export const participantsQuerySchema = z.object({ meetingInviteId: recordId });

/** POST /invite_mail: the organiser adds people of Openhouse to a meeting; each is told and e-mailed the invitation. */
export const inviteMailSchema = z.object({
  meeting_id: recordId,
  recipient_ids: z.array(recordId).min(1).max(10),
});

/** POST /send-email: the organiser e-mails the invitation (with its calendar file) to an address. */
export const sendInvitationEmailSchema = z.object({
  meeting_id: recordId,
  email: singleLineText({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: textMessages.maxLength(254) })
    .pipe(z.email({ error: m.emailInvalid })),
  name: singleLineText().trim().max(100).optional(),
  message: multiLineText().trim().max(1000).optional(),
});

/** GET /appointments: the bookings of my public scheduling page, upcoming (soonest first) or past (latest first). */
export const appointmentListQuerySchema = pageQuerySchema.extend({ when: z.enum(['upcoming', 'past']).default('upcoming') });
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;
export const appointmentListSchema = pageSchema(meetingInviteSchema);
