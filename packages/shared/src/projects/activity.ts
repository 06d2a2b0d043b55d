import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { personRefSchema } from './project-schemas';
import { TASK_STATUSES } from './rules';

export const ACTIVITY_KINDS = ['project_created', 'task_created', 'task_assigned', 'task_moved', 'task_rescheduled', 'task_removed', 'milestone_reached', 'file_added', 'comment_added', 'realtor_added'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** GET /projects/{id}/activity?page&per_page: newest first, 20 a page unless asked otherwise. */
export const activityQuerySchema = pageQuerySchema.extend({ per_page: z.coerce.number().int().min(1).max(100).default(20) });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** A task's dates, wall-clock on the project's clock ('2026-12-03 09:00:00'), as tasks keep them. */
const taskSpanSchema = z.object({ start: z.string(), end: z.string() });

/**
 * One line of a project's activity. `actor` did it (null when the app does not know who: a realtor added, an
 * assignment made before assigners were kept); `person` is whom it was done to; `subject` names the task,
 * file, milestone or address. `dates` is set on a move in time: the task's dates before (null if it had none)
 * and after.
 */
export const activityEntrySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  actor: personRefSchema.nullable(),
  person: personRefSchema.nullable(),
  subject: z.string(),
  task_title: z.string().nullable(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  dates: z.object({ from: taskSpanSchema.nullable(), to: taskSpanSchema }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageSchema(activityEntrySchema);

/** A status id as people read it ('Completed'); an id no longer known reads as itself. */
export const statusName = (id: number | null): string | null => (id === null ? null : (TASK_STATUSES.find((status) => status.id === id)?.name ?? String(id)));

const quoted = (text: string | null) => `“${text ?? ''}”`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A task's wall-clock time as people write it ('Dec 3, 9:00 AM'); no zone may shift it, so no Date reads it. */
export function taskMoment(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hour = Number(match[4]);
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${hour % 12 || 12}:${match[5]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const spanLine = (span: { start: string; end: string }) => `${taskMoment(span.start)} – ${taskMoment(span.end)}`;

/** What happened, as a sentence without its author ('moved “Book the inspector” from To Do to Completed'). */
export function activityLine(entry: Pick<ActivityEntry, 'kind' | 'actor' | 'person' | 'subject' | 'task_title' | 'from_status' | 'to_status' | 'dates'>): string {
  switch (entry.kind) {
    case 'project_created':
      return `started the project for ${entry.subject}`;
    case 'task_created':
      return `added the task ${quoted(entry.subject)}`;
    case 'task_assigned':
      // An assignment made before assigners were kept has no author to begin the sentence.
      if (!entry.actor) return `${entry.person?.name ?? 'Someone'} was assigned ${quoted(entry.subject)}`;
      return entry.person?.id === entry.actor.id ? `took on ${quoted(entry.subject)}` : `assigned ${quoted(entry.subject)} to ${entry.person?.name ?? 'someone'}`;
    case 'task_moved':
      return `moved ${quoted(entry.subject)} from ${entry.from_status} to ${entry.to_status}`;
    case 'task_rescheduled':
      if (!entry.dates) return `changed the dates of ${quoted(entry.subject)}`;
      return entry.dates.from
        ? `moved ${quoted(entry.subject)} to ${spanLine(entry.dates.to)} (was ${spanLine(entry.dates.from)})`
        : `scheduled ${quoted(entry.subject)} for ${spanLine(entry.dates.to)}`;
    case 'comment_added':
      return `commented on ${quoted(entry.subject)}`;
    case 'task_removed':
      return `removed the task ${quoted(entry.subject)}`;
    case 'milestone_reached':
      // Reached by a removal (a status before, none after) or by a completion.
      if (entry.from_status !== null && entry.to_status === null) return `reached the milestone ${quoted(entry.subject)} when ${quoted(entry.task_title)} was removed`;
      return `reached the milestone ${quoted(entry.subject)} by completing ${quoted(entry.task_title)}`;
    case 'file_added':
      return `added the file ${quoted(entry.subject)} to ${quoted(entry.task_title)}`;
    case 'realtor_added':
      return `${entry.person?.name ?? 'A realtor'} joined the project team`;
  }
}
