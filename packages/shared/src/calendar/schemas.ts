import { z } from 'zod';
import { recordId } from '../http/record-id';
import { singleLineText } from '../http/text';
import { MEETING_KINDS, MEETING_STATUSES } from '../meetings/schemas';
import { calendarMessages as m } from './messages';
import { isCalendarRange } from './rules';

const day = singleLineText().max(10);
const timeZone = singleLineText().max(64).optional();
const withRange = <T extends { startingDate: string; endingDate: string }>(query: T) => isCalendarRange(query.startingDate, query.endingDate);

/**
 * GET /calendar/events: what the signed-in person takes part in between two dates (inclusive), with the spec's
 * names (startingDate, endingDate, project_uuid, optional milestone_id and vendor_id). Their own uuid is implied.
 */
export const calendarQuerySchema = z
  .object({
    startingDate: day,
    endingDate: day,
    project_uuid: z.uuid().optional(),
    milestone_id: recordId.optional(),
    vendor_id: recordId.optional(),
    timezone: timeZone,
  })
  .refine(withRange, { error: m.rangeInvalid, path: ['endingDate'] });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/** GET /calendar/public: the link's names (uuid: the share's secret, userUuid: its owner), read-only. */
export const publicCalendarQuerySchema = z
  .object({
    uuid: z.uuid({ error: m.linkNotFound }),
    userUuid: z.uuid({ error: m.linkNotFound }),
    startingDate: day,
    endingDate: day,
    timezone: timeZone,
  })
  .refine(withRange, { error: m.rangeInvalid, path: ['endingDate'] });
export type PublicCalendarQuery = z.input<typeof publicCalendarQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A milestone task group as an all-day block (spec: id, date 'start|end', project_name, tasks). */
export const calendarTaskGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'start|end' as the spec writes it: 'YYYY-MM-DD HH:mm:ss' wall-clock times on the project's clock. */
  date: z.string(),
  project_name: z.string(),
  project: z.object({ id: z.number().int(), uuid: z.string(), name: z.string() }),
  milestone: named,
  color: z.string(),
  tasks: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Whether the reader may move its dates (the project's realtors and admins). */
  can_edit: z.boolean(),
});
export type CalendarTaskGroup = z.infer<typeof calendarTaskGroupSchema>;

/** A meeting, tour or appointment: subject and time; the details dialog reads the rest by id. */
export const calendarMeetingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  subject: z.string(),
  /** ISO instants, placed on the viewer's clock. */
  start: z.string(),
  end: z.string(),
  all_day: z.boolean(),
  status: z.enum(MEETING_STATUSES),
  project_id: z.number().int().nullable(),
});
export type CalendarMeeting = z.infer<typeof calendarMeetingSchema>;

export const calendarFiltersSchema = z.object({
  projects: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), color: z.string() })),
  milestones: z.array(named.extend({ project_id: z.number().int() })),
  vendors: z.array(named),
});
export type CalendarFilters = z.infer<typeof calendarFiltersSchema>;

export const calendarSchema = z.object({
  /** The zone the meetings' times were placed in (the reader's, or the link's). */
  zone: z.string(),
  owner: z.object({ name: z.string() }),
  task_groups: z.array(calendarTaskGroupSchema),
  meetings: z.array(calendarMeetingSchema),
  filters: calendarFiltersSchema,
});
export type Calendar = z.infer<typeof calendarSchema>;
export const calendarResponseSchema = z.object({ data: calendarSchema });

/** The owner's sharing: whether a link is live. The link itself is shown only when made (its secret is not kept). */
export const calendarShareSchema = z.object({ enabled: z.boolean(), created_at: z.string().nullable() });
export const calendarShareResponseSchema = z.object({ message: z.string().optional(), data: calendarShareSchema });
export const newCalendarShareResponseSchema = z.object({
  message: z.string(),
  data: calendarShareSchema.extend({ uuid: z.string(), userUuid: z.string() }),
});

/** The owner's subscription feed: only whether it exists until reset makes a new link. */
export const calendarFeedSchema = z.object({ enabled: z.boolean(), created_at: z.string().nullable() });
export const calendarFeedResponseSchema = z.object({ data: calendarFeedSchema });
export const newCalendarFeedResponseSchema = z.object({ message: z.string(), data: calendarFeedSchema.extend({ url: z.string() }) });
export const calendarFeedQuerySchema = z.object({ token: singleLineText().max(100) });

/**
 * POST /calendar/print: the month around startDate, as the page shows it (filters too), as a PNG or (type 'pdf') a
 * PDF of the spec's size. timezone 'EST' means the product's default zone, as in the spec's print link.
 */
export const printCalendarSchema = z.object({
  startDate: day.refine((value) => isCalendarRange(value, value), { error: m.rangeInvalid }),
  type: z.enum(['png', 'pdf']).default('png'),
  timezone: timeZone,
  project_uuid: z.uuid().optional(),
  milestone_id: recordId.optional(),
  vendor_id: recordId.optional(),
});
export type PrintCalendarInput = z.input<typeof printCalendarSchema>;
/** url: the printed file as a data: URL, ready for the preview and the download. */
export const printCalendarResponseSchema = z.object({ url: z.string(), data: z.object({ message: z.string() }) });
