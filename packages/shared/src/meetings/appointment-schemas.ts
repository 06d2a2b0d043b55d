import { z } from 'zod';
import { recordId } from '../http/record-id';
import { multiLineText, singleLineText } from '../http/text';
import { APPOINTMENT_INTERVALS, DEFAULT_APPOINTMENT_INTERVAL } from './appointment-rules';
import { meetingMessages as m } from './messages';
import { isMeetingTime } from './rules';
import { calendarDate, meetingLink } from './schemas';

/** Accepts a string field, saying `required` both when it is absent and when it is blank. */
const requiredText = (required: string, max: number) => singleLineText({ error: required }).trim().min(1, { error: required }).max(max);
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

/**
 * POST /scheduling/appointments: the spec's appointment payload. Times are YYYY-MM-DD HH:mm:ss on the agent's
 * clock (as the availability answer gave them). `project_id` is always null here: a visitor cannot see the
 * agent's projects. `website` is a honeypot, as on the capture form.
 */
export const appointmentSchema = z.object({
  recipient_id: z.array(recordId).length(1),
  project_id: z.null().optional(),
  subject: requiredText(m.appointmentSubjectRequired, 200),
  location: requiredText(m.appointmentLinkRequired, 500).pipe(meetingLink),
  starting_time: meetingTime,
  ending_time: meetingTime,
  email: singleLineText({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254)
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((value) => value.toLowerCase()),
  name: requiredText(m.appointmentNameRequired, 100),
  description: multiLineText().trim().max(2000).optional().nullable(),
  website: singleLineText().max(200).optional(),
});
export type AppointmentInput = z.input<typeof appointmentSchema>;

export const appointmentResponseSchema = z.object({
  message: z.string(),
  data: z.object({ starting_time: z.string(), ending_time: z.string(), timezone: z.string() }),
});
