import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { personRefSchema } from './project-schemas';
import { TASK_STATUSES } from './rules';

export const ACTIVITY_KINDS = ['project_created', 'task_created', 'task_assigned', 'task_moved', 'milestone_reached', 'file_added', 'realtor_added'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** GET /projects/{id}/activity?page&per_page: newest first, 20 a page unless asked otherwise. */
export const activityQuerySchema = pageQuerySchema.extend({ per_page: z.coerce.number().int().min(1).max(100).default(20) });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * One line of a project's activity. `actor` did it (null when the app does not know who: an assignment, a
 * realtor added); `person` is whom it was done to; `subject` names the task, file, milestone or address.
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
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageSchema(activityEntrySchema);

/** A status id as people read it ('Completed'); an id no longer known reads as itself. */
export const statusName = (id: number | null): string | null => (id === null ? null : (TASK_STATUSES.find((status) => status.id === id)?.name ?? String(id)));

const quoted = (text: string | null) => `“${text ?? ''}”`;

/** What happened, as a sentence without its author ('moved “Book the inspector” from To Do to Completed'). */
export function activityLine(entry: Pick<ActivityEntry, 'kind' | 'person' | 'subject' | 'task_title' | 'from_status' | 'to_status'>): string {
  switch (entry.kind) {
    case 'project_created':
      return `started the project for ${entry.subject}`;
    case 'task_created':
      return `added the task ${quoted(entry.subject)}`;
    case 'task_assigned':
      return `${entry.person?.name ?? 'Someone'} was assigned ${quoted(entry.subject)}`;
    case 'task_moved':
      return `moved ${quoted(entry.subject)} from ${entry.from_status} to ${entry.to_status}`;
    case 'milestone_reached':
      return `reached the milestone ${quoted(entry.subject)} by completing ${quoted(entry.task_title)}`;
    case 'file_added':
      return `added the file ${quoted(entry.subject)} to ${quoted(entry.task_title)}`;
    case 'realtor_added':
      return `${entry.person?.name ?? 'A realtor'} joined the project team`;
  }
}
