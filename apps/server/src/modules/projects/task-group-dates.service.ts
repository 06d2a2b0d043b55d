import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { z } from 'zod';
import type { updateTaskGroupDatesSchema } from '@openhouse/shared/projects/task-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { updateTaskGroupSpan } from './calendar.repository';
import { requireMilestone } from './milestones.service';
import { findTaskGroup } from './tasks.repository';

/**
 * PUT /task-groups/{id}/dates: the calendar's 'Update Date' and its drag. The project's realtors and admins move
 * a group; its seller and vendors are refused (403), anyone else does not learn it exists (404).
 */
export async function updateTaskGroupDates(platform: Platform, actor: Actor, id: number, input: z.output<typeof updateTaskGroupDatesSchema>) {
  const group = await findTaskGroup(platform.db, id);
  if (!group) throw notFound(m.taskGroupNotFound);
  await requireMilestone(platform, actor, 'manage', group.milestone_id);
  await platform.db.transaction((tx) => updateTaskGroupSpan(tx, id, { start_date: input.start_date, end_date: input.end_date }));
  return { message: m.dateUpdated, data: { id, date: `${input.start_date}|${input.end_date}` } };
}
