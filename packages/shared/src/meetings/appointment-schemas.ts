import { z } from 'zod';
import { recordId } from '../http/record-id';
import { multiLineText, requiredLine, singleLineText, textMessages } from '../http/text';
import { APPOINTMENT_INTERVALS, DEFAULT_APPOINTMENT_INTERVAL } from './appointment-rules';
import { MEETING_TYPES } from './booking-rules';
import { meetingMessages as m } from './messages';
import { isMeetingTime } from './rules';
import { calendarDate, meetingLink } from './schemas';

/** Accepts a string field, saying `required` both when it is absent and when it is blank. */
const requiredText = (required: string, max: number) => requiredLine(required, max);
const meetingTime = singleLineText().refine(isMeetingTime, { error: m.invalidMeetingTime });

/** GET /scheduling/users/{username}: the agent whose page it is. */
export const schedulingUserParamsSchema = z.object({ username: singleLineText().trim().min(1).max(100) });

/** Only what a visitor needs to book: no e-mail, no phone. `timezone` is the clock the page's times are on. */
export const schedulingAgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  picture: z.string().nullable(),
  timezone: z.string(),
  /** How the agent meets visitors (their booking settings), and how far ahead they must book (minutes). */
  meeting_types: z.array(z.enum(MEETING_TYPES)),
  minimum_notice: z.number().int(),
});
export type SchedulingAgent = z.infer<typeof schedulingAgentSchema>;
export const schedulingAgentResponseSchema = z.object({ data: schedulingAgentSchema });

/** GET /scheduling/availability?user_id&date&interval: the spec's availability call, with the chosen interval. */
export const availabilityQuerySchema = z.object({
  user_id: recordId,
  date: calendarDate,
  interval: z.coerce
    .number()
    .int()
    .refine((value) => (APPOINTMENT_INTERVALS as readonly number[]).includes(value), { error: 'Choose an interval of 15, 30, 60, 90 or 120 minutes.' })
    .default(DEFAULT_APPOINTMENT_INTERVAL),
});

/** The free timings ('HH:mm-HH:mm' on the agent's clock) of that date. */
export const availabilityResponseSchema = z.object({
  data: z.object({ date: z.string(), interval: z.number().int(), timezone: z.string(), timings: z.array(z.string()) }),
});

/** GET /scheduling/free-days?user_id&month&interval: which days of a month still have a free time. */
export const freeDaysQuerySchema = z.object({
  user_id: recordId,
  month: singleLineText().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Use the format YYYY-MM.' }),
  interval: availabilityQuerySchema.shape.interval,
});
/** The dates (YYYY-MM-DD on the agent's clock) of the month with at least one free time; the others are full or past. */
export const freeDaysResponseSchema = z.object({
  data: z.object({ month: z.string(), interval: z.number().int(), timezone: z.string(), free_dates: z.array(z.string()) }),
});

/** A phone number a person can dial: digits with the usual separators, 7 to 15 digits. */
const isPhoneNumber = (value: string) => /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 && (value.match(/\d/g)?.length ?? 0) <= 15;

/** What `location` must hold for each way to meet; null when it does. */
export function locationProblem(type: (typeof MEETING_TYPES)[number], location: string): string | null {
  if (type === 'video') return meetingLink.safeParse(location).success ? null : m.meetingLinkInvalid;
  if (type === 'phone') return isPhoneNumber(location) ? null : m.phoneInvalid;
  return null;
}

/**
 * POST /scheduling/appointments: the spec's appointment payload. Times are YYYY-MM-DD HH:mm:ss on the agent's
 * clock (as the availability answer gave them). `project_id` is always null here: a visitor cannot see the
 * agent's projects. `website` is a honeypot, as on the capture form. `meeting_type` (beyond the spec) says how
 * the visitor meets the agent; `location` then holds the meeting link, the phone number to call or the address.
 */
export const appointmentSchema = z.object({
  recipient_id: z.array(recordId).length(1),
  project_id: z.null().optional(),
  subject: requiredText(m.appointmentSubjectRequired, 200),
  meeting_type: z.enum(MEETING_TYPES).default('video'),
  location: requiredText(m.appointmentLinkRequired, 500),
  starting_time: meetingTime,
  ending_time: meetingTime,
  email: singleLineText({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: textMessages.maxLength(254) })
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  name: requiredText(m.appointmentNameRequired, 100),
  description: multiLineText().trim().max(2000).optional().nullable(),
  website: singleLineText().max(200).optional(),
}).superRefine((value, ctx) => {
  const problem = locationProblem(value.meeting_type, value.location);
  if (problem) ctx.addIssue({ code: 'custom', path: ['location'], message: problem });
});
export type AppointmentInput = z.input<typeof appointmentSchema>;

export const appointmentResponseSchema = z.object({
  message: z.string(),
  data: z.object({ starting_time: z.string(), ending_time: z.string(), timezone: z.string() }),
});

/** GET /scheduling/appointments/{id}?token and POST /scheduling/appointments/{id}/cancel {token}: the visitor's e-mailed link. */
export const guestAppointmentTokenSchema = z.object({ token: singleLineText().trim().min(20).max(100) });

/** What the visitor's link shows: their appointment and whom it is with (their own details they already know). */
export const guestAppointmentSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** ISO instants. */
  start: z.string(),
  end: z.string(),
  /** The agent's zone, which the booking page showed. */
  timezone: z.string(),
  location: z.string().nullable(),
  meeting_type: z.enum(MEETING_TYPES),
  status: z.enum(['scheduled', 'cancelled']),
  agent: z.object({ name: z.string(), user_name: z.string().nullable() }),
});
export type GuestAppointment = z.infer<typeof guestAppointmentSchema>;
export const guestAppointmentResponseSchema = z.object({ message: z.string().optional(), data: guestAppointmentSchema });
