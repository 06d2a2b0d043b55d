import { z } from 'zod';
import { BUFFER_CHOICES, MEETING_TYPES, NOTICE_CHOICES } from './booking-rules';
import { meetingMessages as m } from './messages';

const oneOf = (choices: readonly number[], error: string) => z.number().int().refine((value) => choices.includes(value), { error });

/** GET and PUT /scheduling/settings: the agent's booking page rules (minutes) and the ways they meet visitors. */
export const bookingSettingsSchema = z.object({
  buffer_before: oneOf(BUFFER_CHOICES, `Choose a buffer of ${BUFFER_CHOICES.join(', ')} minutes.`),
  buffer_after: oneOf(BUFFER_CHOICES, `Choose a buffer of ${BUFFER_CHOICES.join(', ')} minutes.`),
  minimum_notice: oneOf(NOTICE_CHOICES, 'Choose one of the notice periods offered.'),
  meeting_types: z
    .array(z.enum(MEETING_TYPES))
    .min(1, { error: m.meetingTypeRequired })
    .max(MEETING_TYPES.length)
    .transform((types) => MEETING_TYPES.filter((type) => types.includes(type))),
});
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export type BookingSettingsAnswer = { buffer_before: number; buffer_after: number; minimum_notice: number; meeting_types: (typeof MEETING_TYPES)[number][] };
export const bookingSettingsResponseSchema = z.object({
  message: z.string().optional(),
  data: z.object({ buffer_before: z.number().int(), buffer_after: z.number().int(), minimum_notice: z.number().int(), meeting_types: z.array(z.enum(MEETING_TYPES)) }),
});
